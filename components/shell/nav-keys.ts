import { resolvePath } from '@/lib/routes';

/** The message key of each navigation entry (lib/nav.ts), by the canonical page it lands on. */
export const NAV_KEYS = {
  '/': 'home',
  '/about-us': 'about',
  '/ourservices': 'services',
  '/career': 'careers',
  '/blog': 'blog',
  '/ourgallery': 'media',
  '/contact-us': 'contact',
  '/deliveryservice': 'delivery',
} as const;

export type NavKey = (typeof NAV_KEYS)[keyof typeof NAV_KEYS];

/** Which canonical page a link lands on (lower case), so aliases highlight too. */
export function canonicalOf(path: string): string {
  const r = resolvePath(path);
  return (r.kind === 'page' ? r.canonical : r.location).toLowerCase();
}

/** The entry's message key; a link added to lib/nav.ts without one fails loudly at build time. */
export function navKeyOf(href: string): NavKey {
  const key = NAV_KEYS[canonicalOf(href) as keyof typeof NAV_KEYS];
  if (!key) throw new Error(`No navigation message for ${href}: add it to components/shell/nav-keys.ts and the shell messages`);
  return key;
}
