// Slugs of the service pages and blog articles, exactly as the spec gives them.
// Kept apart from the copy so the request gate can import them cheaply.

export const SERVICE_SLUGS = [
  'domestic-parcel-service-in-dubai',
  'international-courier-service-provider-in-dubai',
  'import-customs-clearance-in-dubai',
  'international-shipping-by-land-sea-air',
  'ecommerce-delivery-service-in-dubai',
  'ecommerce-fulfilment-service-in-dubai',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Short names of the six services, as the footer and menus show them. */
export const SERVICE_NAMES: Record<ServiceSlug, string> = {
  'domestic-parcel-service-in-dubai': 'Domestic Couriers',
  'international-courier-service-provider-in-dubai': 'International Couriers',
  'import-customs-clearance-in-dubai': 'Import and Clearance',
  'international-shipping-by-land-sea-air': 'Export by Air, Land and Sea',
  'ecommerce-delivery-service-in-dubai': 'E-commerce Delivery',
  'ecommerce-fulfilment-service-in-dubai': 'E-commerce Fulfilment',
};

/** Old service paths → new slugs. */
export const LEGACY_SERVICE_PATHS: Readonly<Record<string, (typeof SERVICE_SLUGS)[number]>> = {
  domestic_couriers: 'domestic-parcel-service-in-dubai',
  international_couriers: 'international-courier-service-provider-in-dubai',
  import_and_clearance_express: 'import-customs-clearance-in-dubai',
  Export_airland_sea: 'international-shipping-by-land-sea-air',
  Ecommerce_delivery: 'ecommerce-delivery-service-in-dubai',
  Ecommerce_fulfilment: 'ecommerce-fulfilment-service-in-dubai',
};

export const BLOG_SLUGS = [
  'why-the-best-e-commerce-delivery-service-In-dubai-is-revolutionizing-online-shopping',
  'cost-vs-speed-analyzing-the-value-of-the-fastest-international-courier-services',
  'last-minute-orders-no-worries-with-the-fastest-international-shipping',
  'avoiding-delays-how-to-prepare-your-shipments-for-smooth-customs-clearance-services',
  '5-signs-you’re-using-the-best-international-parcel-service-in-UAE',
] as const;
