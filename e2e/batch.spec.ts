// The "Batch upload" tab end to end on the production build: the template
// downloads through the BFF, a file with a bad row is checked in the browser
// and its problems listed with nothing created, a row only the API can refuse
// is listed the same way, the fixed file uploads (progress bar, idempotency
// key, the BFF's larger body limit) into a batch that is listed and prints as
// one PDF in both layouts.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { readPdf } from '../test/pdf-inspect';
import { createAddress, uniqueName } from './address-book-helpers';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openBatchTab(page: Page) {
  await gotoHydrated(page, '/Managingshipping?tab=batch');
  await expect(page.getByRole('tab', { name: 'Batch upload' })).toHaveAttribute('aria-selected', 'true');
}

async function chooseFile(page: Page, name: string, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

async function batchesNamed(request: APIRequestContext, fileName: string): Promise<number> {
  const res = await request.get(`/api/courier/GetAllBatchNumber?${new URLSearchParams({ search: fileName })}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.Total as number;
}

/** Clicks a print button and reads the PDF the BFF returned; the browser opens it in a new tab. */
async function printedPdf(page: Page, click: () => Promise<void>, layout: 'A4' | 'Label4x6') {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/courier/AirwayBillBatchPDFFormat') && r.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await click();
  const res = await response;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const body = JSON.parse(res.request().postData()!);
  expect(body.Layout).toBe(layout);
  await (await popup).close();
  // The browser consumed the PDF as a blob (no body to read back here): the same request again, with the same cookie.
  const again = await page.request.post('/api/courier/AirwayBillBatchPDFFormat', { data: body });
  expect(again.status()).toBe(200);
  return readPdf(await again.body());
}

test('a customer downloads the template, sees every problem of a bad file, then uploads it fixed and prints the batch', async ({ page, login }) => {
  await login(page, 'postpaid');
  // A default sender of this test's own: blank SenderAddressId rows ship from it.
  const sender = uniqueName('Batch Sender');
  await createAddress(page, 'sender', { Name: sender, City: 'SHJ', IsDefault: true });
  await openBatchTab(page);

  // The template, through the BFF with the session's cookie.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the CSV template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('batch-upload-template.csv');
  const template = await readFile((await file.path())!, 'utf8');
  const [header, example1, example2] = template.trim().split('\r\n');
  expect(header).toMatch(/^SenderAddressId,ReceiverName,.*,Reference,SpecialInstructions$/);
  const ref = stamp();
  const withRef = (line: string, n: number) => line!.replace(/ORDER-100\d/, `E2E-${ref}-${n}`);
  const good = [withRef(example1!, 1), withRef(example2!, 2)];

  // Row 4's city is unknown: the browser finds it and nothing is sent.
  const fileName = `orders-${ref}.csv`;
  await chooseFile(page, fileName, [header, ...good, good[0]!.replace('Abu Dhabi', 'Atlantis')].join('\r\n'));
  const problems = page.getByRole('region', { name: 'Problems in the file' });
  await expect(page.getByRole('alert').filter({ hasText: 'The file has 1 problem; nothing was created.' })).toBeVisible();
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^4ReceiverCity"Atlantis" is not a city we deliver to in AE\./);
  await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
  expect(await batchesNamed(page.request, fileName)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // Row 3 passes the browser's check, but the international service does not deliver in the UAE: the API lists it the same way.
  await chooseFile(page, fileName, [header, good[0], good[0]!.replace(/,SDD,|,EXP,|,NDD,/, ',IEX,')].join('\r\n'));
  await page.getByRole('button', { name: 'Upload 2 shipments' }).click();
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^3ServiceCode.*does not deliver to United Arab Emirates\.$/);
  expect(await batchesNamed(page.request, fileName)).toBe(0);

  // Fixed: checked, uploaded with a real progress bar (the answer is held back to look at it), created.
  await chooseFile(page, fileName, [header, ...good, withRef(example1!, 3)].join('\r\n'));
  await expect(page.getByText(`${fileName}: 3 shipments checked and ready to upload.`)).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/courier/BatchUpload', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload 3 shipments' }).click();
  const bar = page.getByRole('progressbar', { name: 'Batch upload progress' });
  await expect(bar).toBeVisible();
  expect(Number(await bar.getAttribute('value'))).toBeGreaterThanOrEqual(40);
  release();
  await expect(page.getByRole('heading', { name: 'Batch created' })).toBeFocused();
  await page.unroute('**/api/courier/BatchUpload');
  const batchNo = (await page.getByTestId('created-batch').textContent())!.trim();
  expect(batchNo).toMatch(/^B\d{8}-[A-Z0-9]{6}$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Batch ${batchNo} created with 3 shipments.` })).toBeVisible();
  expect(await batchesNamed(page.request, fileName)).toBe(1);

  // One PDF for the whole batch: a page per shipment on A4.
  const a4 = await printedPdf(page, () => page.getByRole('button', { name: 'Print batch (A4)' }).click(), 'A4');
  expect(a4).toHaveLength(3);
  expect(a4.every((p) => p.text.includes(sender))).toBe(true);

  // The batch list: found by its file name, printed as labels from its row.
  const list = page.getByRole('region', { name: 'Batches' });
  await page.getByLabel('Search batches').fill(fileName);
  await expect(list.getByRole('row')).toHaveCount(2);
  const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: batchNo }) });
  await expect(row).toContainText(fileName);
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  const labels = await printedPdf(page, () => row.getByRole('button', { name: 'Print 4×6' }).click(), 'Label4x6');
  expect(labels.length).toBe(4); // the second example has two pieces: a label each
  // The row's print buttons are disabled (faded) until the print is done: axe looks at the list after it.
  for (const name of ['Print A4', 'Print 4×6']) await expect(row.getByRole('button', { name })).toBeEnabled();
  // The page got its focus back from the PDF's tab, so SWR reads the list again, its rows faded meanwhile
  // (DataTable's loading): axe measured the faded buttons' contrast once (a flaky failure in CI, session 32).
  await expect(page.getByRole('region', { name: 'Batches', exact: true })).toHaveAttribute('aria-busy', 'false');
  expect(await axeViolations(page)).toEqual([]);
});

test('the Admin has no batch upload tab and cannot upload through the API', async ({ page, login }) => {
  await login(page, 'admin');
  await gotoHydrated(page, '/Managingshipping');
  await expect(page.getByRole('tab', { name: 'Airway bill history' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Batch upload' })).toHaveCount(0);
  const res = await page.request.post('/api/courier/BatchUpload', { data: { FileName: 'a.csv', Csv: 'ReceiverName\r\nA' } });
  expect(res.status()).toBe(403);
});
