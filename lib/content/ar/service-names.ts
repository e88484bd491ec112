// Arabic short names of the six services, as the footer and menus show them.
import type { ServiceSlug } from '../slugs';

export const SERVICE_NAMES_AR: Readonly<Record<ServiceSlug, string>> = {
  'domestic-parcel-service-in-dubai': 'الشحن المحلي',
  'international-courier-service-provider-in-dubai': 'الشحن الدولي السريع',
  'import-customs-clearance-in-dubai': 'الاستيراد والتخليص الجمركي',
  'international-shipping-by-land-sea-air': 'التصدير جواً وبراً وبحراً',
  'ecommerce-delivery-service-in-dubai': 'توصيل طلبات التجارة الإلكترونية',
  'ecommerce-fulfilment-service-in-dubai': 'تجهيز طلبات التجارة الإلكترونية',
};
