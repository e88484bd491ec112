import type { MetadataRoute } from 'next';
import { BLOG_SLUGS, SERVICE_SLUGS } from '@/lib/content/slugs';
import { getEnv } from '@/lib/env';
import { localizePath } from '@/lib/i18n/locales';
import { blogPath, PAGES, servicePath } from '@/lib/routes';
import { languageAlternates } from '@/lib/seo';

/** Every public page in both languages, each entry with its hreflang alternates (en, ar, x-default). */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = getEnv().siteUrl;
  const paths = [
    ...PAGES.filter((p) => p.area === 'public' && p.path !== '/Thankyou').map((p) => p.path),
    '/Login',
    '/Register',
    ...SERVICE_SLUGS.map(servicePath),
    ...BLOG_SLUGS.map(blogPath),
  ];
  const abs = (p: string) => `${base}${p === '/' ? '' : p}`;
  return paths.flatMap((p) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(p)).map(([k, v]) => [k, abs(v)]));
    const entry = { changeFrequency: p.startsWith('/blog/') ? ('monthly' as const) : ('weekly' as const), alternates: { languages } };
    return [
      { url: abs(p), priority: p === '/' ? 1 : 0.7, ...entry },
      { url: abs(localizePath(p, 'ar')), priority: p === '/' ? 0.9 : 0.6, ...entry },
    ];
  });
}
