// The Content Security Policy (issue 17, lib/csp.ts) as a browser gets it:
// every page's script-src is free of 'unsafe-inline'; prerendered pages are
// still served as built (cacheable, the same bytes each time) with their inline
// scripts allowed by hash; pages rendered per request carry a fresh nonce that
// Next stamps on its scripts; and a script slipped into a page does not run.
// (Every other spec fails on any CSP refusal too: e2e/fixtures.ts.)
import type { Page } from '@playwright/test';
import { localizePath } from '../lib/i18n/locales';
import { PAGES, type Area } from '../lib/routes';
import { expect, gotoHydrated, test } from './fixtures';

const scriptSrc = (policy: string | undefined) => policy?.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

async function checkPages(page: Page, area: Area) {
  let checked = 0;
  for (const { path } of PAGES.filter((p) => p.area === area)) {
    for (const url of [path, localizePath(path, 'ar')]) {
      const res = await page.request.get(url, { maxRedirects: 0 });
      if (res.status() !== 200) continue; // a page that sends this user elsewhere (the Admin's, Ops') is opened by its own user in axe-screens
      checked += 1;
      const src = scriptSrc(res.headers()['content-security-policy']);
      expect(src, url).toMatch(/^script-src 'self' /);
      expect(src, url).not.toContain("'unsafe-inline'");
      expect(src, url).not.toContain("'unsafe-eval'");
      if (area === 'portal') expect(src, url).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
      else expect(src, url).not.toContain("'nonce-");
    }
  }
  return checked;
}

test('every page answers with a policy whose scripts need a hash or a nonce', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  // Signed out: the public site and the sign-in screens, all prerendered.
  expect(await checkPages(page, 'public')).toBeGreaterThan(20);
  expect(await checkPages(page, 'auth')).toBe(4); // Login and Register, in both languages (ChangePassword needs a session)
  await signIn('postpaid');
  expect(await checkPages(page, 'portal')).toBeGreaterThan(20);
});

test('a prerendered page stays static: the same bytes and policy each time, cacheable, allowed by hashes', async ({ page }) => {
  const [a, b] = [await page.request.get('/about-us'), await page.request.get('/about-us')];
  expect(a.headers()['cache-control']).toMatch(/s-maxage=/);
  expect(a.headers()['content-security-policy']).toBe(b.headers()['content-security-policy']);
  expect(await a.text()).toBe(await b.text());
  const src = scriptSrc(a.headers()['content-security-policy']);
  expect(src).not.toContain("'nonce-");
  expect(src.match(/'sha256-/g)?.length).toBeGreaterThanOrEqual(3);
  // The page runs: it hydrates, and nothing was refused (the fixture checks the console).
  await gotoHydrated(page, '/about-us');
});

test('a page rendered per request gets a new nonce each time, on every script Next writes', async ({ page, signIn }) => {
  await signIn('postpaid');
  const [a, b] = [await page.request.get('/dashboard'), await page.request.get('/dashboard')];
  expect(a.headers()['cache-control']).toMatch(/no-store/);
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  const nonce = nonceOf(a.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  expect(nonceOf(b.headers()['content-security-policy'])).not.toBe(nonce);
  const html = await a.text();
  const nextScripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
  const withoutNonce = nextScripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
  // The splash's one line goes without: the policy allows it by its hash.
  expect(withoutNonce).toEqual(['<script>']);
  await gotoHydrated(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a script slipped into a page does not run, and the browser says why', async ({ context }) => {
  // A page of its own, outside the fixture that fails a test on any refusal: here one is the point.
  const page = await context.newPage();
  // Stand in for an injection: the page's own HTML with one more inline script, under the page's own policy.
  await page.route('**/about-us', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('</body>', '<script>window.__injected = true</script></body>');
    await route.fulfill({ response: res, body: html });
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) refused.push(m.text());
  });
  await page.goto('/about-us');
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(refused).toEqual([expect.stringMatching(/inline script (because it )?violates the following Content Security Policy directive:? ?'script-src 'self' 'sha256-/)]);
  await page.close();
});

test('the API reference, the one page with a library bundle of its own, runs under the policy', async ({ page }) => {
  await gotoHydrated(page, '/developers');
  // Scalar mounts its reference from the same-origin OpenAPI document (the fixture fails the test on any refusal).
  await expect(page.getByRole('link', { name: /Quote rates/ }).first()).toBeVisible({ timeout: 30_000 });
});

test('what is not a page gets one policy with no inline script at all; pages name the report endpoint', async ({ page }) => {
  for (const url of ['/api/health', '/robots.txt', '/icon.svg', '/sitemap.xml']) {
    const res = await page.request.get(url);
    const policies = res.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
    expect(policies.map((h) => scriptSrc(h.value)), url).toEqual(["script-src 'self'"]);
  }
  const home = await page.request.get('/');
  expect(home.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
  expect(home.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
  expect(home.headers()['content-security-policy']).toContain('report-uri /api/csp-report; report-to csp');
});
