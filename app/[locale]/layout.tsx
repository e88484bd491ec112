import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import { Splash } from '@/components/shell/splash';
import { getEnv } from '@/lib/env';
import { dirOf, LOCALES } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { SITE_AR } from '@/lib/content/ar/site';
import { site } from '@/lib/site';
import '../globals.css';
import { colors } from '@/tailwind.config';

/**
 * IBM Plex Sans Arabic (Arabic subset, from @fontsource, cut down to the Arabic
 * block and unhinted by scripts/subset-arabic-font.sh: ~22 kB a weight, from
 * ~44): open counters that stay legible at 12–14 px, and weights (400/600/700)
 * that sit beside the system Latin face. Its unicode-range limits it to Arabic
 * letters, so English pages never download it; no preload, so they never ask
 * for it either. A character outside the range is drawn by the fallback face.
 * A first visit's page is drawn in the system's Arabic face, and the face is
 * fetched once that page has loaded, for the pages after it (lib/csp.ts).
 */
const arabic = localFont({
  src: [
    { path: '../fonts/ibm-plex-sans-arabic-arabic-400-normal.woff2', weight: '400' },
    { path: '../fonts/ibm-plex-sans-arabic-arabic-600-normal.woff2', weight: '600' },
    { path: '../fonts/ibm-plex-sans-arabic-arabic-700-normal.woff2', weight: '700' },
  ],
  // 'optional', not 'swap': swapping the face under laid-out Arabic text shifted the article
  // (CLS 0.31) and moved its LCP. A page uses the face only once the browser holds it (the start
  // script's `arabic-face` class, lib/csp.ts), so it is drawn from the cache within optional's
  // short wait; should the cache have lost it, that page keeps the fallback face.
  display: 'optional',
  preload: false,
  variable: '--font-arabic',
  fallback: ['Tahoma', 'Arial', 'sans-serif'],
  declarations: [{ prop: 'unicode-range', value: 'U+0600-06FF, U+200C-200F' }],
});

/** The title template and fallbacks in the page's language (the brand in Arabic letters on Arabic pages). */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations('metadata.site');
  const name = locale === 'ar' ? SITE_AR.name : site.name;
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: `${name} | ${t('title')}`, template: `%s | ${name}` },
    description: t('description'),
  };
}

export const viewport: Viewport = { themeColor: colors.brand[700] };

/** Both languages are built at build time; any other first segment is not a page. */
export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * The root ships nothing but what every page needs: the splash and the styles,
 * with the language and direction on <html>. Session, data, toast and message
 * providers sit in the layouts and pages that use them (components/providers/,
 * lib/i18n/client-messages), so a static page loads only the framework and its own islands.
 */
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  const locale = await enterLocale(params);
  return (
    // The splash's inline script adds a class to <html> before React hydrates (suppressHydrationWarning: that one attribute, by design).
    <html lang={locale} dir={dirOf(locale)} className={locale === 'ar' ? arabic.variable : undefined} suppressHydrationWarning>
      <body className="min-h-screen bg-surface text-ink antialiased">
        <Splash />
        {children}
      </body>
    </html>
  );
}
