import type { MetadataRoute } from 'next';
import { BLOG_SLUGS, SERVICE_SLUGS } from '@/lib/content/slugs';
import { getEnv } from '@/lib/env';
import { blogPath, PAGES, servicePath } from '@/lib/routes';

/** Every public page, at its canonical path. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = getEnv().siteUrl;
  const paths = [
    ...PAGES.filter((p) => p.area === 'public' && p.path !== '/Thankyou').map((p) => p.path),
    '/Login',
    '/Register',
    ...SERVICE_SLUGS.map(servicePath),
    ...BLOG_SLUGS.map(blogPath),
  ];
  return paths.map((p) => ({ url: `${base}${p === '/' ? '' : p}`, changeFrequency: p.startsWith('/blog/') ? 'monthly' : 'weekly', priority: p === '/' ? 1 : 0.7 }));
}
