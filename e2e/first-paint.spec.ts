// What the server's HTML shows before any script runs (issue 12). React streams a
// Suspense boundary whose HTML would take the page past its first chunk (12.8 kB)
// as a hidden part, revealed by an inline script up to 300 ms after the first
// paint: the page's largest text painted late, and Lighthouse's largest
// contentful paint counted every script before it. With scripts off, such a part
// stays hidden, which is how these tests see what the first paint holds.
// A phone picker's 245 countries are built when it is reached, not while the page
// starts (Intl.DisplayNames alone costs some 70–95 ms on a slow phone).
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { BLOG_SLUGS, SERVICE_SLUGS } from '../lib/content/slugs';
import { blogPath, servicePath } from '../lib/routes';
import { createAddress, uniqueName } from './address-book-helpers';
import { axeBuilder, courierReadsSettled, expect, gotoHydrated, hydratedAtOnce, markHydration, requestsInCommits, test } from './fixtures';

/**
 * Opens `path` in a context like the test's own (its server; `from`'s cookies when given) whose pages run no
 * script, and runs `check` on it: the server's HTML as it first paints.
 */
async function withoutScripts(browser: Browser, baseURL: string | undefined, path: string, check: (page: Page) => Promise<void>, from?: BrowserContext) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    if (from) await context.addCookies(await from.cookies());
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

type WhileLoading = { __load: { widest: number; shift: number } };

