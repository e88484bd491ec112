// Every spelling of a page is served from its folder by the request gate's
// rewrite (proxy.ts), whatever the letter case, .html service paths included.
// (Behind a TLS proxy, bind `next start` to localhost, not 127.0.0.1: see
// docs/decisions.md, "Spelling aliases and next start -H 127.0.0.1".)
import { BLOG_SLUGS, SERVICE_SLUGS } from '../lib/content/slugs';
import { expect, test } from './fixtures';

const PAGES: Array<[path: string, heading: RegExp]> = [
  ['/Login', /Login/],
  ['/LOGIN', /Login/],
  ['/Ratefinder', /Rate/],
  ['/OurGallery', /Media/],
  [`/services/${SERVICE_SLUGS[0]}.html`, /./],
  [`/blog/${encodeURIComponent(BLOG_SLUGS[0]!.toUpperCase())}`, /./],
];

test.describe('spec spellings', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} answers 200 itself with its page`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').toMatch(heading);
    });
  }

  test('a page opened by its spec spelling keeps that address and renders', async ({ page }) => {
    await page.goto('/Ratefinder');
    await expect(page).toHaveURL(/\/Ratefinder$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
