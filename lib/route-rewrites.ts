// The route table's case aliases and .html service paths as Next's own
// rewrites (next.config.ts, before the file system), so the request gate
// (proxy.ts) never has to rewrite. Next matches a rewrite's source without
// regard to case, so one entry per page serves every spelling of it from its
// folder. A rewrite from the gate is an absolute URL that Next compares with
// the address it was started on: with `next start -H 127.0.0.1` the two
// differ (Next writes loopback hosts as "localhost"), and Next then fetches
// the page from itself over HTTP, a second hop on every spec-spelled path,
// and a 500 behind a proxy that says X-Forwarded-Proto: https
// (vercel/next.js#94745). A config rewrite is always served in process.
import { BLOG_SLUGS, SERVICE_SLUGS } from './content/slugs';
import { blogPath, DYNAMIC_PREFIXES, folderOf, PAGES, servicePath, UNLISTED_PAGES } from './routes';

export interface Rewrite {
  source: string;
  destination: string;
}

export function routeRewrites(): Rewrite[] {
  const pages = [...PAGES, ...UNLISTED_PAGES]
    .filter((p) => p.path !== '/')
    .map((p) => ({ source: p.path, destination: folderOf(p.path) }));
  const services = SERVICE_SLUGS.flatMap((slug) => [
    { source: `${servicePath(slug)}.html`, destination: servicePath(slug) },
    { source: servicePath(slug), destination: servicePath(slug) },
  ]);
  const articles = BLOG_SLUGS.map((slug) => ({ source: blogPath(slug), destination: blogPath(slug) }));
  const dynamic = DYNAMIC_PREFIXES.map((d) => ({ source: `${d.prefix}/:id`, destination: `${folderOf(d.prefix)}/:id` }));
  return [...pages, ...services, ...articles, ...dynamic];
}
