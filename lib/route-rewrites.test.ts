// Next's own rewrites serve every spelling the request gate accepts from the
// folder resolvePath names: checked here with Next's path matcher itself.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { BLOG_SLUGS, SERVICE_SLUGS } from './content/slugs';
import { routeRewrites } from './route-rewrites';
import { blogPath, DYNAMIC_PREFIXES, PAGES, resolvePath } from './routes';

const rules = routeRewrites().map((r) => ({ ...r, match: getPathMatch(r.source, { removeUnnamedParams: true }) }));

/** Where Next's beforeFiles rewrites send a path (the first rule that matches), or the path itself. */
function rewrite(path: string): string {
  for (const r of rules) {
    const params = r.match(path);
    if (params) {
      return prepareDestination({ appendParamsToQuery: false, destination: r.destination, params, query: {} }).parsedDestination.pathname!;
    }
  }
  return path;
}

const spellings = (path: string) => [path, path.toLowerCase(), path.toUpperCase()];

describe('route rewrites', () => {
  it('serve every page in any letter case from the folder the gate names', () => {
    for (const page of PAGES.filter((p) => p.path !== '/')) {
      for (const path of spellings(page.path)) {
        const route = resolvePath(path);
        expect({ path, to: rewrite(path) }).toEqual({ path, to: route.kind === 'page' ? route.pathname : 'not a page' });
      }
    }
  });

  it('serve .html service paths, any case, from the service page', () => {
    for (const slug of SERVICE_SLUGS) {
      for (const path of [...spellings(`/services/${slug}`), ...spellings(`/services/${slug}.html`)]) {
        expect({ path, to: rewrite(path) }).toEqual({ path, to: `/services/${slug}` });
      }
    }
  });

  it('serve articles and the one-segment dynamic pages from their folders', () => {
    // Requests carry the path percent-encoded (the apostrophe of one slug), as Next matches it.
    for (const slug of BLOG_SLUGS) {
      for (const path of spellings(blogPath(slug))) expect({ path, to: rewrite(path) }).toEqual({ path, to: blogPath(slug) });
    }
    for (const d of DYNAMIC_PREFIXES) {
      const route = resolvePath(`${d.prefix}/ABC123`);
      expect(rewrite(`${d.prefix.toUpperCase()}/ABC123`)).toBe(route.kind === 'page' ? route.pathname : 'not a page');
    }
  });

  it('leave the home page, unknown paths and Next’s own files alone', () => {
    for (const path of ['/', '/nowhere', '/_next/static/x.js', '/api/courier/Tracking', '/services/unknown.html']) {
      expect(rewrite(path)).toBe(path);
    }
  });
});
