// Portal pickups end to end: scheduling at a sender address (with and without
// airway bills), the booking number tracked on the home page at once, the
// history with its filters and the cancel dialog, validation, the empty
// address book, the home page's Book a shipment button, and axe. The server
// runs on the real clock, so dates and times are taken from what the form offers.
import type { Locator, Page } from '@playwright/test';
import { createAddress, deleteAddress, listAddresses, toast, uniqueName } from './address-book-helpers';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

const BOOKING_NO = /^BK\d{8}$/;



/** The values of a select's real options (not its "Select …" prompt). */
const optionValues = (select: Locator) => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function openForm(page: Page) {
  await gotoHydrated(page, '/Schedulepickupbooking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule A Pickup');
  await expect(page.getByRole('button', { name: 'Schedule pickup' })).toBeEnabled();
}

/** The first date and start time offered, until 18:00. */
async function chooseWindow(page: Page) {
  const date = page.getByLabel('Pickup date');
  await date.selectOption((await optionValues(date))[0]!);
  const from = page.getByLabel('From', { exact: true });
  await from.selectOption((await optionValues(from))[0]!);
  await page.getByLabel('Until', { exact: true }).selectOption('18:00');
}

/** A default sender address of the signed-in account, made through the address book's API. */
async function defaultAddress(page: Page) {
  const name = uniqueName('Hamdan');
  const a = await createAddress(page, 'sender', { Name: name, AddressLine1: 'Warehouse 7, Al Quoz 3', City: 'DXB', IsDefault: true });
  return a;
}

const successPanel = (page: Page) => page.getByRole('region', { name: 'Your pickup is scheduled' });

