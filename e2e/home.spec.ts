// The home page and the shared public shell, in Chromium against the production build.
import { axeBuilder, DEMO_TRACKING, expect, gotoHydrated, test } from './fixtures';

// The home page is where a visitor first meets the start-up splash: these tests see it (fixtures.ts, showSplash).
test.use({ showSplash: true });

const NOT_FOUND = 'This tracking number is not found, please check again later or contact the sender';

test.describe('hero and tracking', () => {
  test('shows the welcome heading beside the hero illustration', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Saqr Express');
    // Decorative (empty alt), a file of the site's own, loaded with the page.
    const art = page.getByRole('region', { name: 'Welcome to Saqr Express' }).locator('img[src="/images/home/hero-scene.svg"]');
    await expect(art).toHaveAttribute('alt', '');
    await expect.poll(() => art.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });

  test('single mode: one result always shows its log, the stepper shows progress', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('radio', { name: 'Reference' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Booking' })).toBeDisabled();
    await page.getByLabel('Tracking number').fill(DEMO_TRACKING.deliveredInternational);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const result = page.getByRole('article', { name: `Airway bill ${DEMO_TRACKING.deliveredInternational}` });
    await expect(result).toBeVisible();
    await expect(result.getByText('(completed)')).toHaveCount(5);
    await expect(result.getByRole('columnheader', { name: 'Location' }).first()).toBeVisible();
    await expect(result.getByRole('columnheader', { name: 'Time' }).first()).toBeVisible();
    await expect(result.getByRole('button', { name: 'Show Details' })).toHaveCount(0);
    // Results are scrolled into view.
    await expect(page.getByRole('heading', { name: 'Tracking results' })).toBeInViewport();
  });

  test('multiple mode: reference tracking, one number a line, Show/Hide Details', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Multiple tracking numbers' }).click();
    await expect(page.getByRole('button', { name: 'Single tracking number' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Reference' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'Booking' })).toBeDisabled();
    await page.getByLabel('Tracking numbers (one per line)').fill(`${DEMO_TRACKING.created}\n\n${DEMO_TRACKING.deliveredInternational}\n`);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    const created = page.getByRole('article', { name: `Airway bill ${DEMO_TRACKING.created}` });
    await expect(created.getByText('(completed)')).toHaveCount(0);
    await expect(created.getByRole('table')).toHaveCount(0);
    await created.getByRole('button', { name: 'Show Details' }).click();
    await expect(created.getByRole('table').first()).toBeVisible();
    await created.getByRole('button', { name: 'Hide Details' }).click();
    await expect(created.getByRole('table')).toHaveCount(0);

    await page.getByRole('radio', { name: 'Reference' }).check();
    await page.getByLabel('Tracking numbers (one per line)').fill(DEMO_TRACKING.reference);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByRole('article', { name: `Airway bill ${DEMO_TRACKING.deliveredInternational}` })).toBeVisible();
  });

  test('Track Another Shipment clears the results and returns to the hero', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByLabel('Tracking number').fill('NO-SUCH-NUMBER-1');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.getByRole('button', { name: 'Track Another Shipment' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('a failure shows the server message as a toast and clears the results', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByLabel('Tracking number').fill(DEMO_TRACKING.created);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Multiple tracking numbers' }).click();
    const many = Array.from({ length: 51 }, (_, i) => `10000000${i}`).join('\n');
    await page.getByLabel('Tracking numbers (one per line)').fill(many);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText('You can track up to 50 numbers at a time.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('?track= in the URL prefills and runs the search, so results can be shared', async ({ page }) => {
    await gotoHydrated(page, `/?track=${DEMO_TRACKING.created},${DEMO_TRACKING.deliveredInternational}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByLabel('Tracking numbers (one per line)')).toHaveValue(`${DEMO_TRACKING.created}\n${DEMO_TRACKING.deliveredInternational}`);
  });
});

test.describe('booking and navigation', () => {
  test('Book a shipment: a visitor gets the dialog with guest and sign-up choices', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Book a shipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a shipment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign in as Guest' })).toHaveAttribute('href', '/Bookshipment');
    await expect(dialog.getByRole('link', { name: 'Sign up for New Account' })).toHaveAttribute('href', '/Register');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Rates and Transit Time' })).toHaveAttribute('href', '/Ratefinder');
  });

  test('Book a shipment: a user with Pickup_Request goes to scheduling', async ({ page, login }) => {
    await login(page, 'subUser');
    await gotoHydrated(page, '/');
    await expect(page.getByText('Welcome, Yousef Haddad')).toBeVisible();
    await page.getByRole('button', { name: 'Book a shipment' }).click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/schedulepickupbooking');
  });

  test('the home navigation becomes sticky after 20 px of scrolling', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.locator('[data-sticky]').first();
    await expect(nav).toHaveAttribute('data-sticky', 'false');
    await page.mouse.wheel(0, 400);
    await expect(nav).toHaveAttribute('data-sticky', 'true');
    for (const name of ['Home', 'About Us', 'Service', 'Careers', 'Media', 'Blog', 'Contact', 'Delivery Services']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1);
    }
  });
});

test.describe('sections', () => {
  test('carousels show the spec item counts at each width and move by themselves', async ({ page }) => {
    const cases: Array<[number, number, number]> = [
      [1280, 3, 6],
      [800, 1, 4],
      [500, 1, 3],
      [400, 1, 2],
    ];
    for (const [width, group, clients] of cases) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      await expect(page.getByRole('region', { name: 'Group companies', exact: true })).toHaveAttribute('data-per-view', String(group));
      await expect(page.getByRole('region', { name: 'Our clients', exact: true })).toHaveAttribute('data-per-view', String(clients));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const clients = page.getByRole('region', { name: 'Our clients', exact: true });
    const first = clients.locator('li').first();
    const before = await first.getAttribute('aria-label');
    await expect.poll(() => first.getAttribute('aria-label'), { timeout: 4000 }).not.toBe(before);
    await clients.scrollIntoViewIfNeeded();
    const img = clients.locator('img').first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test('the map loads only on request; the phone call-to-action dials the hotline', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Call \+971/ })).toHaveAttribute('href', /^tel:\+971/);
    for (const name of ['How it works', 'Our services', 'Our vision', 'Our mission']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
  });
});

test.describe('shell', () => {
  test('the logo links home in the header and footer; favicon, app icons and manifest are served', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saqr Express', exact: true })).toHaveAttribute('href', '/');
    await expect(page.locator('footer').getByRole('link', { name: 'Saqr Express', exact: true })).toHaveAttribute('href', '/');
    await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const { icons } = (await manifest.json()) as { icons: Array<{ src: string; sizes: string }> };
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const src of ['/apple-icon.png', ...icons.map((i) => i.src)]) {
      expect((await request.get(src)).status(), src).toBe(200);
    }
  });

  test('the splash shows for 2 seconds as the reader arrives, not on the pages after it nor on a reload, and the page reads no storage to know', async ({ page }) => {
    // Which storage each inline script reads (lib/csp.ts START_SCRIPT): none on an English
    // page, where Chromium's Navigation API tells where the reader came from.
    await page.addInitScript(() => {
      const reads: string[] = ((window as unknown as { __inlineStorageReads: string[] }).__inlineStorageReads = []);
      for (const name of ['sessionStorage', 'localStorage'] as const) {
        const own = Object.getOwnPropertyDescriptor(window, name)!;
        Object.defineProperty(window, name, {
          ...own,
          get() {
            const script = document.currentScript as HTMLScriptElement | null;
            if (script && !script.src) reads.push(name);
            return own.get!.call(this);
          },
        });
      }
    });
    const inlineReads = () => page.evaluate(() => (window as unknown as { __inlineStorageReads: string[] }).__inlineStorageReads);
    // Look as soon as the page starts to arrive, not at its load event: on a busy machine
    // (workers side by side) loading can take longer than the splash's 2 s, and then it is
    // already gone when the first look comes.
    await page.goto('/', { waitUntil: 'commit' });
    const splash = page.locator('#splash');
    await expect(splash).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 4000 });
    expect(await inlineReads()).toEqual([]);
    // Another page of the site, in the same tab: no splash.
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/\bsplash-seen\b/);
    await expect(splash).toBeHidden();
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/\bsplash-seen\b/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/\bsplash-seen\b/);
    expect(await inlineReads()).toEqual([]);
  });

  test('cookie notice: Accept stores true, Close stores false, hidden after either', async ({ page }) => {
    for (const [button, stored] of [['Accept', 'true'], ['Close', 'false']] as const) {
      await page.context().clearCookies();
      await gotoHydrated(page, '/');
      await page.evaluate(() => localStorage.clear());
      await gotoHydrated(page, '/');
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await notice.getByRole('button', { name: button }).click();
      await expect(notice).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe(stored);
      await gotoHydrated(page, '/');
      await expect(notice).toBeHidden();
    }
  });

  test('footer: services with .html links, company links, hours, hotline, chat, copyright', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Domestic Couriers' })).toHaveAttribute('href', '/services/domestic-parcel-service-in-dubai.html');
    for (const [name, href] of [['Terms and Conditions', '/Termsconditions'], ['Privacy Policy', '/Privacypolicy'], ['Contact Us', '/Contact'], ['Careers', '/Career'], ['Blog', '/Blog'], ['Help Desk', '/Helpdesk']]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('Monday to Saturday 08:00 to 18:00');
    await expect(footer).toContainText('© 2023');
    await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  });

  test('search engines: structured data, sitemap and robots', async ({ page, request }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((b) => JSON.parse(b)['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    // Canonical links are absolute on SITE_URL as it was at build time.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/about-us', '/services/domestic-parcel-service-in-dubai', '/blog/5-signs-you%E2%80%99re-using-the-best-international-parcel-service-in-UAE', '/Ratefinder']) {
      expect(sitemap).toContain(path);
    }
    expect(sitemap).not.toContain('/Dashboard');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /Dashboard');
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('the page text is in the HTML without JavaScript', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Welcome to Saqr Express');
    expect(html).toContain('Bring your package');
    expect(html).toContain('Tracking number');
  });

  test('has no accessibility violations and works with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#splash')).toBeHidden({ timeout: 4000 });
    const { violations } = await axeBuilder(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByLabel('Tracking number').focus();
    await page.keyboard.type(DEMO_TRACKING.created);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});
