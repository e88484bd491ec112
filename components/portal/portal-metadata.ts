// The metadata of a portal page: its title in the page's language (the
// `portal` messages, by the route table's path), never indexed.
import 'server-only';
import type { Metadata } from 'next';
import { MESSAGES } from '@/lib/i18n/messages';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/i18n/server';
import { pageKey, requirePortalPage } from '@/lib/portal-nav';

export function portalMetadata(path: string, locale: Locale = 'en'): Metadata {
  const page = requirePortalPage(path);
  const titles: Readonly<Record<string, string>> = MESSAGES[locale].portal.pages;
  return { title: titles[pageKey(page)] ?? page.title, robots: { index: false, follow: false } };
}

/** A portal page file's generateMetadata: `export const generateMetadata = portalPageMetadata('/Dashboard');` */
export function portalPageMetadata(path: string) {
  requirePortalPage(path);
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const { locale } = await params;
    return portalMetadata(path, isLocale(locale) ? locale : 'en');
  };
}
