// Page metadata in one shape: unique title and description, canonical URL
// (relative to SITE_URL through metadataBase) and Open Graph data.
import type { Metadata } from 'next';
import { localizePath, ogLocale, type Locale } from './i18n/locales';
import { site } from './site';

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path, in the spec's spelling (e.g. /about-us, /Ratefinder). */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  /** The page's language (default English): canonical, hreflang alternates and Open Graph locale follow it. */
  locale?: Locale;
}

/**
 * hreflang alternates of a canonical path: English at the spec's path (also the
 * x-default), Arabic under /ar. Shared by page metadata and the sitemap.
 */
export function languageAlternates(path: string): Record<'en' | 'ar' | 'x-default', string> {
  return { en: path, ar: localizePath(path, 'ar'), 'x-default': path };
}

export function pageMetadata({ title, description, path, image, type = 'website', publishedTime, locale = 'en' }: PageMeta): Metadata {
  const images = [{ url: image ?? '/images/og-default.jpg', width: 1200, height: 630, alt: title }];
  const url = localizePath(path, locale);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      locale: ogLocale(locale),
      alternateLocale: [ogLocale(locale === 'ar' ? 'en' : 'ar')],
      type,
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
