// The content pages whose <title> and description are the `metadata.<page>`
// messages, by canonical path. Services and articles take theirs from the content.
export const MARKETING_PAGES = {
  about: '/about-us',
  services: '/Ourservices',
  gallery: '/OurGallery',
  careers: '/Career',
  delivery: '/Deliveryservice',
  helpDesk: '/help-desk',
  terms: '/terms-and-conditions',
  privacy: '/privacy-and-policy',
  blog: '/blog',
} as const;

export type MarketingPage = keyof typeof MARKETING_PAGES;
