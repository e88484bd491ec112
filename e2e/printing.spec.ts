// Printing airway bills on the production build: the browser session's
// cookie through the BFF to the courier API, the PDF back untouched, and the
// PDF itself readable (pdfkit's fonts and the barcode work in the bundled
// server, not only in Jest). The print buttons get their own test with the
// airway bill history page.
import type { APIRequestContext } from '@playwright/test';
import { readCode128, readPdf, readQr } from '../test/pdf-inspect';
import { DEMO_TRACKING, expect, test } from './fixtures';

/**
 * A reference the seed gives the prepaid account (Oasis, prefix OHB-: shipment 3
 * of courier-api/db/seed.ts). TrackByReference looks up a signed-in customer's
 * references in their own account only, so the answer is the account's AWB.
 */
const PREPAID_REFERENCE = 'OHB-1003';

async function ownAwb(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/courier/TrackByReference', { data: { TrackingAWB: [{ AirWayBillNo: PREPAID_REFERENCE }] } });
  expect(res.status()).toBe(200);
  const [found] = (await res.json()).data.AirwayBillTrackList as { AirWayBillNo: string; TrackingLogDetails: unknown[] }[];
  expect(found!.TrackingLogDetails.length).toBeGreaterThan(0);
  return found!.AirWayBillNo;
}

const print = (request: APIRequestContext, AirWayBillNo: string[], Layout = 'A4') =>
  request.post('/api/courier/AirwayBillPDFFormat', { data: { AirWayBillNo, Layout } });

test('a signed-in customer prints their own airway bill as a PDF that scans', async ({ page, login, baseURL }) => {
  await login(page, 'prepaid');
  const awb = await ownAwb(page.request);
  expect(awb).toMatch(/^\d{11}$/);

  const res = await print(page.request, [awb]);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toBe(`inline; filename="awb-${awb}.pdf"`);
  expect(res.headers()['cache-control']).toBe('no-store');
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [page1, ...rest] = await readPdf(bytes);
  expect(rest).toHaveLength(0);
  expect(page1!.text).toContain(awb);
  expect(page1!.text).toContain('SHIPPER COPY');
  expect(page1!.images.map(readCode128).filter(Boolean)).toEqual([awb, awb]);
  expect(page1!.images.map(readQr).filter(Boolean)).toEqual([`${baseURL}/?track=${awb}`, `${baseURL}/?track=${awb}`]);

  const label = await print(page.request, [awb], 'Label4x6');
  expect(label.status()).toBe(200);
  const labels = await readPdf(await label.body());
  expect(labels.at(-1)!.text).toContain(`of ${labels.length}`);
});

test("another account's airway bill is not found, and a visitor must sign in", async ({ page, login, playwright, baseURL }) => {
  await login(page, 'prepaid');
  // DEMO_TRACKING.created belongs to the postpaid account (Al Noor).
  const other = await print(page.request, [DEMO_TRACKING.created]);
  expect(other.status()).toBe(404);
  expect(await other.json()).toEqual({ code: expect.any(String), message: `Airway bill ${DEMO_TRACKING.created} was not found.` });

  const visitor = await playwright.request.newContext({ baseURL });
  try {
    const res = await print(visitor, [DEMO_TRACKING.created]);
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ code: expect.any(String), message: 'Please sign in to continue.' });
  } finally {
    await visitor.dispose();
  }
});
