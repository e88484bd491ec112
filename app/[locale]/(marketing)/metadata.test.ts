/**
 * The Arabic <head> of every public page: a title and a description of its
 * own (no two Arabic pages share one), in Arabic, and not the English ones.
 * Pages whose words are `metadata.*` messages are read from the catalogue
 * (every entry with a title and a description, whoever wrote it); service and
 * article pages from the content.
 */
import { SITE_AR } from '@/lib/content/ar/site';
import { BLOG_POSTS } from '@/lib/content/blog';
import { postsFor, servicesFor } from '@/lib/content/localized';
import { SERVICES } from '@/lib/content/services';
import { MESSAGES } from '@/lib/i18n/messages';
import { PAGES } from '@/lib/routes';
import { site } from '@/lib/site';
import { MARKETING_PAGES } from './marketing-pages';

interface Head {
  title: string;
  description: string;
}
interface PageHeads {
  page: string;
  en: Head;
  ar: Head;
}

type Tree = { [k: string]: string | Tree };

/** Every `{ title, description }` in a metadata tree, by its key path. */
function heads(tree: Tree, prefix = ''): Map<string, Head> {
  const out = new Map<string, Head>();
  if (typeof tree.title === 'string' && typeof tree.description === 'string') out.set(prefix, { title: tree.title, description: tree.description });
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v !== 'string') for (const [kk, vv] of heads(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  }
  return out;
}

const brandIn = (head: Head, brand: string): Head => ({ title: head.title.replaceAll('{brand}', brand), description: head.description.replaceAll('{brand}', brand) });

const enHeads = heads(MESSAGES.en.metadata as Tree);
const arHeads = heads(MESSAGES.ar.metadata as Tree);

const PUBLIC_PAGES: PageHeads[] = [
  ...[...enHeads].map(([page, en]) => ({ page: `metadata.${page}`, en: brandIn(en, site.name), ar: brandIn(arHeads.get(page)!, SITE_AR.name) })),
  ...SERVICES.map((s, i) => ({ page: `service ${s.slug}`, en: s, ar: servicesFor('ar')[i]! })),
  ...BLOG_POSTS.map((p, i) => ({ page: `article ${p.slug}`, en: p, ar: postsFor('ar')[i]! })),
];

const ARABIC = /[\u0600-\u06FF]/;

describe('Arabic page metadata', () => {
  it('covers the content pages, services and articles', () => {
    for (const [key, path] of Object.entries(MARKETING_PAGES)) {
      expect({ key, route: PAGES.some((p) => p.path === path && p.area === 'public') }).toEqual({ key, route: true });
      expect({ key, en: enHeads.has(key), ar: arHeads.has(key) }).toEqual({ key, en: true, ar: true });
    }
    expect(servicesFor('ar').map((s) => s.slug)).toEqual(SERVICES.map((s) => s.slug));
    expect(postsFor('ar').map((p) => p.slug)).toEqual(BLOG_POSTS.map((p) => p.slug));
  });

  it.each(PUBLIC_PAGES.map((p) => [p.page, p] as const))('%s: Arabic title and description, not the English ones', (_, { en, ar }) => {
    expect(ar.title).toMatch(ARABIC);
    expect(ar.description).toMatch(ARABIC);
    expect(ar.title).not.toBe(en.title);
    expect(ar.description).not.toBe(en.description);
    // Search results show about 160 characters; Arabic runs a little longer than English.
    expect(ar.description.length).toBeLessThanOrEqual(170);
  });

  it.each(['title', 'description'] as const)('no two Arabic pages share a %s', (field) => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { page, ar } of PUBLIC_PAGES) {
      const other = seen.get(ar[field]);
      if (other) clashes.push(`${page} = ${other}: ${ar[field]}`);
      seen.set(ar[field], page);
    }
    expect(clashes).toEqual([]);
  });
});
