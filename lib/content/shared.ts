// Non-text data that the English and Arabic copy share: image paths and dates.
// Both languages read them from here, so a picture or a date can never differ
// between /services/x and /ar/services/x.
import type { BLOG_SLUGS, SERVICE_SLUGS } from './slugs';

/** A service page's illustration under public/images/services/. */
export const serviceImage = (slug: (typeof SERVICE_SLUGS)[number]) => `/images/services/${slug}.svg`;

/** A gallery picture under public/images/gallery/. */
export const galleryImage = (file: string) => `/images/gallery/${file}.svg`;

export interface BlogMedia {
  /** Path under public/. */
  image: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
}

export const BLOG_MEDIA: Readonly<Record<(typeof BLOG_SLUGS)[number], BlogMedia>> = {
  'why-the-best-e-commerce-delivery-service-In-dubai-is-revolutionizing-online-shopping': {
    image: '/images/blog/ecommerce-delivery-dubai.svg',
    datePublished: '2025-03-04',
  },
  'cost-vs-speed-analyzing-the-value-of-the-fastest-international-courier-services': {
    image: '/images/blog/cost-vs-speed-international-courier.svg',
    datePublished: '2025-03-04',
  },
  'last-minute-orders-no-worries-with-the-fastest-international-shipping': {
    image: '/images/blog/last-minute-international-shipping.svg',
    datePublished: '2025-03-28',
  },
  // The spec does not show the publication dates of the last two articles; these are chosen for the site.
  'avoiding-delays-how-to-prepare-your-shipments-for-smooth-customs-clearance-services': {
    image: '/images/blog/customs-clearance-checklist.svg',
    datePublished: '2025-04-15',
  },
  '5-signs-you’re-using-the-best-international-parcel-service-in-UAE': {
    image: '/images/blog/best-international-parcel-service-uae.svg',
    datePublished: '2025-05-06',
  },
};

/** The terms and the privacy policy take effect on this date. */
export const LEGAL_UPDATED = '2026-11-21';
