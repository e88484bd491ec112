// Copy of the home page sections.
import type { ServiceSlug } from './slugs';
export const PROCESS_STEPS = [
  {
    title: 'Click to order',
    text: 'Book online in two minutes: choose a service, see the price before you pay, and get your airway bill number at once.',
  },
  {
    title: 'Bring your package',
    text: 'Drop it at any of our counters in Dubai, Abu Dhabi or Sharjah, or let a courier collect it from your door between 08:00 and 18:00.',
  },
  {
    title: 'Transport made easy',
    text: 'We handle the sorting, the customs paperwork and the last mile, and you follow every scan from pickup to signature.',
  },
] as const;

/** The one-line pitch of each service on the home page (names come from SERVICE_NAMES). */
export const HOME_SERVICE_PITCH: Record<ServiceSlug, string> = {
  'domestic-parcel-service-in-dubai': 'Same-day and next-day delivery to all seven emirates, with cash on delivery.',
  'international-courier-service-provider-in-dubai': 'Door-to-door express and economy services to more than 220 countries.',
  'import-customs-clearance-in-dubai': 'Duties, permits and clearance at Dubai and Abu Dhabi airports and ports, handled for you.',
  'international-shipping-by-land-sea-air': 'Pallets and cartons by air, GCC trucking or sea freight, with one booking.',
  'ecommerce-delivery-service-in-dubai': 'Checkout-ready delivery for online shops: COD, returns and delivery-day updates by SMS.',
  'ecommerce-fulfilment-service-in-dubai': 'We store, pick, pack and ship your stock from our Dubai warehouse.',
};

export const GROUP_COMPANIES = [
  { slug: 'saqr-freight', name: 'Saqr Freight' },
  { slug: 'saqr-warehousing', name: 'Saqr Warehousing' },
  { slug: 'saqr-customs', name: 'Saqr Customs Brokers' },
  { slug: 'saqr-movers', name: 'Saqr Movers' },
  { slug: 'saqr-fleet', name: 'Saqr Fleet' },
  { slug: 'saqr-digital', name: 'Saqr Digital' },
] as const;

export const CLIENTS = [
  { slug: 'al-noor', name: 'Al Noor Trading' },
  { slug: 'oasis', name: 'Oasis Handmade Boutique' },
  { slug: 'desert-bloom', name: 'Desert Bloom Florists' },
  { slug: 'gulf-pharma', name: 'Gulf Pharma Supplies' },
  { slug: 'marina-electronics', name: 'Marina Electronics' },
  { slug: 'sahara-books', name: 'Sahara Books' },
  { slug: 'falak-fashion', name: 'Falak Fashion' },
  { slug: 'creek-spices', name: 'Creek Spices' },
] as const;

/** The home page's copy in one shape, so each language supplies the same parts. */
export interface HomeContent {
  processSteps: readonly { title: string; text: string }[];
  servicePitch: Readonly<Record<ServiceSlug, string>>;
  groupCompanies: readonly { slug: string; name: string }[];
  clients: readonly { slug: string; name: string }[];
}

export const HOME: HomeContent = {
  processSteps: PROCESS_STEPS,
  servicePitch: HOME_SERVICE_PITCH,
  groupCompanies: GROUP_COMPANIES,
  clients: CLIENTS,
};
