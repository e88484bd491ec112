// Page metadata in one shape: unique title and description, canonical URL
// (relative to SITE_URL through metadataBase) and Open Graph data.
import type { Metadata } from 'next';
import { site } from './site';

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path, in the spec's spelling (e.g. /about-us, /Ratefinder). */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
}

export function pageMetadata({ title, description, path, image, type = 'website', publishedTime }: PageMeta): Metadata {
  const images = [{ url: image ?? '/images/og-default.jpg', width: 1200, height: 630, alt: title }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url: path,
      siteName: site.name,
      locale: 'en_AE',
      type,
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
