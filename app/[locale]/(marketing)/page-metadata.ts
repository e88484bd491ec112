// The content pages' <head>: title and description from the `metadata`
// messages in the page's language, the brand filled in, and canonical,
// hreflang and Open Graph locale from pageMetadata.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteText } from '@/components/marketing/site-text';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { MARKETING_PAGES, type MarketingPage } from './marketing-pages';

export async function marketingMetadata(params: LocaleParams, page: MarketingPage): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({
    title: t(`${page}.title`),
    description: t(`${page}.description`, { brand: siteText(locale).brand }),
    path: MARKETING_PAGES[page],
    locale,
  });
}
