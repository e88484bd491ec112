// The courier's day end to end (issue 15), on the demo data: Ops dispatches
// the parcels waiting in Dubai to Ahmed's run; Ahmed, on a phone, delivers one
// with a signature, fails one, and — offline — collects the COD of a third
// and delivers it with the receiver's code; back online the queue syncs.
// Ops receives his cash and remits Al Noor's COD; the merchant sees the
// status, the proof of delivery and the COD on the statement.
import type { Browser, Page } from '@playwright/test';
import { DEMO_DELIVERY_CODE, DEMO_STAFF } from '../courier-api/db/seed-courier';
import { expect, gotoHydrated, loginAs, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const dubaiToday = () => new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);

/** Staff sign in with the demo authenticator's code (issue 17): loginAs types it, or finds the browser remembered. */
async function signInAs(page: Page, who: 'ops' | 'courier', landing: RegExp) {
  await loginAs(page, who);
  await page.waitForURL((url) => landing.test(url.pathname));
}

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 25.0772, longitude: 55.1403, accuracy: 20 },
  });
  return { context, page: await context.newPage() };
}

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), box.y + box.height / 2 + (i % 2 ? -18 : 18), { steps: 3 });
  await page.mouse.up();
}

const stop = (page: Page, ref: string) => page.getByTestId('courier-stop').and(page.locator(`[data-ref="${ref}"]`));

let delivered = '';
let failed = '';
let codAwb = '';

