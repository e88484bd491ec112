// /Managingshipping end to end: create an airway bill (saved sender, typed
// receiver saved to the book), print it, find it in the history by reference
// and phone, its details and tracking log, the CSV export, tracking it on the
// home page, the saved-receiver picker, validation, tabs per permission and
// axe. Every test makes its own uniquely named data, so runs never collide.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createAddress, listAddresses, uniqueMobile, uniqueName } from './address-book-helpers';
import { axeViolations, expect, gotoHydrated, test, printsPdf } from './fixtures';

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const uniqueRef = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

/** Selects the option whose text contains `text` (an address's name). */
async function chooseOption(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}


async function openTab(page: Page, tab: 'create' | 'history') {
  await gotoHydrated(page, `/Managingshipping?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Shipping');
  const name = tab === 'create' ? 'Create airway bill' : 'Airway bill history';
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The package, the goods and the first service with a live price. */
async function fillPackageAndService(page: Page, reference: string) {
  await group(page, 'Piece 1').getByLabel('Weight (kg)').fill('1.5');
  await page.getByLabel('Contents').fill('Handmade soap');
  await page.getByLabel('Your reference (optional)').fill(reference);
  const service = group(page, 'Service');
  await expect(service.getByRole('status')).toContainText('Prices for');
  await service.getByRole('radio', { disabled: false }).first().check();
}

async function createdAwb(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Airway bill created' })).toBeFocused();
  const awb = (await page.getByTestId('created-awb').textContent())!.trim();
  expect(awb).toMatch(/^\d{11}$/);
  return awb;
}


async function searchHistory(page: Page, text: string) {
  const table = page.getByRole('region', { name: 'Airway bills' });
  await page.getByLabel('Search', { exact: true }).fill(text);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table;
}

test('a prepaid customer creates an airway bill, prints it, finds it in the history and tracks it', async ({ page, login }) => {
  await login(page, 'prepaid');
  // A default sender address of this test's own (the book may be empty or changed by other tests).
  const senderName = uniqueName('Rahul');
  await createAddress(page, 'sender', { Name: senderName, City: 'SHJ', IsDefault: true });
  const receiver = { name: uniqueName('Layla'), mobile: uniqueMobile() };
  const reference = uniqueRef('E2E');

  await openTab(page, 'create');
  const saved = group(page, 'Sender').getByLabel('Saved sender address');
  await expect(saved.locator('option:checked')).toContainText('(default)');
  await chooseOption(saved, senderName);
  await expect(group(page, 'Sender').locator('address')).toContainText(senderName);

  const to = group(page, 'Receiver');
  await expect(to.getByLabel('Type an address')).toBeChecked();
  await to.getByLabel('Name', { exact: true }).fill(receiver.name);
  await to.getByLabel('Phone number', { exact: true }).fill(receiver.mobile.national);
  await to.getByLabel('City').selectOption({ label: 'Abu Dhabi' });
  await to.getByLabel('Address Line 1').fill('Villa 8, Khalifa City');
  await to.getByLabel('Save to address book').check();
  await fillPackageAndService(page, reference);
  await page.getByRole('button', { name: 'Create airway bill' }).click();

  const awb = await createdAwb(page);
  await expect(page.getByText(/was taken from your prepaid balance, which is now AED/)).toBeVisible();
  await expect(page.getByText(/^AED [\d,.]+ \(VAT AED [\d.]+ included\)$/)).toBeVisible();
  await printsPdf(page, 'Print A4 airway bill', 'A4');
  await printsPdf(page, 'Print 4×6 label', 'Label4x6');
  const book = await listAddresses(page, 'receiver', receiver.mobile.e164);
  expect(book.Address.map((a) => a.Name)).toEqual([receiver.name]);

  // The history: by reference, then by the phone as people type it.
  await page.getByRole('button', { name: 'View airway bill history' }).click();
  await expect(page.getByRole('tab', { name: 'Airway bill history' })).toHaveAttribute('aria-selected', 'true');
  let table = await searchHistory(page, reference);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toHaveText(awb);
  table = await searchHistory(page, `0${receiver.mobile.national}`);
  await expect(table.getByRole('rowheader')).toHaveText(awb);

  await table.getByRole('button', { name: `Details of airway bill ${awb}` }).click();
  const dialog = page.getByRole('dialog', { name: `Airway bill ${awb}` });
  await expect(dialog.getByText('Status: Shipment created')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Tracking log' })).toContainText('Shipment information received');
  await expect(dialog.getByRole('region', { name: 'Receiver' })).toContainText(receiver.name);
  await expect(dialog.getByRole('region', { name: 'Sender' })).toContainText(senderName);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The export holds the filtered list: this one airway bill.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^AirWayBillNo,CreatedAt,Reference,/);
  expect(lines[1]).toMatch(new RegExp(`^${awb},[^,]+,${reference},`));

  // Anyone can track it on the home page at once.
  await gotoHydrated(page, '/');
  await page.getByLabel('Tracking number').fill(awb);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  const result = page.getByRole('article', { name: `Airway bill ${awb}` });
  await expect(result).toContainText('Shipment information received');
  await expect(result.getByText('(completed)')).toHaveCount(0);
});

test('a postpaid customer picks a saved receiver; nothing is taken from a balance', async ({ page, login }) => {
  await login(page, 'postpaid');
  const name = uniqueName('Noura');
  await createAddress(page, 'receiver', { Name: name, Country: 'AE', City: 'AUH', AddressLine1: 'Tower 3, Al Reem Island' });
  await openTab(page, 'create');
  const from = group(page, 'Sender');
  // The default sender address is preselected once the book has loaded; an empty book switches to typing.
  const typed = from.getByLabel('Type an address');
  const saved = from.getByLabel('Saved sender address');
  await expect.poll(async () => (await typed.isChecked()) || (await saved.inputValue().catch(() => '')) !== '').toBe(true);
  if (await typed.isChecked()) {
    await from.getByLabel('Name', { exact: true }).fill('Fatima Al Mansoori');
    await from.getByLabel('Mobile number', { exact: true }).fill(uniqueMobile().national);
    await from.getByLabel('Address Line 1').fill('Warehouse 14, Street 7');
    await from.getByLabel('City').selectOption({ label: 'Dubai' });
  }
  const to = group(page, 'Receiver');
  await to.getByLabel('Choose from my address book').check();
  await to.getByLabel('Search receiver addresses').fill(name);
  await chooseOption(to.getByLabel('Saved receiver address'), name);
  await expect(to.locator('address')).toContainText('Tower 3, Al Reem Island');
  await fillPackageAndService(page, uniqueRef('PD'));
  await page.getByRole('button', { name: 'Create airway bill' }).click();
  const awb = await createdAwb(page);
  await expect(page.getByText(`Airway bill ${awb} created.`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create another airway bill' }).click();
  await expect(page.getByRole('button', { name: 'Create airway bill' })).toBeEnabled();
  await expect(page.getByLabel('Your reference (optional)')).toHaveValue('');
});

test('the form shows what is missing, field by field', async ({ page, login }) => {
  await login(page, 'postpaid');
  // Whatever other specs left in this account's sender book, start from a
  // saved default: switching to "Type an address" copies it into the fields
  // (so it can be edited), and emptying them must be caught field by field.
  await createAddress(page, 'sender', { Name: uniqueName('Khalid'), IsDefault: true });
  await openTab(page, 'create');
  const sender = group(page, 'Sender');
  await expect(sender.getByLabel('Saved sender address')).not.toHaveValue('');
  await sender.getByLabel('Type an address').check();
  await expect(sender.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await sender.getByLabel('Name', { exact: true }).fill('');
  await sender.getByLabel('City', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Create airway bill' }).click();
  await expect(sender.getByText('Name is required.')).toBeVisible();
  await expect(sender.getByText('Please choose the sender city.')).toBeVisible();
  await expect(group(page, 'Receiver').getByText('Address Line 1 is required.')).toBeVisible();
  await expect(page.getByText('Weight is required.')).toBeVisible();
  await expect(page.getByText('Contents is required.')).toBeVisible();
  await expect(page.getByText('Please choose a service.')).toBeVisible();
  await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
  await group(page, 'Receiver').getByLabel('Choose from my address book').check();
  await page.getByRole('button', { name: 'Create airway bill' }).click();
  await expect(page.getByText('Please choose a receiver address or type one.')).toBeVisible();
});

test('tabs follow permissions: the Admin reads every account but creates nothing; the pickup sub-user has no shipping page', async ({ page, login }) => {
  await login(page, 'admin');
  await gotoHydrated(page, '/Managingshipping');
  await expect(page.getByRole('tab')).toHaveText(['Airway bill history', 'Print airway bills']);
  await expect(page.getByRole('columnheader', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Airway bills' }).getByRole('cell', { name: '100001' }).first()).toBeVisible();
  await page.context().clearCookies();

  await login(page, 'subUser');
  await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Manage Shipping' })).toHaveCount(0);
  await gotoHydrated(page, '/Managingshipping');
  await expect(page.getByRole('heading', { name: 'You are not authorized to access this page.' })).toBeVisible();
});

// The create form, the tab the page opens on, is scanned at 390 and 1440 px by axe-screens.spec.ts.
test('the page is accessible: history and details dialog', async ({ page, login }) => {
  await login(page, 'postpaid');
  await openTab(page, 'create');
  await expect(group(page, 'Service').getByRole('status')).toBeVisible();
  await page.getByRole('tab', { name: 'Airway bill history' }).click();
  const table = page.getByRole('region', { name: 'Airway bills' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect(await axeViolations(page)).toEqual([]);
  // Keyboard: the first row's Details button opens the dialog, Escape closes it.
  await table.getByRole('button', { name: /^Details of airway bill/ }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Tracking log' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on a phone the page never scrolls sideways, the history is a column of cards, and axe finds nothing', async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'postpaid');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await openTab(page, 'create');
  await expect(page.getByRole('button', { name: 'Create airway bill' })).toBeVisible();
  await expect(group(page, 'Service').getByRole('status')).toBeVisible();
  // Scanned by axe-screens.spec.ts at this width.
  expect(await fits()).toBe(true);

  await page.getByRole('tab', { name: 'Airway bill history' }).click();
  const table = page.getByRole('region', { name: 'Airway bills' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  expect(await fits()).toBe(true);
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await table.getByRole('button', { name: /^Details of airway bill/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Tracking log' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  for (const tab of ['Batch upload', 'Print airway bills']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await fits()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  }
});
