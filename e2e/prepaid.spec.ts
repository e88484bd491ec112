// Prepaid accounts end to end: the prepaid customer requests a top-up, the
// Admin approves it on /Topuphistory, the customer sees the new balance and
// the ledger line on /PrepaidAccountStatus; an airway bill's debit shows in
// the ledger; a rejection with its reason; a postpaid user is refused the
// prepaid pages; keyboard use and axe on every screen.
import type { Browser, Page } from '@playwright/test';
import type { AccountStatus, TopupRequest } from '../lib/schemas/prepaid';
import type { ServiceType } from '../lib/schemas/service-types';
import { axeViolations, expect, gotoHydrated, test, type DemoUserKey } from './fixtures';

const NOT_AUTHORIZED = 'You are not authorized to access this page.';



const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const aed = (n: number) => `AED ${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The signed-in prepaid account's status, straight from the BFF. */
async function statusOf(page: Page): Promise<AccountStatus> {
  const res = await page.request.post('/api/courier/PrepaidAccountStatus', { data: {} });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: AccountStatus }).data;
}

/** An amount no other test (or run) uses, so its row and ledger line are unambiguous. */
const uniqueAmount = () => 100 + (Date.now() % 90_000) / 100;

async function requestTopupOnForm(page: Page, path: string, amount: number, reference: string): Promise<string> {
  await gotoHydrated(page, path);
  await expect(page.getByRole('button', { name: 'Request top-up' })).toBeEnabled();
  await page.getByLabel('Amount (AED)').fill(amount.toFixed(2));
  await expect(page.getByLabel('Payment method')).toHaveValue('BankTransfer');
  await page.getByLabel('Bank transfer reference').fill(reference);
  await page.getByRole('button', { name: 'Request top-up' }).click();
  const heading = page.getByRole('heading', { name: /^Top-up request TU\d{6} is submitted$/ });
  await expect(heading).toBeFocused();
  await expect(page.getByText('An Admin will confirm it once your payment is received.', { exact: false })).toBeVisible();
  return (await heading.textContent())!.match(/TU\d{6}/)![0];
}

/** A second browser context signed in as the Admin, on the review queue. */
async function adminQueue(browser: Browser, signIn: (who: DemoUserKey, page?: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn('admin', page);
  await gotoHydrated(page, '/Topuphistory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top-Up Requests');
  await expect(page.getByLabel('Status')).toHaveValue('Pending');
  return { context, page };
}

const rowOf = (page: Page, requestNo: string) =>
  page.getByRole('region', { name: 'Top-up requests' }).getByRole('row').filter({ has: page.getByRole('rowheader').getByText(requestNo, { exact: true }) });

/** A same-day airway bill from Sharjah to Abu Dhabi, typed in (no address book needed). */
async function airwayBillBody(page: Page) {
  const types = (await (await page.request.get('/api/courier/activeServicetypes')).json()) as { data: { ServiceTypes: ServiceType[] } };
  const ndd = types.data.ServiceTypes.find((s) => s.ServiceCode === 'NDD')!;
  return {
    Sender: { Name: 'Rahul Menon', Phone: '+971501234567', AddressLine1: 'Shop 5, Al Majaz Waterfront', City: 'SHJ' },
    Receiver: { Name: 'Aisha Rahman', Phone: '+971507654321', AddressLine1: 'Villa 7, Street 3', Country: 'AE', City: 'AUH' },
    ServiceTypeId: ndd._id,
    Pieces: [{ Weight: 1.5 }],
    Contents: 'Handmade soap',
  };
}

/** Creates it through the API as the signed-in customer; the debit is what the test then checks. */
async function createAirwayBill(page: Page, key: string) {
  const created = await page.request.post('/api/courier/CreateAirwayBill', { data: await airwayBillBody(page), headers: { 'Idempotency-Key': key } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { AirWayBillNo: string; Charges: { Total: number } } }).data;
}

test.describe('top-up, approval, balance and ledger', () => {
  test('oasis requests a top-up, the Admin approves it, oasis sees the balance and the ledger line', async ({ page, browser, signIn }) => {
    await signIn('prepaid');
    const before = await statusOf(page);
    const amount = uniqueAmount();
    const requestNo = await requestTopupOnForm(page, '/PrepaidTopuprequest', amount, 'FT-E2E-APPROVE');
    expect((await axeViolations(page))).toEqual([]);

    // Listed on the customer's history as pending.
    await gotoHydrated(page, '/Topuphistory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prepaid Top-Up Request History');
    await expect(rowOf(page, requestNo)).toContainText('Pending');
    await expect(rowOf(page, requestNo)).toContainText(aed(amount));
    expect((await axeViolations(page))).toEqual([]);

    const admin = await adminQueue(browser, signIn);
    const row = rowOf(admin.page, requestNo);
    await expect(row).toContainText('100002');
    await row.getByRole('button', { name: `Approve ${requestNo}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Approve top-up ${requestNo}?` });
    await expect(dialog).toContainText(`${aed(amount)} by bank transfer (ref. FT-E2E-APPROVE) will be added to the prepaid balance of account 100002`);
    await expect(dialog.getByLabel('Note (optional)')).toBeFocused();
    expect((await axeViolations(admin.page))).toEqual([]);
    await dialog.getByLabel('Note (optional)').fill('Received on the statement');
    await dialog.getByRole('button', { name: 'Approve top-up' }).click();
    await expect(toast(admin.page, `Top-up ${requestNo} is approved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(admin.page, requestNo)).toHaveCount(0);
    await admin.context.close();

    await gotoHydrated(page, '/PrepaidAccountStatus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prepaid Account Status');
    const balance = before.Balance + amount;
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText(aed(balance));
    await expect(page.getByRole('region', { name: 'Last top-up' })).toContainText(requestNo);
    const line = page.getByRole('region', { name: 'Ledger' }).getByRole('row').nth(1);
    await expect(line).toContainText(`Top-up ${requestNo} (Bank transfer, ref. FT-E2E-APPROVE)`);
    await expect(line).toContainText(`+${aed(amount)}`);
    await expect(line).toContainText(aed(balance));
    expect((await axeViolations(page))).toEqual([]);
  });

  test('an airway bill’s debit shows in the ledger; its retry with the same key is not charged again', async ({ page, signIn }) => {
    await signIn('prepaid');
    const before = await statusOf(page);
    const key = `e2e-prepaid-${Date.now()}`;
    const { AirWayBillNo, Charges } = await createAirwayBill(page, key);
    const again = await page.request.post('/api/courier/CreateAirwayBill', { data: await airwayBillBody(page), headers: { 'Idempotency-Key': key } });
    expect(again.status()).toBe(200);

    await gotoHydrated(page, '/PrepaidAccountStatus');
    const balance = Math.round((before.Balance - Charges.Total) * 100) / 100;
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText(aed(balance));
    const line = page.getByRole('region', { name: 'Ledger' }).getByRole('row').nth(1);
    await expect(line).toContainText(`Airway bill ${AirWayBillNo}`);
    await expect(line).toContainText('Shipment charge');
    await expect(line).toContainText(`−${aed(Charges.Total)}`);
    await expect(line).toContainText(aed(balance));

    // A date range without that day empties the ledger; "All dates" brings it back.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page.getByText('No money moved in these dates.')).toBeVisible();
    await page.getByRole('button', { name: 'All dates' }).click();
    await expect(page.getByRole('region', { name: 'Ledger' })).toContainText(`Airway bill ${AirWayBillNo}`);
  });

  test('cancelling an uncollected airway bill from its details gives the charge back', async ({ page, signIn }) => {
    await signIn('prepaid');
    const before = await statusOf(page);
    const { AirWayBillNo, Charges } = await createAirwayBill(page, `e2e-cancel-${Date.now()}`);

    await gotoHydrated(page, '/Managingshipping?tab=history');
    await page.getByLabel('Search', { exact: true }).fill(AirWayBillNo);
    const table = page.getByRole('region', { name: 'Airway bills' });
    // The search waits for a pause in typing: the one row comes after it.
    await expect(table.getByRole('rowheader')).toHaveText([AirWayBillNo]);
    await table.getByRole('button', { name: `Details of airway bill ${AirWayBillNo}` }).click();
    const details = page.getByRole('dialog', { name: `Airway bill ${AirWayBillNo}` });
    await details.getByRole('button', { name: 'Cancel airway bill' }).click();

    const confirm = page.getByRole('dialog', { name: `Cancel airway bill ${AirWayBillNo}?` });
    await expect(confirm.getByLabel('Reason for cancelling')).toBeFocused();
    // The reason is required, as the API says.
    await confirm.getByRole('button', { name: 'Cancel airway bill' }).click();
    await expect(confirm.getByText('Reason is required.')).toBeVisible();
    expect((await axeViolations(page))).toEqual([]);
    await confirm.getByLabel('Reason for cancelling').fill('Customer changed the order');
    await confirm.getByRole('button', { name: 'Cancel airway bill' }).click();
    const balance = Math.round(before.Balance * 100) / 100;
    await expect(toast(page, `Airway bill ${AirWayBillNo} is cancelled. ${aed(Charges.Total)} was refunded to your prepaid balance, which is now ${aed(balance)}.`)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(details.getByText('Status: Cancelled')).toBeVisible();
    await expect(details.getByRole('region', { name: 'Tracking log' })).toContainText('Shipment cancelled');
    await expect(details.getByRole('button', { name: 'Cancel airway bill' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByRole('row').filter({ hasText: AirWayBillNo })).toContainText('Cancelled');

    await gotoHydrated(page, '/PrepaidAccountStatus');
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText(aed(balance));
    const line = page.getByRole('region', { name: 'Ledger' }).getByRole('row').nth(1);
    await expect(line).toContainText(`Refund: airway bill ${AirWayBillNo} cancelled (Customer changed the order)`);
    await expect(line).toContainText(`+${aed(Charges.Total)}`);
  });

  test('a rejected request keeps the balance and shows the Admin’s reason; /Topuprequest is the same form', async ({ page, browser, signIn }) => {
    await signIn('prepaid');
    const before = await statusOf(page);
    const amount = uniqueAmount();
    const requestNo = await requestTopupOnForm(page, '/Topuprequest', amount, 'FT-E2E-REJECT');

    const admin = await adminQueue(browser, signIn);
    await rowOf(admin.page, requestNo).getByRole('button', { name: `Reject ${requestNo}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Reject top-up ${requestNo}?` });
    // The reason is required: the keyboard submit is refused until there is one.
    await dialog.getByLabel('Reason for rejecting').press('Tab');
    await dialog.getByRole('button', { name: 'Reject top-up' }).press('Enter');
    await expect(dialog.getByText('Please say why the top-up is rejected.')).toBeVisible();
    await dialog.getByLabel('Reason for rejecting').fill('No transfer with this reference');
    await dialog.getByRole('button', { name: 'Reject top-up' }).press('Enter');
    await expect(toast(admin.page, `Top-up ${requestNo} is rejected.`)).toBeVisible();
    await admin.context.close();

    await gotoHydrated(page, '/Topuphistory');
    await page.getByLabel('Status').selectOption('Rejected');
    // The filter is kept in the address, so the filtered list survives a reload.
    await expect(page).toHaveURL(/[?&]Status=Rejected/);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('Rejected');
    const row = rowOf(page, requestNo);
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText('No transfer with this reference');
    expect((await statusOf(page)).Balance).toBe(before.Balance);
  });

  test('the form explains what is wrong, field by field', async ({ page, signIn }) => {
    await signIn('prepaid');
    await gotoHydrated(page, '/PrepaidTopuprequest');
    await page.getByLabel('Amount (AED)').fill('5');
    await page.getByRole('button', { name: 'Request top-up' }).click();
    await expect(page.getByText('The smallest top-up is AED 10.')).toBeVisible();
    await expect(page.getByText('Please enter the bank transfer reference.')).toBeVisible();
    await expect(page.getByLabel('Amount (AED)')).toHaveAttribute('aria-invalid', 'true');
    // Cash needs no reference.
    await page.getByLabel('Payment method').selectOption('Cash');
    await expect(page.getByLabel('Reference (optional)')).toBeVisible();
    expect((await axeViolations(page))).toEqual([]);
  });
});

test.describe('who sees the prepaid pages', () => {
  for (const path of ['/PrepaidTopuprequest', '/Topuprequest', '/Topuphistory', '/PrepaidAccountStatus']) {
    test(`a postpaid user opening ${path} is told they are not authorized`, async ({ page, signIn }) => {
      await signIn('postpaid');
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_AUTHORIZED);
    });
  }

  test('the postpaid user’s drawer has no prepaid item', async ({ page, signIn }) => {
    await signIn('postpaid');
    await gotoHydrated(page, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Prepaid Account Status' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Top-Up/ })).toHaveCount(0);
  });

  test('the Admin reaches the prepaid pages from Manage Customers, not from the drawer (spec §6)', async ({ page, signIn }) => {
    await signIn('admin');
    await gotoHydrated(page, '/ManageSubUsers');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect(nav.getByRole('link', { name: 'Manage Customers', exact: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: /Top-Up|Prepaid/ })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Prepaid accounts' }).getByRole('link', { name: 'Prepaid top-up requests' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/topuphistory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top-Up Requests');
  });

  test('the Admin looks up an account’s status by number', async ({ page, signIn }) => {
    await signIn('admin');
    await gotoHydrated(page, '/PrepaidAccountStatus');
    await page.getByLabel('Account number').fill('100002');
    await page.getByLabel('Account number').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('AccountNo') === '100002');
    await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('Oasis Handmade Boutique');
    expect((await axeViolations(page))).toEqual([]);
    await page.getByLabel('Account number').fill('100001');
    await page.getByRole('button', { name: 'Show status' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Account 100001 is postpaid: it has no prepaid balance.' })).toBeVisible();
  });
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('the prepaid screens are cards that fit the screen, with no axe findings', async ({ page, signIn }) => {
    await signIn('prepaid');
    for (const path of ['/PrepaidTopuprequest', '/Topuphistory', '/PrepaidAccountStatus']) {
      await gotoHydrated(page, path);
      if (path !== '/PrepaidTopuprequest') await expect(page.getByRole('region', { name: path === '/Topuphistory' ? 'Top-up requests' : 'Ledger' })).toHaveAttribute('aria-busy', 'false');
      expect(await fits(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test('the Admin’s queue and an account’s status fit the screen, with no axe findings', async ({ page, signIn }) => {
    await signIn('admin');
    await gotoHydrated(page, '/Topuphistory?Status=');
    await expect(page.getByRole('region', { name: 'Top-up requests' })).toHaveAttribute('aria-busy', 'false');
    expect(await fits(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, '/PrepaidAccountStatus?AccountNo=100002');
    await expect(page.getByRole('region', { name: 'Ledger' })).toHaveAttribute('aria-busy', 'false');
    expect(await fits(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