/** An init script: what the page does while it loads (window.__load), its layout shift and how far it grew wider than the screen. */
function recordWhileLoading() {
  const w = window as unknown as WhileLoading;
  w.__load = { widest: 0, shift: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__load.shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const frame = () => {
    const root = document.documentElement;
    if (root && document.body) w.__load.widest = Math.max(w.__load.widest, root.scrollWidth - root.clientWidth);
    if (document.readyState !== 'complete') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('/Managingshipping paints the airway bill form\'s start with the page, not a placeholder; the rest follows', async ({ page, browser, baseURL, signIn }) => {
  await signIn('prepaid');
  await withoutScripts(browser, baseURL, '/Managingshipping', async (html) => {
    const form = html.getByRole('form', { name: 'Create airway bill' });
    await expect(form.getByRole('heading', { name: 'Sender' })).toBeVisible();
    await expect(form.getByText('Where our courier collects the shipment, in the UAE.')).toBeVisible();
    // The rest of the form is streamed after it, hidden until the page's script places it.
    await expect(html.getByRole('heading', { name: 'Receiver' })).toBeHidden();
  }, page.context());
  // With scripts, the whole form is there.
  await gotoHydrated(page, '/Managingshipping');
  const form = page.getByRole('form', { name: 'Create airway bill' });
  for (const name of ['Sender', 'Receiver', 'Package', 'Service']) await expect(form.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create airway bill' })).toBeVisible();
});

test('/Managingshipping does not move while the sender\'s default address loads', async ({ page, signIn }) => {
  // The form painted "Loading…" in the sender's picker, then the chosen address appeared under it and the receiver's
  // section below jumped down (Lighthouse's CLS 0.058 on a phone). Its box now holds the place while the book loads.
  await signIn('postpaid');
  const name = uniqueName('Hamdan');
  await createAddress(page, 'sender', { Name: name, City: 'DXB', IsDefault: true });
  await page.addInitScript(recordWhileLoading);
  for (const [width, height] of [[390, 844], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ['/Managingshipping', '/ar/Managingshipping']) {
      await gotoHydrated(page, path);
      await courierReadsSettled(page);
      await expect(page.locator('form address').first()).toContainText(name);
      expect((await page.evaluate(() => (window as unknown as WhileLoading).__load)).shift, `${path} at ${width} px: layout shift while loading`).toBeLessThan(0.01);
    }
  }
});

test('no part of a form page waiting to hydrate is hydrated at once behind an update (react-hook-form\'s first one)', async ({ page, signIn }) => {
  // Each part hydrates in a task of its own, in slices; one forced at once was the largest task of /Managingshipping.
  for (const path of ['/Ratefinder', '/Bookshipment', '/login']) {
    await gotoHydrated(page, path);
    expect(await hydratedAtOnce(page), path).toEqual([]);
  }
  await signIn('prepaid');
  for (const path of ['/Managingshipping', '/Dashboard', '/Schedulepickupbooking', '/ManageAddress']) {
    await gotoHydrated(page, path);
    expect(await hydratedAtOnce(page), path).toEqual([]);
  }
});

test('a page\'s reads start in tasks of their own, never inside the React commit that asks for them', async ({ page, signIn }) => {
  // SWR asks in a layout effect; fetch() itself cost a phone 10–40 ms there, in the commit's task (lib/later.ts fetchLater).
  await gotoHydrated(page, '/InternationalRatefinder');
  await expect.poll(() => page.getByLabel('Destination country').locator('option').count()).toBeGreaterThan(200);
  await courierReadsSettled(page);
  expect(await requestsInCommits(page), '/InternationalRatefinder').toEqual([]);
  await signIn('prepaid');
  for (const path of ['/Managingshipping', '/ManageAddress', '/Pickuphistory']) {
    await gotoHydrated(page, path);
    await courierReadsSettled(page);
    expect(await requestsInCommits(page), path).toEqual([]);
  }
});

test('a phone picker starts with its chosen country alone; the whole list is built when the picker is reached', async ({ page, browser, baseURL }) => {
  const picker = 'Phone Number country';
  await withoutScripts(browser, baseURL, '/register', async (html) => {
    const options = html.getByRole('combobox', { name: picker, exact: true }).locator('option');
    await expect(options).toHaveCount(1);
    // Named by its code in the server's HTML: the names come from CountryMaster, in the browser.
    await expect(options).toHaveText('AE (+971)');
  });
  await gotoHydrated(page, '/register');
  const select = page.getByRole('combobox', { name: picker, exact: true });
  // Still the one option once the page runs (named now), until the picker is reached.
  await expect(select.locator('option')).toHaveText('United Arab Emirates (+971)');
  await select.focus();
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(200);
  await expect(select).toHaveValue('AE');
  // Every country is named, those CountryMaster lacks by the browser.
  expect(await select.locator('option').evaluateAll((os) => os.filter((o) => /^[A-Z]{2} \(/.test(o.textContent ?? '')).length)).toBe(0);
  await select.selectOption('SA');
  await expect(page.getByText('+966', { exact: true }).first()).toBeVisible();
});

test('what a page asks for as it starts (who is signed in, the consent notice, the city list) waits for a task after its hydration', async ({ page }) => {
  // Made inside React's hydration commit, these ran in the page's longest task (lib/later.ts).
  // Timers stand still here, so whatever waits for one shows as not done yet.
  const asked: string[] = [];
  page.on('request', (req) => {
    const m = /\/api\/(auth\/session|courier\/CityList)$/.exec(new URL(req.url()).pathname);
    if (m) asked.push(m[1]!);
  });
  await page.clock.install({ time: new Date('2026-11-29T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-29T12:00:01Z'));
  await page.addInitScript(markHydration);
  await page.goto('/Ratefinder');
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__e2eHydrated === true);
  // The page's effects have run: the language switch points at this page in Arabic.
  await expect(page.getByRole('link', { name: 'العربية', exact: true })).toHaveAttribute('href', '/ar/Ratefinder');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  expect(asked).toEqual([]);
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('Origin city')).toHaveAttribute('aria-busy', 'true');
  // The next task: all of it (SWR asked for the city list in the hydration commit; fetchLater starts the request here).
  await page.clock.runFor(1);
  await expect.poll(() => [...asked].sort()).toEqual(['auth/session', 'courier/CityList']);
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Origin city').locator('option', { hasText: 'Dubai' })).toHaveCount(1);
});

test('a list page paints its header and filters with the page; the table (the portal\'s DataTable) follows', async ({ page, browser, baseURL, signIn }) => {
  await signIn('postpaid');
  await withoutScripts(browser, baseURL, '/Pickuphistory', async (html) => {
    await expect(html.getByRole('heading', { name: 'Pickup History' })).toBeVisible();
    await expect(html.getByRole('searchbox', { name: 'Search pickups' })).toBeVisible();
    await expect(html.getByRole('region', { name: 'Pickups' })).toBeHidden();
  }, page.context());
  await gotoHydrated(page, '/Pickuphistory');
  await expect(page.getByRole('region', { name: 'Pickups' })).toBeVisible();
});

// Lighthouse's service page and article (bench/lighthouse-pages.ts), for the tests of deferred parts below.
const SERVICE = servicePath(SERVICE_SLUGS[0]);
const ARTICLE = blogPath(BLOG_SLUGS[1]);

// Parts of a public page below its first screen carry `render-near-view`
// (content-visibility: auto, app/globals.css): the browser skips their style,
// layout and paint until they come near the viewport. checkVisibility's
// contentVisibilityAuto option tells a skipped element from a rendered one.
test('a service page lays out its first screen only; the parts below render as the reader comes to them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, SERVICE);
  const rendered = (part: Locator) => part.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });
  expect(await rendered(heading('Domestic Parcel Service in Dubai and across the UAE'))).toBe(true);
  for (const name of ['How it works', 'Other services']) expect(await rendered(heading(name)), name).toBe(false);
  // The footer's columns too; the footer itself is not deferred (its WhatsApp button and cookie notice are fixed).
  const columns = page.getByRole('navigation', { name: 'Company' });
  expect(await rendered(columns)).toBe(false);
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeInViewport();

  await heading('How it works').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(heading('How it works'))).toBe(true);
  await columns.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(columns)).toBe(true);
  await expect(columns.getByRole('link', { name: 'Blog' })).toBeInViewport();
});