test('Ops dispatches the parcels waiting in Dubai to a courier\'s run', async ({ page }) => {
  await signInAs(page, 'ops', /^\/Dispatch$/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  const ready = page.getByRole('checkbox', { name: /Amal Farouk/ });
  await expect(ready).toBeVisible();
  // Each waiting parcel's card (its checkbox's label) shows its airway bill.
  const card = page.locator('li').filter({ has: page.getByRole('checkbox', { name: /Amal Farouk/ }) });
  delivered = /\d{11}/.exec((await card.textContent())!)![0];
  await page.getByRole('checkbox', { name: /Amal Farouk/ }).check();
  await page.getByRole('checkbox', { name: /Kevin D’Souza/ }).check();
  await page.getByLabel('Courier').selectOption({ label: 'Ahmed Raza' });
  await page.getByRole('button', { name: 'Assign to courier' }).click();
  await expect(page.getByText('2 stops assigned to Ahmed Raza.')).toBeVisible();
  const run = page.getByRole('article', { name: 'Ahmed Raza' });
  await expect(run).toContainText(delivered);
  await expect(page.getByRole('checkbox', { name: /Amal Farouk/ })).toHaveCount(0);
});

test('the courier delivers with a signature, fails a stop, and works offline until the queue syncs', async ({ browser, baseURL }) => {
  const { context, page } = await phone(browser, baseURL!);
  await signInAs(page, 'courier', /^\/courier$/);
  await expect(page.getByTestId('courier-name')).toHaveText(DEMO_STAFF.courier.fullName);
  await expect(page.getByTestId('courier-stops').getByTestId('courier-stop')).toHaveCount(8);

  // Deliver the parcel Ops just assigned: signature, recipient, position.
  await stop(page, delivered).getByRole('button', { name: /^Open stop/ }).click();
  let sheet = page.getByRole('dialog', { name: /Amal Farouk/ });
  await sheet.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(sheet.getByLabel('Recipient name')).toHaveValue('Amal Farouk');
  await sheet.getByLabel('Relationship').selectOption('Family');
  await drawSignature(page);
  await sheet.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(stop(page, delivered)).toHaveAttribute('data-outcome', 'delivered');
  await expect(page.getByTestId('courier-sync-count')).toHaveAttribute('data-count', '0');

  // Fail a seeded stop with a reason.
  const arjun = page.getByTestId('courier-stop').filter({ hasText: 'Arjun Pillai' });
  failed = (await arjun.getAttribute('data-ref'))!;
  await arjun.getByRole('button', { name: /^Open stop/ }).click();
  sheet = page.getByRole('dialog', { name: /Arjun Pillai/ });
  await sheet.getByRole('button', { name: 'Could not deliver' }).click();
  await sheet.getByLabel('Reason').selectOption('Receiver not available');
  await sheet.getByLabel('Note').fill('Rang the bell twice');
  await sheet.getByRole('button', { name: 'Record failed attempt' }).click();
  await expect(stop(page, failed)).toHaveAttribute('data-outcome', 'failed');
  await expect(page.getByTestId('courier-sync-count')).toHaveAttribute('data-count', '0');

  // Offline: collect the COD of a third stop and deliver it with the receiver's code.
  await context.setOffline(true);
  await expect(page.getByTestId('courier-online')).toHaveAttribute('data-online', 'false');
  const hessa = page.getByTestId('courier-stop').filter({ hasText: 'Hessa Al Marri' });
  codAwb = (await hessa.getAttribute('data-ref'))!;
  await expect(hessa.getByTestId('stop-cod')).toContainText('345.00');
  await hessa.getByRole('button', { name: /^Open stop/ }).click();
  sheet = page.getByRole('dialog', { name: /Hessa Al Marri/ });
  await sheet.getByRole('button', { name: 'Collect COD' }).click();
  await sheet.getByRole('radio', { name: 'Cash' }).check();
  await expect(sheet.getByLabel('Amount collected')).toHaveValue(/345(\.00)?/);
  await sheet.getByRole('button', { name: 'Confirm collection' }).click();
  await expect(page.getByTestId('courier-sync-count')).toHaveAttribute('data-count', '1');
  // The COD collected, the sheet leads on to the delivery.
  await sheet.getByLabel('Relationship').selectOption('Self');
  await sheet.getByLabel('Delivery code').fill(DEMO_DELIVERY_CODE);
  await drawSignature(page);
  await sheet.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByTestId('courier-sync-count')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('courier-waiting')).toBeVisible();
  await expect(stop(page, codAwb)).toHaveAttribute('data-waiting', 'true');

  // Back online: the queue syncs by itself, in order, without a reload.
  await context.setOffline(false);
  await expect(page.getByTestId('courier-sync-count')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
  await expect(stop(page, codAwb)).toHaveAttribute('data-outcome', 'delivered');
  await expect(page.getByTestId('courier-refusal')).toHaveCount(0);
  await expect(page.getByTestId('courier-cash')).toContainText('345.00');
  await context.close();
});

test('Ops receives the cash and remits it; the merchant sees the status, the proof and the COD statement', async ({ page, browser, baseURL }) => {
  await signInAs(page, 'ops', /^\/Dispatch$/i);
  await gotoHydrated(page, '/CodHandover');
  await page.getByRole('button', { name: 'Receive cash Ahmed Raza' }).click();
  let dialog = page.getByRole('dialog', { name: 'Receive cash from Ahmed Raza' });
  await dialog.getByLabel('Cash counted').fill('345');
  await expect(dialog.getByText('The cash counted matches what is expected.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Receive cash', exact: true }).click();
  await expect(page.getByText('Cash received: the count matches.')).toBeVisible();

  await gotoHydrated(page, '/CodRemittances');
  await page.getByRole('button', { name: 'New statement' }).click();
  dialog = page.getByRole('dialog', { name: 'New COD statement' });
  await dialog.getByLabel('Account number').fill('100001');
  await dialog.getByLabel('From').fill(dubaiToday());
  await dialog.getByLabel('To').fill(dubaiToday());
  await dialog.getByRole('button', { name: 'Create statement' }).click();
  const created = page.getByText(/^Statement COD-\d{6} is created\.$/);
  await expect(created).toBeVisible();
  const statementNo = /COD-\d{6}/.exec((await created.textContent())!)![0];
  await page.getByRole('button', { name: `Mark paid ${statementNo}` }).click();
  dialog = page.getByRole('dialog', { name: `Mark statement ${statementNo} paid` });
  await dialog.getByLabel('Bank reference').fill('FT26112599001');
  await dialog.getByRole('button', { name: 'Mark paid', exact: true }).click();
  await expect(page.getByText(`Statement ${statementNo} is marked paid.`)).toBeVisible();

  // The merchant.
  const merchant = await browser.newContext({ baseURL });
  const m = await merchant.newPage();
  await loginAs(m, 'postpaid');
  await expect(m.getByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
  await gotoHydrated(m, '/CodStatements');
  await m.getByRole('link', { name: `Open statement ${statementNo}` }).click();
  await expect(m.getByRole('heading', { name: `Statement ${statementNo}` })).toBeVisible();
  const lines = m.getByRole('region', { name: 'Shipments on this statement' }).last().getByRole('table');
  await expect(lines).toContainText(codAwb);
  await expect(lines).toContainText('345.00');
  await expect(m.getByText('FT26112599001')).toBeVisible();

  await gotoHydrated(m, '/Managingshipping?tab=history');
  await m.getByLabel('Search', { exact: true }).fill(delivered);
  const table = m.getByRole('region', { name: 'Airway bills' });
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await expect(table.getByRole('rowheader')).toHaveText(delivered);
  await table.getByRole('button', { name: `Details of airway bill ${delivered}` }).click();
  const details = m.getByRole('dialog', { name: `Airway bill ${delivered}` });
  await expect(details.getByText('Status: Delivered')).toBeVisible();
  const proof = details.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toContainText('Amal Farouk');
  await expect(proof.getByRole('img', { name: 'Signature of Amal Farouk' })).toBeVisible();
  await expect(proof.getByRole('link', { name: 'Download POD (PDF)' })).toHaveAttribute('href', new RegExp(`File=pdf`));
  await merchant.close();

  // Public tracking says who took it, nothing more.
  await gotoHydrated(page, `/`);
  const res = await page.request.post('/api/courier/Tracking', { data: { TrackingAWB: [{ AirWayBillNo: delivered }] } });
  const text = await res.text();
  expect(text).toContain('Amal Farouk');
  expect(text).not.toMatch(/Family|signature|25\.07/i);
});
