// What the server's HTML shows before any script runs (issue 12). React streams a
// Suspense boundary whose HTML would take the page past its first chunk (12.8 kB)
// as a hidden part, revealed by an inline script up to 300 ms after the first
// paint: the page's largest text painted late, and Lighthouse's largest
// contentful paint counted every script before it. With scripts off, such a part
// stays hidden, which is how these tests see what the first paint holds.
// A phone picker's 245 countries are built when it is reached, not while the page
// starts (Intl.DisplayNames alone costs some 70–95 ms on a slow phone).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

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
