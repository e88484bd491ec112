// /Operations end to end: the Admin scans two airway bills out for delivery,
// then delivered, and the public tracking on the home page shows them
// delivered; the Admin assigns and collects a pickup in the queue and the
// customer's /Pickuphistory shows it collected. Customers are refused the
// page; axe on both tabs and dialogs. The server runs on the real clock, so
// the pickup's date is one the booking rules offer today.
import type { Browser, Page } from '@playwright/test';
import { dubaiNow, pickupDates } from '../lib/schemas/booking';
import type { ServiceType } from '../lib/schemas/service-types';
import { createAddress, toast, uniqueName } from './address-book-helpers';
import { axeViolations, expect, gotoHydrated, test, type DemoUserKey } from './fixtures';

/** A second browser context signed in as the Admin, on /Operations with the given tab. */
async function adminOn(browser: Browser, signIn: (who: DemoUserKey, page?: Page) => Promise<void>, tab: 'scan' | 'pickups') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn('admin', page);
  await gotoHydrated(page, `/Operations?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operations');
  await expect(page.getByRole('tab', { name: tab === 'scan' ? 'Scan events' : 'Pickup queue' })).toHaveAttribute('aria-selected', 'true');
  return { context, page };
}

/** A next-day airway bill Dubai → Abu Dhabi, created through the API as the signed-in customer. */
async function createAirwayBill(page: Page): Promise<string> {
  const types = (await (await page.request.get('/api/courier/activeServicetypes')).json()) as { data: { ServiceTypes: ServiceType[] } };
  const ndd = types.data.ServiceTypes.find((s) => s.ServiceCode === 'NDD')!;
  const created = await page.request.post('/api/courier/CreateAirwayBill', {
    data: {
      Sender: { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 14, Street 7', City: 'DXB' },
      Receiver: { Name: 'Omar Khalid', Phone: '+971507654321', AddressLine1: 'Villa 8, Khalifa City', Country: 'AE', City: 'AUH' },
      ServiceTypeId: ndd._id,
      Pieces: [{ Weight: 1.5 }],
      Contents: 'Documents',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { AirWayBillNo: string } }).data.AirWayBillNo;
}

test('the Admin scans two airway bills out for delivery, then delivered; tracking on the home page shows Delivered', async ({ page, browser, signIn }) => {
  await signIn('postpaid');
  const awbs = [await createAirwayBill(page), await createAirwayBill(page)];

  const admin = await adminOn(browser, signIn, 'scan');
  const panel = admin.page.getByRole('tabpanel', { name: 'Scan events' });
  // A scanner types each number and Enter.
  await panel.getByLabel('Airway bills').pressSequentially(`${awbs[0]}\n${awbs[1]}\n${awbs[0]}\n`);
  await expect(panel.getByText('2 airway bills', { exact: true })).toBeVisible();
  await panel.getByLabel('Status').selectOption({ label: 'Out for delivery' });
  await expect(panel.getByLabel('Delivered to')).toHaveCount(0);
  await panel.getByLabel('Location').fill('Abu Dhabi');
  await panel.getByRole('button', { name: 'Record scan' }).click();
  await expect(toast(admin.page, 'Recorded on 2 airway bills.')).toBeVisible();
  const results = panel.getByRole('region', { name: 'Scan results' });
  for (const awb of awbs) await expect(results.getByRole('row').filter({ hasText: awb })).toContainText('Recorded: Out for delivery.');
  // The next scan's toast says the same: let this one go first, so the check below is about the new one.
  await expect(toast(admin.page, 'Recorded on 2 airway bills.')).toBeHidden();

  // Delivered asks who received the parcels.
  await panel.getByLabel('Status').selectOption({ label: 'Delivered' });
  await panel.getByRole('button', { name: 'Record scan' }).click();
  await expect(panel.getByText('Please enter who received the shipment.')).toBeVisible();
  await expect(panel.getByLabel('Delivered to')).toBeFocused();
  await panel.getByLabel('Delivered to').fill('Omar Khalid');
  await panel.getByRole('button', { name: 'Record scan' }).click();
  await expect(toast(admin.page, 'Recorded on 2 airway bills.')).toBeVisible();
  for (const awb of awbs) await expect(results.getByRole('row').filter({ hasText: awb })).toContainText('Recorded: Delivered.');
  expect(await axeViolations(admin.page)).toEqual([]);

  // Once delivered, nothing more: each airway bill says why.
  await panel.getByLabel('Status').selectOption({ label: 'On hold' });
  await panel.getByLabel('Exception reason').fill('Address incomplete');
  await panel.getByRole('button', { name: 'Record scan' }).click();
  await expect(toast(admin.page, 'Recorded on 0 of 2 airway bills: see each result.')).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: awbs[0]! })).toContainText('Not recorded');
  await expect(results.getByRole('row').filter({ hasText: awbs[0]! })).toContainText(`Airway bill ${awbs[0]} was delivered: no further scans can be recorded.`);
  await admin.context.close();

  // Anyone tracking them on the home page sees them delivered.
  const visitor = await browser.newPage();
  await gotoHydrated(visitor, `/?track=${awbs.join(',')}`);
  for (const awb of awbs) {
    const result = visitor.getByRole('article', { name: `Airway bill ${awb}` });
    await expect(result).toContainText('Delivered');
    await expect(result.getByText('(completed)')).toHaveCount(5);
    await expect(result).toContainText('Out for delivery');
  }
  await visitor.close();
});

test('the Admin assigns and collects a pickup in the queue; the customer’s Pickup History shows Collected', async ({ page, browser, signIn }) => {
  await signIn('postpaid');
  const address = await createAddress(page, 'sender', { Name: uniqueName('Salem'), AddressLine1: 'Warehouse 9, Al Quoz 4', City: 'DXB' });
  const today = dubaiNow(new Date()).date;
  const date = pickupDates(new Date()).find((d) => d !== today)!;
  const scheduled = await page.request.post('/api/courier/SchedulePickup', {
    data: { AddressId: address._id, PickupDate: date, PickupWindowStart: '10:00', PickupWindowEnd: '13:00', Pieces: 2, WeightKg: 4 },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const bookingNo = ((await scheduled.json()) as { data: { BookingNo: string } }).data.BookingNo;

  const admin = await adminOn(browser, signIn, 'pickups');
  const panel = admin.page.getByRole('tabpanel', { name: 'Pickup queue' });
  const row = panel.getByRole('region', { name: 'Pickup queue' }).getByRole('row').filter({ has: admin.page.getByRole('rowheader').getByText(bookingNo) });
  // Tomorrow's pickups are in the default view (no date chosen); the search narrows it to
  // this one (searching first: other specs' pickups of today can fill the first page).
  await panel.getByLabel('Search pickups').fill(bookingNo);
  await expect(panel.getByRole('region', { name: 'Pickup queue' }).getByRole('rowheader')).toHaveCount(1);
  await expect(row).toContainText('Requested');
  await expect(row).toContainText(address.Name);
  await expect(row).toContainText('100001');

  await row.getByRole('button', { name: `Assign ${bookingNo}` }).click();
  const assign = admin.page.getByRole('dialog', { name: `Assign pickup ${bookingNo}` });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByText('Courier or route is required.')).toBeVisible();
  await assign.getByLabel('Courier or route').fill('Route 7 (Ahmed)');
  expect(await axeViolations(admin.page)).toEqual([]);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(admin.page, `The pickup is assigned: ${bookingNo}.`)).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(row).toContainText('Assigned');
  await expect(row).toContainText('Courier: Route 7 (Ahmed)');

  await row.getByRole('button', { name: `Collected ${bookingNo}` }).click();
  const confirm = admin.page.getByRole('dialog', { name: `Pickup ${bookingNo} collected?` });
  await confirm.getByRole('button', { name: 'Mark collected' }).click();
  await expect(toast(admin.page, `The pickup is collected: ${bookingNo}.`)).toBeVisible();
  await expect(row).toContainText('Collected');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(admin.page)).toEqual([]);
  await admin.context.close();

  // The customer sees it collected, with nothing left to cancel; tracking the booking says picked up.
  await gotoHydrated(page, '/Pickuphistory');
  await page.getByLabel('Search pickups').fill(bookingNo);
  const mine = page.getByRole('region', { name: 'Pickups' }).getByRole('row').filter({ has: page.getByRole('rowheader').getByText(bookingNo) });
  await expect(mine).toContainText('Collected');
  await expect(mine.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await gotoHydrated(page, `/?track=${bookingNo}&by=Booking`);
  await expect(page.getByRole('article')).toContainText('Picked up');
});

test('a customer opening /Operations is told they are not authorized, and has no Operations link', async ({ page, signIn }) => {
  await signIn('postpaid');
  await gotoHydrated(page, '/Operations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not authorized to access this page.');
  await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Operations' })).toHaveCount(0);
});
