// The developer pages' <head>: title and description from the `developers`
// messages in the page's language, with canonical and hreflang from pageMetadata.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteText } from '@/components/marketing/site-text';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

export const DEVELOPER_PAGES = { reference: '/developers', guide: '/developers/guide' } as const;

export async function developersMetadata(params: LocaleParams, page: keyof typeof DEVELOPER_PAGES): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'developers' });
  return pageMetadata({
    title: t(`${page}.metaTitle`),
    description: t(`${page}.metaDescription`, { brand: siteText(locale).brand }),
    path: DEVELOPER_PAGES[page],
    locale,
  });
}
