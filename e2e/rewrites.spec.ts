// Every spelling of a page is served in process from its folder by Next's own
// rewrites (lib/route-rewrites.ts). The E2E server listens on -H 127.0.0.1,
// where a rewrite made by the request gate was fetched back over HTTP, and
// failed with a 500 behind a proxy saying X-Forwarded-Proto: https
// (vercel/next.js#94745).
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

test.describe('spec spellings behind a TLS-terminating proxy', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} answers 200 itself with X-Forwarded-Proto: https`, async ({ request }) => {
      const res = await request.get(path, { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
      expect(res.status()).toBe(200);
      // Served in process: no sign of a rewrite fetched back from the server itself.
      expect(res.headers()['x-middleware-rewrite']).toBeUndefined();
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
