// What a public page downloads to start (issue 12): static pages ship the
// framework and their own small islands, never the portal's or the forms'
// libraries; /login ships its form alone. Each library is recognised by a
// string its code always contains; the forms' pages prove the strings still
// match what the build emits (recharts, only on the dashboard, by its class name).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_SLUGS, SERVICE_SLUGS } from '../lib/content/slugs';
import { blogPath, servicePath } from '../lib/routes';
import { createAddress, deleteAddress, uniqueName } from './address-book-helpers';
import { expect, gotoHydrated, test } from './fixtures';

const LIBRARIES = {
  'next-auth client': 'CLIENT_FETCH_ERROR',
  sonner: 'data-sonner-toaster',
  swr: 'dedupingInterval',
  'react-hook-form': 'shouldUnregister',
  yup: 'is a required field',
  libphonenumber: 'INVALID_COUNTRY',
  recharts: 'recharts-wrapper',
  'next-intl client': 'INSUFFICIENT_PATH',
} as const;

/** Next's legacy polyfills (String#trimStart and the like), which no browser Next 16 supports needs. */
const LEGACY_POLYFILL = 'trimStart=String.prototype.trimLeft';
type Library = keyof typeof LIBRARIES;

/** The libraries among the scripts a page loads until it has hydrated. */
async function librariesOf(page: import('@playwright/test').Page, path: string): Promise<Library[]> {
  const scripts = collectScripts(page);
  await gotoHydrated(page, path);
  scripts.stop();
  const code = await scripts.text();
  expect(code.length, `${path} loaded scripts`).toBeGreaterThan(0);
  expect(code.includes(LEGACY_POLYFILL), `${path} loads legacy polyfills`).toBe(false);
  return (Object.keys(LIBRARIES) as Library[]).filter((name) => code.includes(LIBRARIES[name]));
}

/** Collects the scripts the page downloads from now on, until `stop()`; `text()` gives their code so far. */
function collectScripts(page: import('@playwright/test').Page) {
  const scripts: Array<Promise<string>> = [];
  const collect = (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  };
  page.on('response', collect);
  return { text: async () => (await Promise.all(scripts)).join('\n'), stop: () => page.off('response', collect) };
}

/** The next script the page downloads whose code contains `marker`. */
const scriptWith = (page: import('@playwright/test').Page, marker: string) =>
  page.waitForResponse(async (res) => res.request().resourceType() === 'script' && (await res.text()).includes(marker));

// A phone's screen: the footer's contact form (loaded when the footer comes near) stays far below.
test.use({ viewport: { width: 390, height: 844 } });

const STATIC_PAGES = ['/', servicePath(SERVICE_SLUGS[0]), blogPath(BLOG_SLUGS[1]), '/about-us', '/blog', '/Ourservices'];

test('the stylesheet holds the site\'s own classes only, not those of the vendored API reference bundle', async ({ page }) => {
  const sheets: Array<Promise<string>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'stylesheet') sheets.push(res.text().catch(() => ''));
  });
  await gotoHydrated(page, '/');
  const css = (await Promise.all(sheets)).join('\n');
  expect(css).toContain('.splash');
  // public/vendor/scalar's own class names (its bundle brings its own styles).
  expect(css).not.toContain('--scalar-');
});

for (const path of STATIC_PAGES) {
  test(`${path} loads none of the portal's or the forms' libraries`, async ({ page }) => {
    expect(await librariesOf(page, path)).toEqual([]);
  });
}

test('links home are not prefetched: a service page, /login, /Ratefinder and the dashboard download none of the home page\'s scripts', async ({ page, signIn }) => {
  const homeMarker = 'autoplayTimeout'; // the home page's carousel
  const scripts = collectScripts(page);
  for (const path of [servicePath(SERVICE_SLUGS[0]), '/login', '/Ratefinder']) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
  }
  await signIn('postpaid');
  await gotoHydrated(page, '/Dashboard');
  await page.waitForLoadState('networkidle');
  const code = await scripts.text();
  expect(code.length).toBeGreaterThan(0);
  expect(code).not.toContain(homeMarker);
  // The marker is the home page's own.
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await scripts.text()).toContain(homeMarker);
});

test('/login loads its form alone: next-auth, SWR and the schema come with the first focus, next-intl with a second step', async ({ page }) => {
  expect(await librariesOf(page, '/login')).toEqual(['react-hook-form']);
  const nextAuth = scriptWith(page, LIBRARIES['next-auth client']);
  await page.getByLabel('Email ID or Username').focus();
  await nextAuth;
});

test('/Ratefinder loads the schema (yup) with the first focus on its form, and the toaster (sonner) with a first failure, not with the page', async ({ page }) => {
  const libraries = await librariesOf(page, '/Ratefinder');
  expect(libraries).toEqual(expect.arrayContaining(['react-hook-form', 'swr', 'next-intl client']));
  expect(libraries).not.toContain('yup');
  expect(libraries).not.toContain('sonner');
  const yup = scriptWith(page, LIBRARIES.yup);
  await page.getByLabel('Weight (kg)').first().focus();
  await yup;
});

