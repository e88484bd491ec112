// Copy of the home page sections.
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

export const HOME_SERVICES = [
  { slug: 'domestic-parcel-service-in-dubai', name: 'Domestic Couriers', text: 'Same-day and next-day delivery to all seven emirates, with cash on delivery.' },
  { slug: 'international-courier-service-provider-in-dubai', name: 'International Couriers', text: 'Door-to-door express and economy services to more than 220 countries.' },
  { slug: 'import-customs-clearance-in-dubai', name: 'Import and Clearance', text: 'Duties, permits and clearance at Dubai and Abu Dhabi airports and ports, handled for you.' },
  { slug: 'international-shipping-by-land-sea-air', name: 'Export by Air, Land and Sea', text: 'Pallets and cartons by air, GCC trucking or sea freight, with one booking.' },
  { slug: 'ecommerce-delivery-service-in-dubai', name: 'E-commerce Delivery', text: 'Checkout-ready delivery for online shops: COD, returns and delivery-day updates by SMS.' },
  { slug: 'ecommerce-fulfilment-service-in-dubai', name: 'E-commerce Fulfilment', text: 'We store, pick, pack and ship your stock from our Dubai warehouse.' },
] as const;

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
