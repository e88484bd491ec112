import fs from 'node:fs';
import path from 'node:path';
import { BLOG_POSTS, formatPostDate, getPost, paragraphLinks, wordCount } from './blog';
import { BLOG_SLUGS } from './slugs';

const SERVICE_LINKS = ['/services/ecommerce-delivery-service-in-dubai', '/services/international-courier-service-provider-in-dubai'];

describe('blog articles', () => {
  it('are the five spec slugs, in order', () => {
    expect(BLOG_POSTS.map((p) => p.slug)).toEqual([...BLOG_SLUGS]);
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))('%s has a body of at least 700 words', (_slug, post) => {
    expect(wordCount(post)).toBeGreaterThanOrEqual(700);
  });

  it('have unique titles, excerpts and descriptions', () => {
    for (const key of ['title', 'excerpt', 'description'] as const) {
      expect(new Set(BLOG_POSTS.map((p) => p[key])).size).toBe(BLOG_POSTS.length);
    }
  });

  it('have meta descriptions of 120 to 165 characters', () => {
    for (const p of BLOG_POSTS) {
      expect({ slug: p.slug, ok: p.description.length >= 120 && p.description.length <= 165 }).toEqual({ slug: p.slug, ok: true });
    }
  });

  it('each link to both service pages from the body', () => {
    for (const p of BLOG_POSTS) {
      const hrefs = p.body.flatMap((s) => s.paragraphs.flatMap(paragraphLinks)).map((l) => l.href);
      for (const href of SERVICE_LINKS) expect({ slug: p.slug, href, found: hrefs.includes(href) }).toEqual({ slug: p.slug, href, found: true });
    }
  });

  it('carry the publication dates the spec gives, and valid 2025 dates for the rest', () => {
    expect(BLOG_POSTS.map((p) => p.datePublished).slice(0, 3)).toEqual(['2025-03-04', '2025-03-04', '2025-03-28']);
    for (const p of BLOG_POSTS) {
      expect(p.datePublished).toMatch(/^2025-\d\d-\d\d$/);
      expect(new Date(`${p.datePublished}T00:00:00Z`).toISOString().slice(0, 10)).toBe(p.datePublished);
    }
    expect(formatPostDate('2025-03-04')).toBe('4 March 2025');
  });

  it('have header images that exist under public/', () => {
    for (const p of BLOG_POSTS) {
      expect(p.image).toMatch(/^\/images\/blog\/[\w-]+\.svg$/);
      expect(p.imageAlt.length).toBeGreaterThan(10);
      const file = path.join(process.cwd(), 'public', p.image);
      expect({ file, exists: fs.existsSync(file) }).toEqual({ file, exists: true });
      expect(fs.statSync(file).size).toBeLessThan(8 * 1024);
    }
  });

  it('are found by their exact slug only', () => {
    expect(getPost(BLOG_SLUGS[4])?.title).toBe('5 Signs You’re Using the Best International Parcel Service in UAE');
    expect(getPost('no-such-article')).toBeUndefined();
  });
});
