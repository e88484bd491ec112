// Invoices and payments end to end: the Admin generates last month's invoices
// through the BFF; the postpaid customer finds the invoice on /Invoices,
// downloads its PDF, pays part of it by test card on /PaymentDues (and sees a
// declined card refused), finds both attempts on /TransactionHistory; a bank
// transfer waits for the Admin, who confirms it; a prepaid account is told it
// has no invoices; axe and keyboard use on every screen.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { previousPeriod, periodLabel } from '../lib/schemas/invoices';
import { readPdf } from '../test/pdf-inspect';
import { toast } from './address-book-helpers';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const PERIOD = previousPeriod(new Date());
let invoiceNo = '';

interface DueInvoice {
  InvoiceNo: string;
  AmountDue: number;
  PendingPayments: number;
}
async function dueOf(page: Page): Promise<DueInvoice> {
  const res = await page.request.get('/api/courier/DueInvoices');
  expect(res.status()).toBe(200);
  return ((await res.json()).data.Invoices as DueInvoice[]).find((i) => i.InvoiceNo === invoiceNo)!;
}

const aed = (n: number) => `AED ${n.toLocaleString('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;


async function openDues(page: Page) {
  await gotoHydrated(page, '/PaymentDues');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments Dues');
  await expect(page.getByRole('region', { name: 'Open invoices' })).toHaveAttribute('aria-busy', 'false');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Fatima Al Mansoori');
}

test('the Admin generates last month\'s invoices, once', async ({ page, signIn }) => {
  await signIn('admin');
  const first = await page.request.post('/api/courier/GenerateInvoices', { data: { Period: PERIOD } });
  expect([200, 201]).toContain(first.status());
  const again = await page.request.post('/api/courier/GenerateInvoices', { data: { Period: PERIOD } });
  expect(again.status()).toBe(200);
  expect((await again.json()).data.AlreadyInvoiced).toContain('100001');
  const list = await page.request.post('/api/courier/Invoices', { data: { search: '100001', limit: 100 } });
  const mine = ((await list.json()).data.Invoices as Array<{ InvoiceNo: string; Period: string }>).find((i) => i.Period === PERIOD);
  expect(mine?.InvoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
  invoiceNo = mine!.InvoiceNo;
});

test('the customer finds the invoice on /Invoices and downloads the tax invoice', async ({ page, signIn }) => {
  await signIn('postpaid');
  await gotoHydrated(page, '/Invoices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  const row = page.getByRole('region', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNo });
  await expect(row).toContainText(periodLabel(PERIOD));
  await expect(row).toContainText('Open');
  await page.getByLabel('Status').selectOption('Paid');
  await expect(page).toHaveURL(/[?&]Status=Paid(&|$)/);
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNo })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('Unpaid');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of invoice ${invoiceNo}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await readPdf(new Uint8Array(bytes))).map((p) => p.text).join(' ');
  for (const words of ['TAX INVOICE', invoiceNo, 'Al Noor Trading LLC', 'TRN 100234567800003', 'Balance due AED']) expect(text).toContain(words);
  const res = await page.request.post('/api/courier/InvoicePDF', { data: { InvoiceNo: invoiceNo } });
  expect(res.headers()['content-type']).toBe('application/pdf');
});

test('the customer pays part of it by test card; a declined card changes nothing', async ({ page, signIn }) => {
  await signIn('postpaid');
  const before = await dueOf(page);
  await openDues(page);
  await expect(page.getByRole('definition').first()).toBeVisible();
  await page.getByRole('checkbox', { name: invoiceNo }).check();
  await expect(page.getByLabel('Amount (AED)')).toHaveValue((before.AmountDue - before.PendingPayments).toFixed(2));
  await page.getByLabel('Amount (AED)').fill('10');
  await page.getByRole('radio', { name: 'Card (test mode)' }).check();
  await expect(page.getByText('Test mode: no real card is charged.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay by card (test mode)' }).click();
  await expect(toast(page, 'Payment received. Thank you.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Applied AED 10.00 to ${invoiceNo}` })).toBeVisible();
  const invoiceRow = page.getByRole('region', { name: 'Open invoices' }).getByRole('row').filter({ hasText: invoiceNo });
  await expect(invoiceRow).toContainText('Partially paid');
  await expect(invoiceRow).toContainText(aed(before.AmountDue - 10));
  expect((await dueOf(page)).AmountDue).toBeCloseTo(before.AmountDue - 10, 2);
  await expect(page.getByRole('region', { name: 'Recent payments' }).getByRole('row').filter({ hasText: 'Succeeded' }).first()).toContainText('AED 10.00');

  // Keyboard only: tick, type, switch method, submit with Enter.
  await page.getByRole('checkbox', { name: invoiceNo }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: invoiceNo })).toBeChecked();
  await page.getByLabel('Amount (AED)').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByLabel('Name on card').press('Enter');
  await expect(toast(page, 'Your card was declined.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent payments' }).getByRole('row').filter({ hasText: 'Failed' }).first()).toContainText('Your card was declined.');
  expect((await dueOf(page)).AmountDue).toBeCloseTo(before.AmountDue - 10, 2);
});

