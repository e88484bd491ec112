// The home page and the public shell in Arabic (/ar): right to left, Arabic
// words, Latin digits, tracking results in Arabic, and the language switch.
import { axeViolations, DEMO_TRACKING, expect, gotoHydrated, test } from './fixtures';

const LOCALE_COOKIE = 'NEXT_LOCALE';

test.describe('the Arabic home page', () => {
  // The splash in Arabic, as a visitor meets it (fixtures.ts, showSplash).
  test.use({ showSplash: true });
  test('is Arabic and right to left, with Arabic navigation and footer', async ({ page }) => {
    await gotoHydrated(page, '/ar');
    await expect(page.locator('html[lang="ar"][dir="rtl"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بكم في صقر إكسبريس');
    await expect(page).toHaveTitle(/صقر إكسبريس/);
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link', { name: 'من نحن', exact: true })).toHaveAttribute('href', '/ar/about-us');
    // The logo (a Latin wordmark) links to the Arabic home page.
    await expect(nav.getByRole('link', { name: 'Saqr Express', exact: true })).toHaveAttribute('href', '/ar');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/ar/Termsconditions');
    await expect(footer.getByRole('link', { name: 'الشحن المحلي' })).toHaveAttribute('href', '/ar/services/domestic-parcel-service-in-dubai.html');
    await expect(footer).toContainText('من الاثنين إلى السبت');
    await expect(page.getByRole('link', { name: /^اتصل على/ })).toHaveAttribute('href', /^tel:\+971/);
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('hreflang', 'en');
    // Hreflang alternates and an Arabic canonical.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/ar');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  });

  test('tracks one airway bill: Arabic result, steps from right to left, number left to right', async ({ page }) => {
    await gotoHydrated(page, '/ar');
    await expect(page.getByRole('radio', { name: 'الرقم المرجعي' })).toBeDisabled();
    const input = page.getByLabel('رقم التتبّع', { exact: true });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await input.fill(DEMO_TRACKING.deliveredInternational);
    await page.getByRole('button', { name: 'تتبّع', exact: true }).click();
    const result = page.getByRole('article', { name: `بوليصة الشحن ${DEMO_TRACKING.deliveredInternational}` });
    await expect(result).toBeVisible();
    await expect(page.getByRole('heading', { name: 'نتائج التتبّع' })).toBeInViewport();
    await expect(result.getByText('تم التسليم', { exact: true }).first()).toBeVisible();
    await expect(result.getByText('(مكتملة)')).toHaveCount(5);
    await expect(result.getByRole('columnheader', { name: 'الموقع' }).first()).toBeVisible();
    await expect(result.getByRole('button', { name: 'عرض التفاصيل' })).toHaveCount(0);
    // The first step (booked) is on the right, the last (out for delivery) on the left.
    const steps = result.getByRole('list', { name: 'مراحل الشحنة' }).getByRole('listitem');
    const first = await steps.first().boundingBox();
    const last = await steps.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    // Dates in Arabic with Latin digits.
    await expect(result.locator('time').first()).toHaveText(/^[\u0600-\u06FF].* \d{1,2} [\u0600-\u06FF]+ \d{4}$/);
  });

  test('tracks several numbers, one a line, with Arabic Show/Hide Details', async ({ page }) => {
    await gotoHydrated(page, '/ar');
    await page.getByRole('button', { name: 'عدة أرقام تتبّع' }).click();
    await expect(page.getByRole('button', { name: 'رقم تتبّع واحد' })).toBeVisible();
    await page.getByLabel('أرقام التتبّع (رقم في كل سطر)').fill(`${DEMO_TRACKING.created}\n${DEMO_TRACKING.deliveredInternational}`);
    await page.getByRole('button', { name: 'تتبّع', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    const created = page.getByRole('article', { name: `بوليصة الشحن ${DEMO_TRACKING.created}` });
    await expect(created.getByRole('table')).toHaveCount(0);
    await created.getByRole('button', { name: 'عرض التفاصيل' }).click();
    await expect(created.getByRole('table').first()).toBeVisible();
    await expect(created).toContainText('تم استلام بيانات الشحنة');
    await created.getByRole('button', { name: 'إخفاء التفاصيل' }).click();
    await expect(created.getByRole('table')).toHaveCount(0);
    await page.getByRole('button', { name: 'تتبّع شحنة أخرى' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('an unknown number says so in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/ar?track=NO-SUCH-NUMBER-1');
    await expect(page.getByText('رقم التتبّع هذا غير موجود، يُرجى المحاولة مرة أخرى لاحقاً أو التواصل مع المرسِل')).toBeVisible();
  });

  test('has no accessibility violations, with tracking results shown', async ({ page }) => {
    await gotoHydrated(page, `/ar?track=${DEMO_TRACKING.deliveredInternational}`);
    await page.getByRole('region', { name: 'إشعار ملفات تعريف الارتباط' }).getByRole('button', { name: 'موافق' }).click();
    await expect(page.locator('#splash')).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the language switch', () => {
  test('opens the same page and query in Arabic and remembers the choice', async ({ page }) => {
    const query = `?track=${DEMO_TRACKING.created}`;
    await gotoHydrated(page, `/${query}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ar' && url.search === query);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('article', { name: `بوليصة الشحن ${DEMO_TRACKING.created}` })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe('ar');

    // With the cookie, an English link leads to the Arabic page.
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    // And back: English, remembered too.
    await gotoHydrated(page, '/ar/about-us');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('en');
  });

  test('an English path with the Arabic cookie is served in Arabic', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بكم في صقر إكسبريس');
  });
});

// The Arabic face is cut to the Arabic block, unhinted (scripts/subset-arabic-font.sh): about 22 kB a
// weight instead of 44. A page uses it only once the browser holds it (the start script, lib/csp.ts): a
// first visit reads the system's face and fetches the site's after the page has loaded, for the next page.
test('an Arabic page draws its words in the site\'s Arabic face once the browser holds it, fetched after a first page has loaded', async ({ page }) => {
  const fonts: Array<Promise<{ url: string; bytes: number }>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'font') fonts.push(res.body().then((b) => ({ url: res.url(), bytes: b.length })));
  });
  const face = () =>
    page.evaluate(() => ({
      family: getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0].replace(/"/g, ''),
      loaded: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'arabic' && f.status === 'loaded').map((f) => f.weight).sort(),
    }));
  const path = '/ar/services/domestic-parcel-service-in-dubai';

  // A first visit: the system's face, and the site's three weights fetched after the load event.
  await gotoHydrated(page, path);
  expect((await face()).family).not.toBe('arabic');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('arabicFace'))).toBe('1');
  const fetched = await page.evaluate(() => {
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')).map((r) => r.startTime - loaded.loadEventEnd);
  });
  expect(fetched).toHaveLength(3);
  for (const after of fetched) expect(after).toBeGreaterThanOrEqual(0);
  expect((await face()).loaded).toEqual(['400', '600', '700']);
  expect((await face()).family).not.toBe('arabic');
  const files = await Promise.all(fonts);
  expect(files).toHaveLength(3);
  for (const { url, bytes } of files) expect(bytes, url).toBeLessThan(26_000);
  page.removeAllListeners('response');

  // The next page is drawn in it from the first paint.
  await gotoHydrated(page, path);
  expect(await face()).toEqual({ family: 'arabic', loaded: ['400', '600', '700'] });
});
