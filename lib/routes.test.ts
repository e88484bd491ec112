import { BLOG_SLUGS, LEGACY_SERVICE_PATHS, SERVICE_SLUGS } from './content/slugs';
import { PAGES, resolvePath, UNLISTED_PAGES } from './routes';

describe('resolvePath', () => {
  it('serves every canonical page from its lower-case folder, in any letter case', () => {
    for (const p of PAGES) {
      for (const variant of [p.path, p.path.toLowerCase(), p.path.toUpperCase()]) {
        expect(resolvePath(variant)).toMatchObject({ kind: 'page', canonical: p.path, pathname: p.path.toLowerCase() });
      }
    }
    expect(resolvePath('/dashboard/')).toMatchObject({ kind: 'page', canonical: '/Dashboard' });
  });

  it('redirects legacy paths permanently', () => {
    expect(resolvePath('/Aboutus')).toEqual({ kind: 'redirect', location: '/about-us', permanent: true });
    expect(resolvePath('/contact')).toEqual({ kind: 'redirect', location: '/contact-us', permanent: true });
    expect(resolvePath('/Helpdesk')).toEqual({ kind: 'redirect', location: '/help-desk', permanent: true });
    expect(resolvePath('/Termsconditions')).toEqual({ kind: 'redirect', location: '/terms-and-conditions', permanent: true });
    expect(resolvePath('/Privacypolicy')).toEqual({ kind: 'redirect', location: '/privacy-and-policy', permanent: true });
    expect(Object.keys(LEGACY_SERVICE_PATHS)).toHaveLength(6);
    expect(resolvePath('/domestic_couriers')).toEqual({ kind: 'redirect', location: '/services/domestic-parcel-service-in-dubai', permanent: true });
    for (const [from, to] of Object.entries(LEGACY_SERVICE_PATHS)) {
      for (const path of [`/${from}`, `/services/${from}`]) {
        expect(resolvePath(path)).toEqual({ kind: 'redirect', location: `/services/${to}`, permanent: true });
      }
    }
  });

  it('serves service pages with or without the .html suffix', () => {
    for (const slug of SERVICE_SLUGS) {
      for (const path of [`/services/${slug}`, `/services/${slug}.html`]) {
        expect(resolvePath(path)).toMatchObject({ kind: 'page', pathname: `/services/${slug}` });
      }
    }
  });

  it('resolves every blog slug, encoded or not, in any case', () => {
    for (const slug of BLOG_SLUGS) {
      for (const path of [`/blog/${slug}`, `/blog/${encodeURIComponent(slug)}`, `/blog/${slug.toLowerCase()}`]) {
        expect(resolvePath(path)).toMatchObject({ kind: 'page', canonical: `/blog/${slug}`, pathname: `/blog/${encodeURIComponent(slug)}` });
      }
    }
  });

  it('serves thank-you pages with an id', () => {
    expect(resolvePath('/Thankyou/BK12345678')).toMatchObject({ kind: 'page', pathname: '/thankyou/BK12345678' });
    expect(resolvePath('/PickupRequest/BK1')).toMatchObject({ kind: 'page', pathname: '/pickuprequest/BK1' });
  });

  it('serves the unlisted benchmark floor page, in any letter case, without listing it', () => {
    for (const path of ['/bench-floor', '/Bench-Floor', '/bench-floor/']) {
      expect(resolvePath(path)).toEqual({ kind: 'page', canonical: '/bench-floor', pathname: '/bench-floor', area: 'public', gate: undefined });
    }
    expect(UNLISTED_PAGES.map((p) => p.path)).toEqual(['/bench-floor', '/follow/confirm', '/follow/unsubscribe']);
    expect(PAGES.some((p) => p.path.toLowerCase() === '/bench-floor')).toBe(false);
    expect(resolvePath('/bench-floor/extra')).toEqual({ kind: 'redirect', location: '/', permanent: false });
  });

  it("serves a follower's confirm and unsubscribe pages, unlisted", () => {
    expect(resolvePath('/follow/confirm')).toEqual({ kind: 'page', canonical: '/follow/confirm', pathname: '/follow/confirm', area: 'public', gate: undefined });
    expect(resolvePath('/Follow/Unsubscribe/')).toMatchObject({ kind: 'page', canonical: '/follow/unsubscribe', pathname: '/follow/unsubscribe' });
    expect(resolvePath('/follow')).toEqual({ kind: 'redirect', location: '/', permanent: false });
  });

  it('sends anything else home, temporarily', () => {
    for (const path of ['/nope', '/blog/not-an-article', '/services/unknown', '/Dashboard/extra', '/%E0%A4%A']) {
      expect(resolvePath(path)).toEqual({ kind: 'redirect', location: '/', permanent: false });
    }
  });
});