test('/Managingshipping loads the schema (yup) with the first focus on the airway bill form, not with the page', async ({ page, signIn }) => {
  await signIn('prepaid');
  const libraries = await librariesOf(page, '/Managingshipping');
  expect(libraries).toEqual(expect.arrayContaining(['react-hook-form', 'swr', 'libphonenumber']));
  expect(libraries).not.toContain('yup');
  const yup = scriptWith(page, LIBRARIES.yup);
  await page.getByRole('form', { name: 'Create airway bill' }).getByLabel('Contents').focus();
  await yup;
});

// scripts/compile-hints.mjs: Chromium compiles a script so marked on its
// background thread as it downloads, instead of function by function on the
// main thread while the page hydrates.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test('the page, its stylesheet and its scripts come with Brotli; the browser\'s files are the build\'s own, compressed once (scripts/compression.mjs)', async ({ page }) => {
  const answers: Array<import('@playwright/test').Response> = [];
  page.on('response', (res) => {
    if (['document', 'stylesheet', 'script'].includes(res.request().resourceType())) answers.push(res);
  });
  await gotoHydrated(page, '/ar');
  const kinds = new Set(answers.map((res) => res.request().resourceType()));
  expect([...kinds].sort()).toEqual(['document', 'script', 'stylesheet']);
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  for (const res of answers) {
    const { pathname } = new URL(res.url());
    expect(`${pathname}: ${(await res.allHeaders())['content-encoding']}`).toBe(`${pathname}: br`);
    if (!pathname.startsWith('/_next/static/')) continue;
    // The bytes that came are the build's Brotli file of it, not one made for this answer.
    const built = statSync(join(distDir, 'static', pathname.slice('/_next/static/'.length) + '.br')).size;
    expect(`${pathname}: ${(await res.request().sizes()).responseBodySize}`).toBe(`${pathname}: ${built}`);
  }
});

test('the scripts a page starts with open with V8\'s compile hint; scripts only ever loaded later do not', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.set(new URL(res.url()).pathname, res.text().catch(() => ''));
  });
  const response = await gotoHydrated(page, '/Ratefinder');
  // The scripts the page's HTML names (not the nomodule polyfills, which Chromium does not download).
  const html = (await response?.text()) ?? '';
  const starting = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => (/nomodule/i.test(attributes!) ? undefined : /\bsrc="([^"]+)"/.exec(attributes!)?.[1]))
    .filter((src): src is string => !!src);
  expect(starting.length).toBeGreaterThan(3);
  for (const src of starting) {
    const code = await scripts.get(new URL(src, page.url()).pathname);
    expect(code?.slice(0, COMPILE_HINT.length), src).toBe(COMPILE_HINT);
  }
  // The first focus brings the schema's chunks. A chunk shared with a page that starts with it
  // (yup's, by the register form) is marked; one that only ever loads later is not.
  const before = new Set(scripts.keys());
  const yup = scriptWith(page, LIBRARIES.yup);
  await page.getByLabel('Weight (kg)').first().focus();
  await yup;
  const later = await Promise.all([...scripts].filter(([path]) => !before.has(path)).map(([, code]) => code));
  expect(later.filter((code) => !code.startsWith(COMPILE_HINT)).length).toBeGreaterThan(0);
});

/** From the page's first script on, records each Intl service it makes that needs the browser's locale data (numbers, dates, locale lookups). */
function recordIntlServices() {
  const w = window as unknown as { __intlServices?: string[] };
  if (w.__intlServices) return;
  const made: string[] = (w.__intlServices = []);
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Locale', 'DisplayNames', 'RelativeTimeFormat', 'ListFormat'] as const) {
    const Service = Intl[name] as unknown as (new (...args: unknown[]) => object) & { supportedLocalesOf?: (...args: unknown[]) => string[] };
    if (!Service) continue;
    const Recorded = function (...args: unknown[]) {
      made.push(`new Intl.${name}(${JSON.stringify(args[0] ?? '')})`);
      return new Service(...args);
    } as unknown as typeof Service;
    Recorded.prototype = Service.prototype;
    const lookUp = Service.supportedLocalesOf;
    if (lookUp) {
      Recorded.supportedLocalesOf = (...args: unknown[]) => {
        made.push(`Intl.${name}.supportedLocalesOf(${JSON.stringify(args[0])})`);
        return lookUp.apply(Service, args);
      };
    }
    (Intl as unknown as Record<string, unknown>)[name] = Recorded;
  }
}

