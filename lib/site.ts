// Brand, contact details and hours: the one place to rebrand the site.
export const site = {
  name: 'Saqr Express',
  legalName: 'Saqr Express Courier Services LLC',
  tagline: 'Same-day, next-day and international courier services from the UAE',
  promo: 'Same-day delivery across Dubai for orders booked before 12:00. Call +971 4 123 4567.',
  url: 'https://www.saqrexpress.ae',
  socials: {
    facebook: 'https://www.facebook.com/saqrexpress',
    instagram: 'https://www.instagram.com/saqrexpress',
    linkedin: 'https://www.linkedin.com/company/saqrexpress',
    x: 'https://x.com/saqrexpress',
  },
  phone: '+971 4 123 4567',
  phoneHref: 'tel:+97141234567',
  whatsapp: '971501234567',
  email: 'care@saqrexpress.ae',
  address: 'Warehouse 7, Al Qusais Industrial Area 4, Dubai, United Arab Emirates',
  /** UAE VAT Tax Registration Number, printed on tax invoices. */
  trn: '100398765400003',
  hours: 'Monday to Saturday 08:00 to 18:00',
  copyrightYear: 2023,
} as const;
