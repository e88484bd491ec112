import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';

/**
 * The thank-you pages are personal and short-lived: kept out of search
 * results (and out of app/sitemap.ts), while their links may still be followed.
 */
export async function confirmationMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const { locale: given } = await params;
  const t = await getTranslations({ locale: isLocale(given) ? given : 'en', namespace: 'metadata.booking.confirmation' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: true },
  };
}