// The first number, date or locale lookup of a page makes the browser load its
// formatting data (about 50 ms of the main thread on a fast machine, four times
// that on a phone). These two pages show no number as they start, and the
// messages' own locale lookup is off (lib/i18n/messages-provider.tsx).
test('/Ratefinder and /Managingshipping start without the browser\'s number-formatting data', async ({ page, signIn }) => {
  await page.addInitScript(recordIntlServices);
  const servicesMade = () => page.evaluate(() => (window as unknown as { __intlServices: string[] }).__intlServices);
  await gotoHydrated(page, '/Ratefinder');
  await expect(page.getByLabel('Weight (kg)').first()).toBeEditable();
  expect(await servicesMade()).toEqual([]);
  await signIn('prepaid');
  await gotoHydrated(page, '/Managingshipping');
  await expect(page.getByRole('form', { name: 'Create airway bill' }).getByLabel('Contents')).toBeEditable();
  expect(await servicesMade()).toEqual([]);
});

test('/Dashboard loads no form library with the page: the custom range brings react-hook-form and the schema (yup) when chosen', async ({ page, signIn }) => {
  await signIn('prepaid');
  const libraries = await librariesOf(page, '/Dashboard');
  expect(libraries).toContain('swr');
  for (const name of ['yup', 'libphonenumber', 'react-hook-form'] as const) expect(libraries).not.toContain(name);
  const yup = scriptWith(page, LIBRARIES.yup);
  await page.getByText('Custom', { exact: true }).click();
  await yup;
  await expect(page.getByRole('form', { name: 'Custom date range' }).getByLabel('From', { exact: true })).toBeVisible();
});

test('/Dashboard on a phone draws its charts (recharts) when the reader scrolls, not while the page starts', async ({ page, signIn }) => {
  await signIn('postpaid');
  const scripts = collectScripts(page);
  await gotoHydrated(page, '/Dashboard');
  // The first chart starts below a phone's first screen.
  const chart = page.getByRole('region', { name: 'Shipments per day' }).getByRole('img');
  expect((await chart.boundingBox())!.y).toBeGreaterThan(844);
  await page.waitForLoadState('networkidle');
  expect(await scripts.text()).not.toContain(LIBRARIES.recharts);
  const recharts = scriptWith(page, LIBRARIES.recharts);
  await page.mouse.wheel(0, 200);
  await recharts;
  await expect(chart.locator('.recharts-wrapper')).toBeVisible();
});

/**
 * Opens `path` and waits for its form and every script it needed (network
 * idle): none of them may be yup. Then focuses the form's first text field
 * and waits for yup to arrive.
 */
async function expectSchemaOnFirstFocus(page: import('@playwright/test').Page, path: string, formName: string) {
  const scripts = collectScripts(page);
  await gotoHydrated(page, path);
  const form = page.getByRole('form', { name: formName });
  await expect(form).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.text()).not.toContain(LIBRARIES.yup);
  const yup = scriptWith(page, LIBRARIES.yup);
  await form.getByRole('textbox').first().focus();
  await yup;
}

test('/Schedulepickupbooking loads the schema (yup) with the first focus on the pickup form, not with the form', async ({ page, signIn }) => {
  await signIn('postpaid');
  // The form needs a sender address to collect from.
  const address = await createAddress(page, 'sender', { Name: uniqueName('Hamdan'), AddressLine1: 'Warehouse 7, Al Quoz 3', City: 'DXB' });
  try {
    await expectSchemaOnFirstFocus(page, '/Schedulepickupbooking', 'Schedule a pickup');
  } finally {
    await deleteAddress(page, 'sender', address._id);
  }
});

test('/Pickuphistory loads the schema (yup) when a cancel dialog opens, not with the page', async ({ page, signIn }) => {
  await signIn('postpaid');
  expect(await librariesOf(page, '/Pickuphistory')).not.toContain('yup');
  // The demo account has pickups still to collect; the dialog is closed again, nothing is cancelled.
  const yup = scriptWith(page, LIBRARIES.yup);
  await page.getByRole('region', { name: 'Pickups' }).getByRole('button', { name: /^Cancel pickup BK/ }).first().click();
  await expect(page.getByRole('dialog', { name: /^Cancel pickup BK\d+\?$/ })).toBeVisible();
  await yup;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('/Bookshipment loads the schema (yup) with the first focus on the booking form, not with the form', async ({ page }) => {
  await expectSchemaOnFirstFocus(page, '/Bookshipment', 'Book a shipment');
});

test('the markers still match the build: the register form and booking load the libraries they use, and no page the toaster', async ({ page }) => {
  const register = await librariesOf(page, '/Register');
  expect(register).toEqual(expect.arrayContaining(['swr', 'react-hook-form', 'yup', 'libphonenumber', 'next-intl client']));
  const booking = await librariesOf(page, '/Bookshipment');
  expect(booking).toEqual(expect.arrayContaining(['next-auth client', 'swr']));
  // sonner comes with a page's first toast (components/providers/lazy-toast.ts), not with any page.
  expect([...register, ...booking]).not.toContain('sonner');
  await gotoHydrated(page, '/Register');
  const sonner = scriptWith(page, LIBRARIES.sonner);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await sonner;
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter valid Mobile No Or Phone No' })).toBeVisible();
});
