// Brand, contact details and hours: the one place to rebrand the site.
export const site = {
  name: 'Saqr Express',
  legalName: 'Saqr Express Courier Services LLC',
  tagline: 'Same-day, next-day and international courier services from the UAE',
  phone: '+971 4 123 4567',
  phoneHref: 'tel:+97141234567',
  whatsapp: '971501234567',
  email: 'care@saqrexpress.ae',
  address: 'Warehouse 7, Al Qusais Industrial Area 4, Dubai, United Arab Emirates',
  hours: 'Monday to Saturday 08:00 to 18:00',
  copyrightYear: 2023,
} as const;