test('both attempts are on /TransactionHistory', async ({ page, signIn }) => {
  await signIn('postpaid');
  await gotoHydrated(page, '/TransactionHistory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');
  const table = page.getByRole('region', { name: 'Transactions' });
  await expect(table.getByRole('row').filter({ hasText: `for ${invoiceNo}` }).first()).toContainText('+AED 10.00');
  await expect(table.getByRole('row').filter({ hasText: 'failed: Your card was declined.' }).first()).toContainText('Failed');
  await expect(table.getByRole('row').filter({ hasText: `Invoice ${invoiceNo}` })).toContainText('Charge');
  await page.getByLabel('Type').selectOption('Charge');
  await expect(table.getByRole('row').filter({ hasText: 'Card' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a bank transfer waits for the Admin, who confirms it', async ({ page, browser, signIn }) => {
  await signIn('postpaid');
  const before = await dueOf(page);
  const reference = `FT${Date.now()}`;
  await openDues(page);
  await page.getByLabel('Amount (AED)').fill('5');
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByLabel('Transfer reference').fill(reference);
  await page.getByRole('button', { name: 'Submit transfer reference' }).click();
  await expect(toast(page, 'Your bank transfer is recorded.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent payments' }).getByRole('row').filter({ hasText: reference })).toContainText('Awaiting confirmation');

  const admin = await (await browser.newContext()).newPage();
  await signIn('admin', admin);
  await openAdminDues(admin);
  const queue = admin.getByRole('region', { name: 'Bank transfers to confirm' });
  const row = queue.getByRole('row').filter({ hasText: reference });
  const paymentNo = (await row.getByRole('rowheader').locator('span').first().textContent())!.trim();
  await row.getByRole('button', { name: `Confirm ${paymentNo}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Confirm transfer ${paymentNo}` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await dialog.getByLabel('Note (optional)').fill('Seen on the statement');
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(toast(admin, `Payment ${paymentNo} is confirmed and applied to its invoices.`)).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await admin.context().close();
  expect((await dueOf(page)).AmountDue).toBeCloseTo(before.AmountDue - 5, 2);
});

async function openAdminDues(page: Page) {
  await gotoHydrated(page, '/PaymentDues');
  await expect(page.getByRole('region', { name: 'Bank transfers to confirm' })).toHaveAttribute('aria-busy', 'false');
}

test('the billing screens have no axe violations', async ({ page, signIn }) => {
  await signIn('postpaid');
  await gotoHydrated(page, '/Invoices');
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNo })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await openDues(page);
  await page.getByRole('radio', { name: 'Card (test mode)' }).check();
  await page.getByRole('button', { name: 'Pay by card (test mode)' }).click();
  await expect(page.getByText('Card number is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the Admin\'s /Invoices lists every account, and running a month again is harmless', async ({ page, signIn }) => {
  await signIn('admin');
  await gotoHydrated(page, '/Invoices');
  const row = page.getByRole('region', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNo });
  await expect(row).toContainText('100001 · Al Noor Trading LLC');
  await expect(page.getByLabel('Invoice month')).toHaveValue(PERIOD);
  await page.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(toast(page, `No new invoices for ${periodLabel(PERIOD)}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a prepaid account is told it has no invoices', async ({ page, signIn }) => {
  await signIn('prepaid');
  await gotoHydrated(page, '/Invoices');
  await expect(page.getByText('Your account is prepaid')).toBeVisible();
  await gotoHydrated(page, '/PaymentDues');
  await expect(page.getByText('Your account is prepaid')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the transaction filters live in the address, and a range with To before From is not asked for', async ({ page, signIn }) => {
  await signIn('postpaid');
  await gotoHydrated(page, '/TransactionHistory?Type=Payment');
  await expect(page.getByLabel('Type')).toHaveValue('Payment');
  const table = page.getByRole('region', { name: 'Transactions' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('row').filter({ hasText: 'Charge' })).toHaveCount(0);
  await page.getByLabel('From').fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await expect(page.getByText('To cannot be before From.')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Type')).toHaveValue('');
  await expect(page).toHaveURL(/\/TransactionHistory$/);
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 844 : 900 } });

    const screens = {
      postpaid: [['/Invoices', 'Invoices'], ['/PaymentDues', 'Open invoices'], ['/TransactionHistory', 'Transactions']],
      admin: [['/Invoices', 'Invoices'], ['/PaymentDues', 'Bank transfers to confirm']],
    } as const;
    for (const who of ['postpaid', 'admin'] as const) {
      test(`the ${who} billing screens fit the screen, with no axe findings`, async ({ page, signIn }) => {
        await signIn(who);
        for (const [path, region] of screens[who]) {
          await gotoHydrated(page, path);
          await expect(page.getByRole('region', { name: region, exact: true })).toHaveAttribute('aria-busy', 'false');
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await axeViolations(page)).toEqual([]);
        }
      });
    }
  });
}
