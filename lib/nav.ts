// Navigation entries of the public site (spec §2), in the order shown.
export interface NavLink {
  label: string;
  href: string;
}

/** The navigation of the other public pages (upper-case labels, spec's paths). */
export const PUBLIC_NAV: readonly NavLink[] = [
  { label: 'HOME', href: '/' },
  { label: 'ABOUT US', href: '/Aboutus' },
  { label: 'SERVICES & PRODUCTS', href: '/Ourservices' },
  { label: 'CAREERS', href: '/Career' },
  { label: 'BLOG', href: '/blog' },
  { label: 'MEDIA', href: '/OurGallery' },
  { label: 'CONTACT', href: '/Contact' },
  { label: 'DELIVERY SERVICES', href: '/Deliveryservice' },
];

/** The home page's navigation. Delivery Services is hidden on /Ratefinder and /Bookshipment. */
export const HOME_NAV: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about-us' },
  { label: 'Service', href: '/Ourservices' },
  { label: 'Careers', href: '/Career' },
  { label: 'Media', href: '/OurGallery' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact-us' },
  { label: 'Delivery Services', href: '/Deliveryservice' },
];
