// The logged-in area: the side navigation per demo user, the drawer, page
// gates, the session guard, logout, keyboard access and axe checks.
import type { BrowserContext, Page } from '@playwright/test';
import { site } from '../lib/site';
import { axeBuilder, DEMO_USER_KEYS, DEMO_USERS, expect, gotoHydrated, SESSION_COOKIE, test as base } from './fixtures';
import type { DemoUserKey } from './fixtures';
import { EXPECTED_NAV } from '../test/portal-nav-expected';

const NOT_AUTHORIZED = 'You are not authorized to access this page.';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The courier API allows 30 sign-ins per IP address in 15 minutes, and every
 * spec in a run shares one server. So each demo user signs in through the form
 * (the `login` fixture) once; later tests reuse that session's cookie.
 * Signing out only drops a context's cookie, so the saved session stays valid.
 */
const sessions = new Map<DemoUserKey, Cookies>();

const test = base.extend<{ signIn: (who: DemoUserKey) => Promise<void> }>({
  signIn: async ({ page, context, login }, use) => {
    // This file signs in only the demo customers and the Admin (its nav checks are theirs).
    await use(async (key) => {
      const who = key as DemoUserKey;
      const saved = sessions.get(who);
      if (!saved) {
        await login(page, who);
        sessions.set(who, await context.cookies());
        return;
      }
      await context.addCookies(saved);
      await openPortalPage(page, '/dashboard');
      await expect(page.getByText(`Welcome, ${DEMO_USERS[who].fullName}`, { exact: true })).toBeVisible();
    });
  },
});

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** Opens a portal page with a full load and waits for the guard to let it through. */
async function openPortalPage(page: Page, path: string) {
  await gotoHydrated(page, path);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('side navigation', () => {
  for (const who of DEMO_USER_KEYS) {
    test(`"${who}" sees exactly the links the spec gives them`, async ({ page, signIn }) => {
      await signIn(who);
      await expect(drawer(page)).toBeVisible();
      // Spec §2's links, then (issue 17) every user's Security page at the foot, beside Logout.
      await expect(drawer(page).getByRole('link')).toHaveText([...EXPECTED_NAV[who], 'Security']);
      await expect(drawer(page).getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
      // The current page is marked, and only it.
      await expect(drawer(page).locator('[aria-current="page"]')).toHaveText(['Dashboard']);
    });
  }

  test('the link of the page being shown is highlighted, whatever the letter case of the address', async ({ page, signIn }) => {
    await signIn('postpaid');
    await drawer(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/invoices');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
    await expect(drawer(page).locator('[aria-current="page"]')).toHaveText(['Invoices']);

    await openPortalPage(page, '/MANAGEADDRESS');
    await expect(drawer(page).locator('[aria-current="page"]')).toHaveText(['Manage Address']);
  });
});

test.describe('drawer', () => {
  test('open by default on a large screen; the header button toggles it', async ({ page, signIn }) => {
    await signIn('postpaid');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-controls', 'portal-drawer');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page)).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page)).toBeVisible();
  });

  test.describe('on a 390 px wide screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('starts closed, opens from the header and closes after choosing a link', async ({ page, signIn }) => {
      await signIn('subUser');
      const button = menuButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer(page)).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer(page)).toBeVisible();
      await expect(drawer(page).getByRole('link')).toHaveText([...EXPECTED_NAV.subUser, 'Security']);

      await drawer(page).getByRole('link', { name: 'Pickup History', exact: true }).click();
      await page.waitForURL((url) => url.pathname.toLowerCase() === '/pickuphistory');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pickup History');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer(page)).toBeHidden();

      // Escape closes the open drawer and gives focus back to its button.
      await button.click();
      await drawer(page).getByRole('link', { name: 'Home', exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the whole welcome shows on its own row under the bar, in English and Arabic, and the drawer opens below both', async ({ page, signIn }) => {
      await signIn('postpaid');
      for (const [path, menu, nav, welcome] of [
        ['/dashboard', 'Menu', 'Portal', `Welcome, ${DEMO_USERS.postpaid.fullName}`],
        // The name is isolated (FSI … PDI) in the Arabic sentence.
        ['/ar/dashboard', 'القائمة', 'البوابة', `مرحبًا، \u2068${DEMO_USERS.postpaid.fullName}\u2069`],
      ] as const) {
        await gotoHydrated(page, path);
        const text = page.getByText(welcome, { exact: true });
        await expect(text).toBeVisible();
        // Not cut short ("Wel…"): the text fits its box.
        expect(await text.evaluate((el) => el.scrollWidth - el.clientWidth), `${path} welcome cut short`).toBeLessThanOrEqual(0);
        const bar = (await text.locator('xpath=ancestor::header').boundingBox())!;
        const row = (await text.boundingBox())!;
        const button = page.getByRole('button', { name: menu, exact: true });
        expect(row.y, `${path} welcome under the menu`).toBeGreaterThanOrEqual((await button.boundingBox())!.y + 30);
        await button.click();
        const opened = page.getByRole('navigation', { name: nav });
        await expect(opened).toBeVisible();
        expect((await opened.boundingBox())!.y, `${path} drawer below the bar`).toBeCloseTo(bar.y + bar.height, 0);
      }
    });
  });
});

