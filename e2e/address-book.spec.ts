// /ManageAddress end to end: both books, the add/edit dialog, the delete
// confirmation, the default sender address, search, validation, account
// isolation, keyboard use and axe. Tests make their own uniquely named rows.
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import {
  createAddress,
  deleteAddress,
  dialog,
  listAddresses,
  openBook,
  rowOf,
  searchFor,
  table,
  toast,
  uniqueMobile,
  uniqueName,
} from './address-book-helpers';

/** Fills the add/edit dialog's fields that are given (the city by its name). */
async function fillAddress(page: Page, f: { Name?: string; Company?: string; Phone?: string; AddressLine1?: string; Country?: string; City?: string }) {
  if (f.Name !== undefined) await page.getByLabel('Name', { exact: true }).fill(f.Name);
  if (f.Company !== undefined) await page.getByLabel('Company (optional)').fill(f.Company);
  if (f.Phone !== undefined) await page.getByLabel('Phone', { exact: true }).fill(f.Phone);
  if (f.AddressLine1 !== undefined) await page.getByLabel('Address Line 1').fill(f.AddressLine1);
  if (f.Country !== undefined) await page.getByLabel('Country', { exact: true }).selectOption({ label: f.Country });
  if (f.City !== undefined) await page.getByLabel('City', { exact: true }).selectOption({ label: f.City });
}

