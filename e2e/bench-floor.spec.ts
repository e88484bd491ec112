// The benchmark's floor page (/bench-floor): served by the production build,
// empty but for the root layout, never indexed and listed nowhere.
import { expect, test } from './fixtures';

test.describe('benchmark floor page', () => {
  test('answers 200 itself with nothing but the root layout, and asks not to be indexed', async ({ page, request }) => {
    const res = await request.get('/bench-floor', { maxRedirects: 0 });
    expect(res.status()).toBe(200);

    await page.goto('/bench-floor');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // No header, footer or content of any route group: nothing that the
    // public pages' own layouts or the page itself would render.
    await expect(page.locator('header, footer, main, nav, h1')).toHaveCount(0);
  });

  test('is in neither the sitemap nor the site navigation', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/about-us');
    expect(sitemap).not.toContain('bench-floor');
    await page.goto('/');
    await expect(page.locator('a[href*="bench-floor" i]')).toHaveCount(0);
  });
});
