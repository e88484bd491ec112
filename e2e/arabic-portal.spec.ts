// The portal in Arabic, end to end, as the postpaid customer: on
// /ar/Managingshipping an airway bill is created (the default sender address
// from the book, a typed receiver) and printed; on /ar/Schedulepickupbooking
// a pickup collecting it is scheduled. Every word asserted is read from the
// Arabic message files (and the API's Arabic table), so the test follows their
// wording; English behaviour is e2e/shipping.spec.ts's and e2e/pickups.spec.ts's.
import type { Locator, Page } from '@playwright/test';
import { API_MESSAGES_AR } from '../lib/i18n/api-messages.ar';
import booking from '../lib/i18n/messages/ar/booking.json';
import pickups from '../lib/i18n/messages/ar/pickups.json';
import portal from '../lib/i18n/messages/ar/portal.json';
import shipping from '../lib/i18n/messages/ar/shipping.json';
import { createAddress, uniqueMobile, uniqueName } from './address-book-helpers';
import { expect, gotoHydrated, test, printsPdf } from './fixtures';

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The values of a select's real options (not its "choose …" prompt). */
const optionValues = (select: Locator) => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function expectArabicPage(page: Page, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}


test('in Arabic, a postpaid customer creates and prints an airway bill, then schedules its pickup', async ({ page, login }) => {
  await login(page, 'postpaid');
  const senderName = uniqueName('Hamdan');
  const sender = await createAddress(page, 'sender', { Name: senderName, AddressLine1: 'Warehouse 7, Al Quoz 3', City: 'DXB', IsDefault: true });
  const receiver = { name: uniqueName('Layla'), mobile: uniqueMobile() };

  // The create tab, in Arabic and right to left.
  await gotoHydrated(page, '/ar/Managingshipping?tab=create');
  await expectArabicPage(page, portal.pages.Managingshipping);
  await expect(page.getByRole('tab', { name: shipping.tabs.create })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: shipping.tabs.history })).toBeVisible();

  // The default sender address is preselected from the book.
  const from = group(page, shipping.create.sender);
  const saved = from.getByLabel(shipping.party.saved.sender);
  await expect(saved.locator('option:checked')).toContainText(senderName);
  await expect(from.locator('address')).toContainText('Warehouse 7, Al Quoz 3');

  // A typed receiver (the default mode), the package and the first service with a live price.
  const to = group(page, shipping.create.receiver);
  await expect(to.getByLabel(shipping.party.modes.typed)).toBeChecked();
  await to.getByLabel(booking.party.Name, { exact: true }).fill(receiver.name);
  await to.getByLabel(booking.party.phone, { exact: true }).fill(receiver.mobile.national);
  await to.locator('#Receiver-City').selectOption('AUH');
  await to.locator('#Receiver-AddressLine1').fill('Villa 8, Khalifa City');
  await page.locator('#Pieces-0-Weight').fill('1.5');
  await page.locator('#Contents').fill('Handmade soap');
  await page.getByLabel(shipping.parcel.reference).fill(`AR-${Date.now().toString(36).toUpperCase()}`);
  const service = group(page, shipping.parcel.service);
  await service.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: shipping.create.submit }).click();

  // Created: the heading takes the focus, the API's message is in Arabic, the charge in dirhams.
  await expect(page.getByRole('heading', { name: shipping.create.created })).toBeFocused();
  const awb = (await page.getByTestId('created-awb').textContent())!.trim();
  expect(awb).toMatch(/^\d{11}$/);
  await expect(page.getByText(API_MESSAGES_AR.AWB_CREATED.replace('{awb}', awb), { exact: true })).toBeVisible();
  await expect(page.getByText(/د\.إ\./).first()).toBeVisible();
  await printsPdf(page, shipping.create.printA4, 'A4');
  await printsPdf(page, shipping.create.print4x6, 'Label4x6');

  // The pickup: the same default address, a window the form offers, and the new airway bill ticked.
  await gotoHydrated(page, '/ar/Schedulepickupbooking');
  await expectArabicPage(page, portal.pages.Schedulepickupbooking);
  await expect(page.getByLabel(pickups.form.address, { exact: true })).toHaveValue(sender._id);
  const date = page.locator('#PickupDate');
  await date.selectOption((await optionValues(date))[0]!);
  const start = page.locator('#PickupWindowStart');
  await start.selectOption((await optionValues(start))[0]!);
  await page.locator('#PickupWindowEnd').selectOption('18:00');
  await page.getByLabel(pickups.form.pieces, { exact: true }).fill('2');
  await page.getByLabel(pickups.form.weight, { exact: true }).fill('7.5');
  await page.getByRole('checkbox', { name: new RegExp(awb) }).check();
  await page.getByRole('button', { name: pickups.form.submit }).click();

  // Scheduled: the panel in Arabic (two pieces in the dual), the booking number, the airway bill, and a tracking link that stays in Arabic.
  const panel = page.getByRole('region', { name: pickups.success.title });
  await expect(page.getByRole('heading', { name: pickups.success.title })).toBeFocused();
  const bookingNo = (await page.getByTestId('booking-no').textContent())!.trim();
  expect(bookingNo).toMatch(/^BK\d{8}$/);
  await expect(panel).toContainText('قطعتان');
  await expect(panel).toContainText(awb);
  await expect(panel.getByRole('link', { name: pickups.success.track })).toHaveAttribute('href', `/ar?track=${bookingNo}&by=Booking`);
});
