// What bench:lighthouse measures and against which targets (issue 12): the
// pages, their kind (public, signed-in portal, or the empty floor page) and,
// for the portal pages, a demo user's session cookie.
import { DEMO_PASSWORD, DEMO_USERS } from '../courier-api/db/seed';
import { BLOG_SLUGS, SERVICE_SLUGS } from '../lib/content/slugs';
import { splitLocale } from '../lib/i18n/locales';
import { BENCH_FLOOR_PATH, resolvePath } from '../lib/routes';
import { fetchRetrying } from './lib';
import { CATEGORIES, type Category } from './lighthouse-run';

/** public: every category has a target; portal (signed in) and floor: performance only. */
export type PageKind = 'public' | 'portal' | 'floor';

export interface BenchPage {
  path: string;
  kind: PageKind;
  /** Allowed first-load JavaScript above the floor's, gzip bytes (kB = 1000 bytes); undefined = no target. */
  jsAllowance?: number;
}

const CONTENT_JS = 8_000;
const ENTRY_JS = 30_000;

export const DEFAULT_PAGES: readonly BenchPage[] = [
  { path: '/', kind: 'public', jsAllowance: ENTRY_JS },
  { path: `/services/${SERVICE_SLUGS[0]}`, kind: 'public', jsAllowance: CONTENT_JS },
  { path: `/blog/${BLOG_SLUGS[1]}`, kind: 'public', jsAllowance: CONTENT_JS },
  { path: '/login', kind: 'public', jsAllowance: ENTRY_JS },
  { path: '/blog', kind: 'public', jsAllowance: CONTENT_JS },
  { path: '/Ratefinder', kind: 'public' },
  { path: '/about-us', kind: 'public', jsAllowance: CONTENT_JS },
  { path: '/Dashboard', kind: 'portal' },
  { path: '/Managingshipping', kind: 'portal' },
  // Arabic (issue 13): the same targets as their English pages.
  { path: '/ar', kind: 'public', jsAllowance: ENTRY_JS },
  { path: `/ar/services/${SERVICE_SLUGS[0]}`, kind: 'public', jsAllowance: CONTENT_JS },
  { path: `/ar/blog/${BLOG_SLUGS[1]}`, kind: 'public', jsAllowance: CONTENT_JS },
];

/** Lighthouse targets of a kind of page: minimum scores, maximum LCP and TBT (ms). */
export interface Targets {
  scores: Partial<Record<Category, number>>;
  lcp?: number;
  tbt?: number;
}

export const TARGETS: Record<PageKind, Targets> = {
  public: { scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }, lcp: 1800, tbt: 100 },
  portal: { scores: { performance: 90 } },
  floor: { scores: {} },
};

/** The categories Lighthouse audits for a kind of page (portal and floor: performance only, which is also faster). */
export function categoriesOf(kind: PageKind): Category[] {
  return kind === 'public' ? [...CATEGORIES] : ['performance'];
}

/**
 * The pages of this run: BENCH_PAGES (comma-separated paths; a portal path is
 * measured signed in, a known path keeps its JS target) or the defaults; then
 * the floor, last.
 */
export function benchPages(list: string | undefined): BenchPage[] {
  const paths = list?.trim() ? list.split(',').map((p) => p.trim()).filter(Boolean) : undefined;
  const pages = paths
    ? paths.map((path): BenchPage => {
        const known = DEFAULT_PAGES.find((p) => p.path.toLowerCase() === path.toLowerCase());
        if (known) return { ...known, path };
        const r = resolvePath(splitLocale(path.split('?')[0]!).path);
        return { path, kind: r.kind === 'page' && r.area === 'portal' ? 'portal' : 'public' };
      })
    : [...DEFAULT_PAGES];
  // The floor (app/(bench)/bench-floor, the empty page of the same build) is always measured.
  return [...pages.filter((p) => p.path.toLowerCase() !== BENCH_FLOOR_PATH), { path: BENCH_FLOOR_PATH, kind: 'floor' }];
}

/** The demo user the portal pages are measured for: a postpaid customer with every permission and real data. */
export const PORTAL_USER = DEMO_USERS.postpaid;

/** `name=value` of every Set-Cookie header of a response. */
function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

/**
 * Signs the portal user in the way next-auth's own client does (GET
 * /api/auth/csrf, then POST /api/auth/callback/credentials with its token and
 * cookie) and returns the Cookie header value that carries the session.
 */
export async function signIn(base: string): Promise<string> {
  const csrfRes = await fetchRetrying(`${base}/api/auth/csrf`);
  if (!csrfRes.ok) throw new Error(`GET /api/auth/csrf answered ${csrfRes.status}`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken?: string };
  if (!csrfToken) throw new Error('GET /api/auth/csrf gave no csrfToken');
  const res = await fetchRetrying(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrfRes).join('; ') },
    body: new URLSearchParams({ csrfToken, email: PORTAL_USER.email, password: DEMO_PASSWORD, json: 'true' }),
  });
  await res.arrayBuffer();
  // next-auth splits a cookie over 4 kB into saqr.session.0, .1…: keep every part.
  const session = cookiesOf(res).filter((c) => /^(__Secure-)?saqr\.session(\.\d+)?=./.test(c));
  if (!session.length) throw new Error(`signing in ${PORTAL_USER.email} gave no session cookie (HTTP ${res.status}, Location ${res.headers.get('location') ?? 'none'})`);
  return session.join('; ');
}
