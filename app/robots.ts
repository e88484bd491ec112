import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';
import { PAGES } from '@/lib/routes';

/** Crawlers may read the public site, never the portal or the API. */
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().siteUrl;
  const portal = PAGES.filter((p) => p.area === 'portal').flatMap((p) => [p.path, p.path.toLowerCase()]);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ChangePassword', '/changepassword', ...new Set(portal)] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
