// Smoke tests against the production build on a fresh, seeded embedded database.
import { DEMO_PASSWORD, DEMO_TRACKING, DEMO_USER_KEYS, DEMO_USERS, expect, gotoHydrated, openLoginForm, SESSION_COOKIE, submitLoginForm, test } from './fixtures';
import type { DemoUserKey } from './fixtures';
import { PERMISSION_KEYS } from '../courier-api/db/schema';

const NOT_FOUND_TEXT = 'This tracking number is not found, please check again later or contact the sender';
const BAD_CREDENTIALS = 'Invalid Email ID/Username or Password.';

const allPermissions = (v: boolean) => Object.fromEntries(PERMISSION_KEYS.map((k) => [k, v]));

const EXPECTED_PROFILE: Record<DemoUserKey, { role: 'Admin' | 'Customer'; paymentType: 'PD' | 'PP' | null; dashboard: Record<string, boolean> }> = {
  admin: { role: 'Admin', paymentType: null, dashboard: allPermissions(true) },
  postpaid: { role: 'Customer', paymentType: 'PD', dashboard: allPermissions(true) },
  prepaid: { role: 'Customer', paymentType: 'PP', dashboard: allPermissions(true) },
  subUser: { role: 'Customer', paymentType: 'PD', dashboard: { ...allPermissions(false), Pickup_Request: true, Pickup_History: true } },
};

/** The path a redirect's Location header points to (absolute or relative). */
const locationPath = (location: string | undefined) => {
  expect(location, 'redirect has a Location header').toBeTruthy();
  const url = new URL(location!, 'http://localhost');
  return url.pathname + url.search;
};

test.describe('home page and tracking', () => {
  test('home page loads and tracks a seeded number', async ({ page }) => {
    // A delivered shipment the seed always creates (README demo number).
    const awb = DEMO_TRACKING.deliveredInternational;

    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to /);

    await page.getByLabel('Tracking number').fill(awb);
    await page.getByRole('button', { name: 'Track', exact: true }).click();

    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Airway bill ${awb}` }) });
    await expect(article).toBeVisible();
    const log = article.getByRole('table').first();
    await expect(log.getByRole('columnheader', { name: 'Location', exact: true })).toBeVisible();
    await expect(log.getByRole('columnheader', { name: 'Time', exact: true })).toBeVisible();
    await expect(article.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
  });

  test('tracking an unknown number says it is not found', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByLabel('Tracking number').fill('ZZ-UNKNOWN-0000');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
  });

  test('tracking with an empty field shows a toast', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText('Please Enter Tracking Id', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('login', () => {
  test('a wrong password shows the server message and stays on /login', async ({ page, context }) => {
    await openLoginForm(page);
    await submitLoginForm(page, DEMO_USERS.postpaid.email, `${DEMO_PASSWORD}-wrong`);
    await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toHaveText(BAD_CREDENTIALS);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  for (const who of DEMO_USER_KEYS) {
    test(`demo user "${who}" signs in and gets the right profile`, async ({ page, context, login }) => {
      const user = DEMO_USERS[who];
      const expected = EXPECTED_PROFILE[who];
      await login(page, who);
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await expect(page.getByText(`Welcome, ${user.fullName}`, { exact: true })).toBeVisible();

      const res = await page.request.get('/api/courier/auth/profile');
      expect(res.status()).toBe(200);
      const { data } = await res.json();
      expect(data.user.Role).toBe(expected.role);
      expect(data.user.full_name).toBe(user.fullName);
      expect(Object.keys(data.user.dashboard).sort()).toEqual([...PERMISSION_KEYS].sort());
      expect(data.user.dashboard).toEqual(expected.dashboard);
      expect(data.AccountData.PaymentType).toBe(expected.paymentType);

      // The session lives in an httpOnly cookie; the token never reaches localStorage.
      const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
      expect(session, `cookie ${SESSION_COOKIE} is set`).toBeTruthy();
      expect(session!.httpOnly).toBe(true);
      const keys = await page.evaluate(() => Object.keys(localStorage));
      expect(keys.filter((k) => k.toLowerCase().includes('token'))).toEqual([]);
      const values = await page.evaluate(() => Object.values(localStorage).join('\n'));
      expect(values).not.toContain(session!.value);
    });
  }

  test('logout returns home and the portal asks to sign in again', async ({ page, context, login }) => {
    await login(page, 'postpaid');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?callbackUrl=%2Fdashboard');

    await page.goto('/Dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '?callbackUrl=%2FDashboard');
  });
});

test.describe('request gate', () => {
  test('legacy, unknown and case-alias paths', async ({ page }) => {
    const get = (url: string) => page.request.get(url, { maxRedirects: 0 });

    const aboutus = await get('/Aboutus');
    expect(aboutus.status()).toBe(308);
    expect(locationPath(aboutus.headers()['location'])).toBe('/about-us');

    const unknown = await get('/some-unknown-path');
    expect(unknown.status()).toBe(307);
    expect(locationPath(unknown.headers()['location'])).toBe('/');

    for (const path of ['/Login', '/login']) {
      expect((await get(path)).status(), path).toBe(200);
    }

    for (const path of ['/services/domestic_couriers', '/domestic_couriers']) {
      const res = await get(path);
      expect(res.status(), path).toBe(308);
      expect(locationPath(res.headers()['location']), path).toBe('/services/domestic-parcel-service-in-dubai');
    }
  });

  test('security headers on the home page', async ({ page }) => {
    const res = await page.request.get('/');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBeTruthy();
  });
});