// What content-visibility's containment would break: a fixed or sticky child (the
// part becomes its containing block) and a form (a field's focus ring or the
// browser's autofill drawn past the part's edge would be clipped).
test('no deferred part of a public page holds a fixed or sticky element or a form', async ({ page }) => {
  const pages = ['/', SERVICE, '/about-us', '/Ourservices', '/deliveryservice', '/Career', '/terms-and-conditions', '/ar'];
  for (const path of pages) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const parts = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
      const bad = parts.flatMap((part) =>
        [...part.querySelectorAll('*')]
          .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) || el.matches('form, input, select, textarea'))
          .map((el) => `${part.tagName.toLowerCase()} > ${el.tagName.toLowerCase()}`),
      );
      return { parts: parts.length, bad };
    });
    expect(found.parts, `${path}: deferred parts`).toBeGreaterThan(0);
    expect(found.bad, path).toEqual([]);
  }
});

// Lighthouse scans a page as loaded, its deferred parts unrendered: axe then reads
// a text's background from the box that stands in for its part, or from what lies
// under it when the text reaches past that box (the footer's lower links read as
// light on the contact card's white: accessibility 96). At Lighthouse's phone width.
test('as loaded, before the reader scrolls, no text of a public page reads as faint (Lighthouse\'s contrast check)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/', SERVICE, ARTICLE, '/about-us', '/blog', '/ar', `/ar${SERVICE}`, `/ar${ARTICLE}`]) {
    await page.goto(path);
    const { violations } = await axeBuilder(page, { wholePage: false }).withRules(['color-contrast']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))), path).toEqual([]);
  }
});

// A deferred part stands in for its height only. With both axes (the one-value
// contain-intrinsic-size), the service page's aside, a grid item, stood in 600 px
// wide: for the first frames the page was 616 px wide on a 412 px phone, and in
// Arabic the screen jumped sideways and back (Lighthouse's layout shift 0.744).
test('while a public page loads, it never grows wider than the phone nor shifts its layout (English and Arabic)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(recordWhileLoading);
  for (const path of ['/', SERVICE, ARTICLE, '/about-us', '/Ourservices', '/deliveryservice', '/ar', `/ar${SERVICE}`, `/ar${ARTICLE}`, '/ar/about-us']) {
    await page.goto(path, { waitUntil: 'load' });
    // Two more frames after load, then what the page did while it loaded.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const load = await page.evaluate(() => (window as unknown as WhileLoading).__load);
    expect(load.widest, `${path}: px wider than the phone while loading`).toBe(0);
    expect(load.shift, `${path}: layout shift while loading`).toBeLessThan(0.01);
  }
});
