import type { Metadata } from 'next';

/**
 * The thank-you pages are personal and short-lived: kept out of search
 * results (and out of app/sitemap.ts), while their links may still be followed.
 */
export const CONFIRMATION_METADATA: Metadata = {
  title: 'Booking confirmation',
  description: 'The confirmation of a courier pickup booking.',
  robots: { index: false, follow: true },
};
