// The sign-in screens' titles and descriptions, in the page's language.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteText } from '@/components/marketing/site-text';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

export type AuthPage = 'login' | 'register' | 'changePassword';

export async function authMetadata(params: LocaleParams, page: AuthPage, path: string): Promise<Metadata> {
  const { locale: given } = await params;
  const locale: Locale = isLocale(given) ? given : 'en';
  const t = await getTranslations({ locale, namespace: `metadata.auth.${page}` });
  return pageMetadata({ title: t('title'), description: t('description', { brand: siteText(locale).brand }), path, locale });
}