async function bookingNoOnPanel(page: Page): Promise<string> {
  await expect(successPanel(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your pickup is scheduled' })).toBeFocused();
  const no = (await page.getByTestId('booking-no').textContent())!.trim();
  expect(no).toMatch(BOOKING_NO);
  return no;
}

test.describe('scheduling, tracking, history and cancel', () => {
  test.beforeEach(async ({ signIn }) => signIn('postpaid'));

  test('a pickup without airway bills: booked, tracked at once, listed, cancelled with a reason', async ({ page }) => {
    const address = await defaultAddress(page);
    await openForm(page);
    // The default sender address is preselected and shown in full.
    await expect(page.getByLabel('Pickup address')).toHaveValue(address._id);
    await expect(page.locator('address')).toContainText(address.Name);
    await chooseWindow(page);
    await page.getByLabel('Pieces').fill('2');
    await page.getByLabel('Total weight (kg)').fill('7.5');
    await page.getByLabel('Remarks for the courier (optional)').fill('Loading bay 2');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();

    const bookingNo = await bookingNoOnPanel(page);
    await expect(successPanel(page)).toContainText('2 pieces, 7.5 kg');
    await expect(successPanel(page)).toContainText('None listed');
    await expect(successPanel(page)).toContainText('18:00');

    // Tracked on the home page straight away: progress 0, "Pickup requested".
    await page.getByRole('link', { name: 'Track this booking' }).click();
    await page.waitForURL((u) => u.pathname === '/' && u.searchParams.get('track') === bookingNo && u.searchParams.get('by') === 'Booking');
    const result = page.getByRole('article');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('Pickup requested');
    await expect(result).toContainText('Dubai, UAE');
    await expect(result.getByText('(completed)')).toHaveCount(0);
    await expect(result.getByText('(pending)')).toHaveCount(5);

    // In the history, then cancelled through the dialog.
    await gotoHydrated(page, '/Pickuphistory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pickup History');
    await page.getByLabel('Search pickups').fill(bookingNo);
    const row = page.getByRole('region', { name: 'Pickups' }).getByRole('row').filter({ has: page.getByRole('rowheader').getByText(bookingNo) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Requested');
    await expect(row).toContainText(address.Name);
    await row.getByRole('button', { name: `Cancel pickup ${bookingNo}` }).click();

    const dialog = page.getByRole('dialog', { name: `Cancel pickup ${bookingNo}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason for cancelling')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel pickup' }).click();
    await expect(dialog.getByText('Reason is required.')).toBeVisible();
    await dialog.getByLabel('Reason for cancelling').fill('Goods not ready yet');
    await dialog.getByRole('button', { name: 'Cancel pickup' }).click();
    await expect(toast(page, `Pickup ${bookingNo} is cancelled.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Goods not ready yet');
    await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

    // The status filter finds it among the cancelled ones; tracking shows the cancellation.
    await page.getByLabel('Status').selectOption('Cancelled');
    await expect(row).toHaveCount(1);
    await gotoHydrated(page, `/?track=${bookingNo}&by=Booking`);
    await expect(page.getByRole('article')).toContainText('Pickup cancelled');
  });

  test('a pickup collecting an airway bill ticked from the account’s shipments', async ({ page }) => {
    const address = await defaultAddress(page);
    const services = await page.request.get('/api/courier/getServiceType?country=AE');
    const serviceId = ((await services.json()) as { data: { ServiceTypes: Array<{ _id: string }> } }).data.ServiceTypes[0]!._id;
    const created = await page.request.post('/api/courier/CreateAirwayBill', {
      data: {
        SenderAddressId: address._id,
        Receiver: { Name: 'Omar Khalid', Phone: '+971507654321', AddressLine1: 'Villa 8, Khalifa City', Country: 'AE', City: 'AUH' },
        ServiceTypeId: serviceId,
        Pieces: [{ Weight: 1.5 }],
        Contents: 'Documents',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const awb = ((await created.json()) as { data: { AirWayBillNo: string } }).data.AirWayBillNo;

    await openForm(page);
    const list = page.getByRole('group', { name: 'Airway bills to collect (optional)' });
    await list.getByLabel('Find a shipment').fill(awb);
    await list.getByRole('checkbox', { name: new RegExp(awb) }).check();
    await expect(list).toContainText(`1 selected: ${awb}`);
    await chooseWindow(page);
    await page.getByLabel('Total weight (kg)').fill('1.5');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    const bookingNo = await bookingNoOnPanel(page);
    await expect(successPanel(page)).toContainText(awb);

    await page.getByRole('link', { name: 'Track this booking' }).click();
    const result = page.getByRole('article', { name: `Airway bill ${awb}` });
    await expect(result).toContainText('Pickup requested');
    await expect(result).toContainText('Abu Dhabi');

    // Now on an open pickup, it is no longer offered for another one.
    await openForm(page);
    await list.getByLabel('Find a shipment').fill(awb);
    await expect(list.getByText('No waiting shipments match your search.')).toBeVisible();
    // The history lists it under the booking.
    await gotoHydrated(page, '/Pickuphistory');
    await page.getByLabel('Search pickups').fill(awb);
    await expect(page.getByRole('region', { name: 'Pickups' }).getByRole('rowheader')).toContainText([bookingNo]);
  });

  test('the form says what is wrong, field by field', async ({ page }) => {
    await defaultAddress(page);
    await openForm(page);
    await page.getByLabel('Pieces').fill('0');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    await expect(page.getByText('Please choose a pickup date.')).toBeVisible();
    await expect(page.getByText('Pickup from is required.')).toBeVisible();
    await expect(page.getByText('Pieces must be at least 1.')).toBeVisible();
    await expect(page.getByText('Total weight is required.')).toBeVisible();
    await expect(page.getByLabel('Pickup date')).toBeFocused();

    const date = page.getByLabel('Pickup date');
    await date.selectOption((await optionValues(date))[0]!);
    const from = page.getByLabel('From', { exact: true });
    const start = (await optionValues(from))[0]!;
    await from.selectOption(start);
    const until = page.getByLabel('Until', { exact: true });
    await until.selectOption((await optionValues(until))[0]!); // half an hour later
    await page.getByLabel('Pieces').fill('1');
    await page.getByLabel('Total weight (kg)').fill('2');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    await expect(page.getByText('The pickup window must be at least 2 hours long.')).toBeVisible();
    await expect(successPanel(page)).toHaveCount(0);
  });
});

test.describe('the pickup sub-user', () => {
  test.beforeEach(async ({ signIn }) => signIn('subUser'));

  test('types airway bills one a line; bad and foreign numbers are refused by name', async ({ page }) => {
    await defaultAddress(page);
    await openForm(page);
    // Without Air_Way_bill_history the account's shipments are not listed: numbers are typed.
    const awbs = page.getByLabel('Airway bills to collect (optional)');
    await expect(awbs).toHaveJSProperty('tagName', 'TEXTAREA');
    await chooseWindow(page);
    await page.getByLabel('Total weight (kg)').fill('3');
    await awbs.fill('12345');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    await expect(page.getByText('12345: Each airway bill number must be 11 digits.')).toBeVisible();

    await awbs.fill('\n10000000000\n');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    await expect(page.getByText('These airway bills are not in your account: 10000000000.').first()).toBeVisible();
    await expect(successPanel(page)).toHaveCount(0);

    await awbs.fill('');
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    const bookingNo = await bookingNoOnPanel(page);

    // The sub-user's history is the account's.
    await page.getByRole('link', { name: 'View pickup history' }).click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/pickuphistory');
    await page.getByLabel('Search pickups').fill(bookingNo);
    await expect(page.getByRole('region', { name: 'Pickups' }).getByRole('rowheader')).toContainText([bookingNo]);
  });

  test('the home page’s Book a shipment button leads to scheduling', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByText('Welcome, Yousef Haddad')).toBeVisible();
    await page.getByRole('button', { name: 'Book a shipment' }).click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/schedulepickupbooking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule A Pickup');
  });
});

test.describe('an empty sender address book', () => {
  test('points to /ManageAddress instead of a form', async ({ page, signIn }) => {
    await signIn('prepaid');
    // The prepaid account's book is emptied for this test and given one address back after it.
    const saved = (await listAddresses(page, 'sender')).Address;
    for (const a of saved) await deleteAddress(page, 'sender', a._id);
    try {
      await gotoHydrated(page, '/Schedulepickupbooking');
      await expect(page.getByRole('heading', { name: 'Add a pickup address first' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add a sender address' })).toHaveAttribute('href', '/ManageAddress');
      await expect(page.getByRole('button', { name: 'Schedule pickup' })).toHaveCount(0);
    } finally {
      await createAddress(page, 'sender', { Name: uniqueName('Rahul'), AddressLine1: 'Shop 5, Al Majaz Waterfront', City: 'SHJ', IsDefault: true });
    }
  });
});

test.describe('accessibility', () => {
  test.beforeEach(async ({ signIn }) => signIn('postpaid'));

  test('both pages have no axe violations and work from the keyboard', async ({ page }) => {
    await defaultAddress(page);
    await openForm(page);
    await expect(page.getByRole('group', { name: 'Airway bills to collect (optional)' }).getByRole('checkbox').first().or(page.getByText('No shipments are waiting for collection.'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Schedule pickup' }).click();
    await expect(page.getByText('Please choose a pickup date.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: the first invalid field in page order has focus, and Tab follows the page.
    const date = page.getByLabel('Pickup date');
    await expect(date).toBeFocused();
    await date.selectOption((await optionValues(date))[0]!);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('From', { exact: true })).toBeFocused();

    await gotoHydrated(page, '/Pickuphistory');
    await expect(page.getByRole('region', { name: 'Pickups' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('region', { name: 'Pickups' }).getByRole('row').nth(1)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The cancel dialog opens from the keyboard and Escape closes it, giving focus back.
    const cancel = page.getByRole('button', { name: /^Cancel pickup BK/ }).first();
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cancel).toBeFocused();
  });
});
