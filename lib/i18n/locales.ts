// The site's two languages and how a path carries one: English at the spec's
// paths, Arabic under /ar. Plain data, safe for the request gate, server and client.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a reader's choice of language (set by the language switch). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** The time zone every date on the site is shown in. */
export const TIME_ZONE = 'Asia/Dubai';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

export const dirOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The BCP 47 tag for Intl formatting. One rule for Arabic pages: `ar-AE` with
 * Latin digits (`-u-nu-latn`), as UAE forms, receipts and airway bills print them;
 * English keeps `en-GB` (day before month, as the UAE writes dates).
 */
export const intlTag = (locale: Locale): string => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/** Open Graph's locale names. */
export const ogLocale = (locale: Locale): string => (locale === 'ar' ? 'ar_AE' : 'en_AE');

/** A site path in a language: `/about-us` → `/ar/about-us`; `/` → `/ar`. Leaves other origins and anchors alone. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/ar' || path.startsWith('/ar/') || path.startsWith('/ar?') || path.startsWith('/ar#')) return path;
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/ar${path.slice(1)}`;
  return `/ar${path}`;
}

/** Splits a request path into its language and the path the route table knows: `/ar/Login` → ar, `/Login`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ar' || pathname === '/ar/') return { locale: 'ar', path: '/' };
  if (pathname.startsWith('/ar/')) return { locale: 'ar', path: pathname.slice(3) };
  return { locale: 'en', path: pathname };
}

/**
 * The route path of what `usePathname()` gives a client component: the browser's
 * path (`/ar/Ratefinder`) in the browser, but the rewritten folder path
 * (`/en/ratefinder`, `/ar/ratefinder`) while the server renders. Both give the
 * same answer here, so a component deciding by path renders the same on both
 * sides (no hydration mismatch).
 */
export function pagePathOf(pathname: string): string {
  if (pathname === '/en' || pathname === '/ar') return '/';
  if (pathname.startsWith('/en/') || pathname.startsWith('/ar/')) return pathname.slice(3);
  return pathname;
}