test.describe('sender book', () => {
  // These tests share the prepaid account's default sender address, so they run one after another.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ signIn }) => signIn('prepaid'));

  test('the first sender address becomes the default', async ({ page }) => {
    for (const a of (await listAddresses(page, 'sender')).Address) await deleteAddress(page, 'sender', a._id);
    await openBook(page);
    await expect(table(page, 'sender').getByText('No sender addresses yet. Add the first one.')).toBeVisible();

    const name = uniqueName('Mariam');
    const add = page.getByRole('button', { name: 'Add sender address' });
    await add.click();
    await expect(dialog(page, 'Add sender address')).toBeVisible();
    await fillAddress(page, { Name: name, Company: 'Oasis Handmade Boutique', Phone: uniqueMobile().national, AddressLine1: 'Shop 5, Al Majaz Waterfront', City: 'Sharjah' });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Sender address saved as your default sender address.')).toBeVisible();
    await expect(dialog(page, 'Add sender address')).toBeHidden();
    await expect(add).toBeFocused();
    const row = rowOf(page, 'sender', name);
    await expect(row.getByRole('cell')).toHaveText([/^\+97150\d{7}$/, 'Shop 5, Al Majaz Waterfront', 'Sharjah', 'Default', /^Edit/]);
  });

  test('a second address can be made the default', async ({ page }) => {
    const first = await createAddress(page, 'sender', { Name: uniqueName('Khalid'), IsDefault: true });
    const second = uniqueName('Noura');
    await openBook(page);
    await page.getByRole('button', { name: 'Add sender address' }).click();
    await fillAddress(page, { Name: second, Phone: uniqueMobile().national, AddressLine1: 'Unit 2, Warehouse Street', City: 'Dubai' });
    await expect(page.getByLabel('Make this my default sender address')).not.toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sender address saved.')).toBeVisible();

    await searchFor(page, 'sender', second);
    await page.getByRole('button', { name: `Set as default ${second}` }).click();
    await expect(toast(page, `${second} is now your default sender address.`)).toBeVisible();
    await expect(rowOf(page, 'sender', second).getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Set as default ${second}` })).toHaveCount(0);

    const defaults = (await listAddresses(page, 'sender')).Address.filter((a) => a.IsDefault).map((a) => a.Name);
    expect(defaults).toEqual([second]);
    await searchFor(page, 'sender', first.Name);
    await expect(rowOf(page, 'sender', first.Name).getByText('Default', { exact: true })).toHaveCount(0);
  });

  test('edit changes an address and keeps the phone and city', async ({ page }) => {
    const phone = uniqueMobile();
    const before = await createAddress(page, 'sender', { Name: uniqueName('Hessa'), Phone: phone.e164, City: 'SHJ' });
    const after = uniqueName('Hamdan');
    await openBook(page);
    await searchFor(page, 'sender', before.Name);
    await page.getByRole('button', { name: `Edit ${before.Name}` }).click();
    const edit = dialog(page, 'Edit sender address');
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(before.Name);
    await expect(edit.getByLabel('Phone', { exact: true })).toHaveValue(phone.national);
    await expect(edit.getByLabel('City', { exact: true })).toHaveValue('SHJ');

    await fillAddress(page, { Name: after, City: 'Ajman' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sender address updated.')).toBeVisible();
    await searchFor(page, 'sender', after);
    await expect(rowOf(page, 'sender', after).getByRole('cell')).toHaveText([phone.e164, 'Office 4, Test Tower', 'Ajman', /.*/, /Edit/]);
    await searchFor(page, 'sender', before.Name);
    await expect(table(page, 'sender').getByText('No addresses match your search.')).toBeVisible();
  });

  test('search finds by name, phone and address and says when nothing matches', async ({ page }) => {
    const phone = uniqueMobile();
    const a = await createAddress(page, 'sender', { Name: uniqueName('Salem'), Phone: phone.e164, AddressLine1: `Tower ${uniqueName('Zed')}` });
    await openBook(page);
    await searchFor(page, 'sender', a.Name.toLowerCase());
    await expect(table(page, 'sender').getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    await searchFor(page, 'sender', `${phone.national.slice(0, 2)} ${phone.national.slice(2)}`);
    await expect(rowOf(page, 'sender', a.Name)).toBeVisible();
    await searchFor(page, 'sender', a.AddressLine1);
    await expect(rowOf(page, 'sender', a.Name)).toBeVisible();
    await searchFor(page, 'sender', 'no such address zzz');
    await expect(table(page, 'sender').getByText('No addresses match your search.')).toBeVisible();
  });

  test('delete asks for confirmation; Cancel keeps the address', async ({ page }) => {
    const a = await createAddress(page, 'sender', { Name: uniqueName('Rashid') });
    await openBook(page);
    await searchFor(page, 'sender', a.Name);
    const del = page.getByRole('button', { name: `Delete ${a.Name}` });
    await del.click();
    const confirm = dialog(page, `Delete ${a.Name}?`);
    await expect(confirm).toContainText('will be removed from your sender addresses');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(del).toBeFocused();
    await expect(rowOf(page, 'sender', a.Name)).toBeVisible();

    await del.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, /^Sender address deleted\./)).toBeVisible();
    await expect(table(page, 'sender').getByText('No addresses match your search.')).toBeVisible();
    expect((await listAddresses(page, 'sender', a.Name)).Total).toBe(0);
  });

  test('an address can be added with the keyboard alone', async ({ page }) => {
    const name = uniqueName('Keyboard');
    await openBook(page);
    await page.getByLabel('Search sender addresses').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add sender address' })).toBeFocused();
    await page.keyboard.press('Enter');
    const add = dialog(page, 'Add sender address');
    await expect(add.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab'); // Company
    await page.keyboard.press('Tab'); // phone country
    await page.keyboard.press('Tab');
    await expect(add.getByLabel('Phone', { exact: true })).toBeFocused();
    await page.keyboard.type(uniqueMobile().national);
    await page.keyboard.press('Tab'); // Email
    await page.keyboard.press('Tab');
    await page.keyboard.type('Villa 7, Street 12');
    await page.keyboard.press('Tab'); // Address Line 2
    await page.keyboard.press('Tab');
    await expect(add.getByLabel('City', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // the first city, Abu Dhabi
    await expect(add.getByLabel('City', { exact: true })).toHaveValue('AUH');
    await page.keyboard.press('Tab'); // default checkbox
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab');
    await expect(add.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, /^Sender address saved/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add sender address' })).toBeFocused();
    expect((await listAddresses(page, 'sender', name)).Address.map((a) => a.City)).toEqual(['Abu Dhabi']);
  });
});

test.describe('receiver book', () => {
  test.beforeEach(async ({ signIn }) => signIn('prepaid'));

  test('the tabs follow the arrow keys and keep the tab in the address', async ({ page }) => {
    await openBook(page);
    const sender = page.getByRole('tab', { name: 'Sender addresses' });
    const receiver = page.getByRole('tab', { name: 'Receiver addresses' });
    await sender.focus();
    await page.keyboard.press('ArrowRight');
    await expect(receiver).toBeFocused();
    await expect(receiver).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Receiver addresses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add receiver address' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add sender address' })).toBeHidden();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('receiver');
    await page.keyboard.press('ArrowRight'); // wraps
    await expect(sender).toBeFocused();
    await page.keyboard.press('End');
    await expect(receiver).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(sender).toHaveAttribute('aria-selected', 'true');
    await expect(receiver).toHaveAttribute('tabindex', '-1');
  });

  test('a receiver abroad: the city list and the phone picker follow the country', async ({ page }) => {
    const name = uniqueName('Priya');
    await openBook(page, 'receiver');
    await page.getByRole('button', { name: 'Add receiver address' }).click();
    const add = dialog(page, 'Add receiver address');
    await expect(add.getByLabel('Country', { exact: true })).toHaveValue('AE');

    await add.getByLabel('Country', { exact: true }).selectOption({ label: 'Antarctica' });
    await expect(add.getByLabel('City', { exact: true }).locator('option')).toHaveText(['City Not Found']);

    await fillAddress(page, { Name: name, Country: 'Saudi Arabia', Phone: '501234567', AddressLine1: 'King Fahd Road 12' });
    const city = add.getByLabel('City', { exact: true });
    await expect(city.locator('option', { hasText: 'Riyadh' })).toHaveCount(1);
    await expect(city.locator('option', { hasText: 'Dubai' })).toHaveCount(0);
    await expect(add.getByLabel('Phone country')).toHaveValue('SA');
    await city.selectOption({ label: 'Riyadh' });
    await add.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Receiver address saved.')).toBeVisible();
    await searchFor(page, 'receiver', name);
    await expect(rowOf(page, 'receiver', name).getByRole('cell')).toHaveText(['+966501234567', 'King Fahd Road 12', 'Riyadh', 'Saudi Arabia', /^Edit/]);
  });

  test('the book sorts by name, and the order is kept in the address', async ({ page }) => {
    const street = `Sort Street ${uniqueName('Lane')}`;
    const [zara, adam] = [uniqueName('Zara'), uniqueName('Adam')];
    for (const Name of [zara, adam]) await createAddress(page, 'receiver', { Name, AddressLine1: street });
    await openBook(page, 'receiver');
    await searchFor(page, 'receiver', street);
    const names = table(page, 'receiver').getByRole('rowheader');
    await table(page, 'receiver').getByRole('button', { name: 'Name', exact: true }).click();
    await expect(names).toHaveText([adam, zara]);
    expect(new URL(page.url()).searchParams.get('receiver.sort')).toBe('Name:asc');
    await table(page, 'receiver').getByRole('button', { name: 'Name', exact: true }).click();
    await expect(names).toHaveText([zara, adam]);
    await expect(table(page, 'receiver').getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });
});

test.describe('validation', () => {
  test.beforeEach(async ({ signIn }) => signIn('prepaid'));

  test('validation messages show on their fields and nothing is saved', async ({ page }) => {
    await openBook(page);
    await page.getByRole('button', { name: 'Add sender address' }).click();
    const add = dialog(page, 'Add sender address');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Name is required.')).toBeVisible();
    await expect(add.getByText('Phone is required.')).toBeVisible();
    await expect(add.getByText('Address Line 1 is required.')).toBeVisible();
    await expect(add.getByText('Please choose a city.')).toBeVisible();
    await expect(add.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(add.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const name = uniqueName('Invalid');
    await fillAddress(page, { Name: name, Phone: '12', AddressLine1: 'Somewhere 1', City: 'Dubai' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Phone is not a valid phone number.')).toBeVisible();
    await expect(add.getByLabel('Phone', { exact: true })).toBeFocused();
    await expect(add.getByText('Name is required.')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add sender address' })).toBeFocused();
    expect((await listAddresses(page, 'sender', name)).Total).toBe(0);
  });
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ signIn }) => signIn('prepaid'));

  test('the addresses are cards that fit the screen; the dialog fits too and saves; axe finds nothing', async ({ page }) => {
    const name = uniqueName('Mobile');
    await createAddress(page, 'receiver', { Name: uniqueName('Card') });
    await openBook(page, 'receiver');
    await expect(page.locator('#splash')).toBeHidden({ timeout: 4000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add receiver address' }).click();
    const add = dialog(page, 'Add receiver address');
    const box = await add.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await add.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await fillAddress(page, { Name: name, Phone: uniqueMobile().national, AddressLine1: 'Flat 3, Marina Walk', City: 'Dubai' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Receiver address saved.')).toBeVisible();
    await searchFor(page, 'receiver', name);
    await expect(rowOf(page, 'receiver', name)).toBeVisible();
  });
});

test.describe('accounts', () => {
  test('the sub-user sees its account’s book; another account never does', async ({ page, browser, signIn }) => {
    // Three browsers, each signing in through the form: on a loaded machine that alone took most of a minute.
    test.slow();
    await signIn('postpaid');
    const shared = await createAddress(page, 'receiver', { Name: uniqueName('Shared') });

    const subContext = await browser.newContext();
    const subPage = await subContext.newPage();
    await signIn('subUser', subPage);
    await openBook(subPage, 'receiver');
    await searchFor(subPage, 'receiver', shared.Name);
    await expect(rowOf(subPage, 'receiver', shared.Name)).toBeVisible();
    await subContext.close();

    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signIn('prepaid', otherPage);
    await openBook(otherPage, 'receiver');
    await searchFor(otherPage, 'receiver', shared.Name);
    await expect(table(otherPage, 'receiver').getByText('No addresses match your search.')).toBeVisible();
    expect((await listAddresses(otherPage, 'receiver', shared.Name)).Total).toBe(0);
    await otherContext.close();
  });

  test('the Admin, who has no account, is told there is no address book', async ({ page, signIn }) => {
    await signIn('admin');
    await gotoHydrated(page, '/ManageAddress');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Address');
    await expect(page.getByRole('alert').filter({ hasText: 'Address books belong to a customer account, and this user has none.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add sender address' })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ signIn }) => signIn('prepaid'));

  test('the page and both dialogs have no axe violations', async ({ page }) => {
    await createAddress(page, 'sender', { Name: uniqueName('Axe') });
    await openBook(page);
    // Scan the page as it stays, after the 2-second start-up splash (its fade-out is a transient state).
    await expect(page.locator('#splash')).toBeHidden({ timeout: 4000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add sender address' }).click();
    await expect(dialog(page, 'Add sender address')).toBeVisible();
    await dialog(page, 'Add sender address').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Receiver addresses' }).click();
    await expect(table(page, 'receiver')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: 'Add receiver address' }).click();
    await expect(dialog(page, 'Add receiver address')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