test.describe('page gates', () => {
  const refused: Array<[DemoUserKey, string]> = [
    ['subUser', '/ManageServiceTypes'],
    ['subUser', '/Managingshipping'],
    ['subUser', '/ManageSubUsers'],
    ['postpaid', '/PrepaidAccountStatus'],
    ['postpaid', '/Topuphistory'],
    ['admin', '/PrepaidTopuprequest'],
  ];
  for (const [who, path] of refused) {
    test(`"${who}" opening ${path} is told they are not authorized`, async ({ page, signIn }) => {
      await signIn(who);
      await openPortalPage(page, path);
      await expect(page.getByText(NOT_AUTHORIZED, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_AUTHORIZED);
    });
  }

  const allowed: Array<[DemoUserKey, string, string]> = [
    // /ManageSubUsers has shipped: e2e/sub-users.spec.ts and e2e/customers.spec.ts cover it (titles for customer and Admin included).
    // /ManageServiceTypes has shipped: e2e/service-types.spec.ts covers the admin's view.
    // /ManageAddress has shipped: e2e/address-book.spec.ts covers it (the sub-user included).
    // /Schedulepickupbooking and /Pickuphistory have shipped: e2e/pickups.spec.ts covers them (the sub-user included).
    // /Managingshipping has shipped: e2e/shipping.spec.ts covers it (Admin and the sub-user included).
    // The prepaid pages have shipped: e2e/prepaid.spec.ts covers them (Admin and a postpaid user included).
    // /Invoices, /PaymentDues and /TransactionHistory have shipped: e2e/billing.spec.ts covers them.
  ];
  for (const [who, path, title] of allowed) {
    test(`"${who}" opening ${path} sees "${title}"`, async ({ page, signIn }) => {
      await signIn(who);
      await openPortalPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
      await expect(page.getByText('This feature is coming in a later release of the portal.')).toBeVisible();
    });
  }

  test('the dashboard shows the account and the permissions', async ({ page, signIn }) => {
    await signIn('prepaid');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(main.getByText('100002', { exact: true })).toBeVisible();
    await expect(main.getByText('Oasis Handmade Boutique', { exact: true })).toBeVisible();
    await expect(main.getByText('Prepaid', { exact: true })).toBeVisible();
    await expect(main.getByRole('definition')).toHaveText(['100002', 'Oasis Handmade Boutique', 'Prepaid', 'Yes', 'Yes', 'Yes', 'Yes', 'Yes', 'Yes']);
  });

  test('the sub-user’s dashboard lists only the pickup permissions as granted', async ({ page, signIn }) => {
    await signIn('subUser');
    const main = page.getByRole('main');
    await expect(main.getByText('Postpaid', { exact: true })).toBeVisible();
    await expect(main.getByRole('definition')).toHaveText(['100001', 'Al Noor Trading LLC', 'Postpaid', 'No', 'No', 'No', 'No', 'Yes', 'Yes']);
  });
});

test.describe('session', () => {
  test('a portal path without a session goes to the login form, keeping the path', async ({ page }) => {
    await page.goto('/ManageAddress?tab=receiver');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/ManageAddress?tab=receiver');
  });

  test('a session cookie that is not valid is treated as no session', async ({ page, context, signIn }) => {
    await signIn('postpaid');
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeTruthy();
    await context.clearCookies({ name: SESSION_COOKIE });
    await context.addCookies([{ ...cookie!, value: 'not-a-session-token' }]);

    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?callbackUrl=%2Fdashboard');
  });

  test('a profile that fails to load ends the session and goes home', async ({ page, context, signIn }) => {
    await signIn('postpaid');
    // The first page hydrates with the profile the server read for it (asked nothing more);
    // a page opened after it asks again, and that answer fails here.
    await openPortalPage(page, '/Dashboard');
    await page.route('**/api/courier/auth/profile', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Unauthorized' }) }),
    );
    await drawer(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  });

  test('a portal page starts without asking for the session, its profile or next-auth\'s client; Logout still ends it', async ({ page, context, login }) => {
    // A session of its own: Logout ends it in the courier API, and the other tests reuse theirs.
    await login(page, 'prepaid');
    const asked: string[] = [];
    const scripts: Array<Promise<string>> = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      // The profile came with the page (read on the server): asking it again as the page starts told nothing new.
      if (path.startsWith('/api/auth/') || path === '/api/courier/auth/profile') asked.push(path);
    });
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    await openPortalPage(page, '/Managingshipping');
    // SWR would ask on the next animation frame after hydrating: wait until the page has asked all it will.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // next-auth's client (CLIENT_FETCH_ERROR is in its code) is not among the page's scripts.
    expect((await Promise.all(scripts)).some((code) => code.includes('CLIENT_FETCH_ERROR'))).toBe(false);
    await drawer(page).getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  test('Logout in the drawer returns home and ends the session', async ({ page, context, signIn }) => {
    await signIn('prepaid');
    await drawer(page).getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    await page.goto('/Pickuphistory');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

test.describe('keyboard and accessibility', () => {
  test('Tab reaches the drawer button, which toggles with the keyboard, then the drawer links', async ({ page, signIn }) => {
    await signIn('subUser');
    const button = menuButton(page);

    // From the top of the page: skip link, then the drawer button.
    await page.locator('body').focus();
    for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    // Then the brand link, then each drawer link in order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: site.name, exact: true })).toBeFocused();
    // The header's language switch comes after the brand.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true })).toBeFocused();
    for (const label of [...EXPECTED_NAV.subUser, 'Security']) {
      await page.keyboard.press('Tab');
      await expect(drawer(page).getByRole('link', { name: label, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(drawer(page).getByRole('button', { name: 'Logout', exact: true })).toBeFocused();
  });

  // The Admin's dashboard (every account's figures) is not what axe-screens.spec.ts opens
  // there (the postpaid customer's); every other portal page for its user is scanned there.
  test('axe finds no violations on /dashboard for the admin', async ({ page, signIn }) => {
    await signIn('admin');
    await openPortalPage(page, '/dashboard');
    const { violations } = await axeBuilder(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
