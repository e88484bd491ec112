// AirwayBillPDFFormat and AirwayBillBatchPDFFormat on a real database: who may
// print what, the PDF's pages and words, and that its barcode and QR code
// really scan (decoded from the PDF's own images, as a scanner would).
import { eq, sql } from 'drizzle-orm';
import { readCode128, readPdf, readQr, type PdfPage } from '@/test/pdf-inspect';
import { MAX_PRINT_AWBS } from '@/lib/schemas/printing';
import { site } from '@/lib/site';
import { batches, shipmentPieces, shipments, users } from '../db/schema';
import { DEMO_TRACKING, DEMO_USERS } from '../db/seed';
import { generateAwb } from '../services/awb';
import { createTestApi, queryRows, type TestApi } from '../test-utils';

const SITE_URL = 'https://print.saqr.test';
process.env.SITE_URL = SITE_URL; // read lazily by lib/env.ts at the first request

let t: TestApi;
const signedIn = new Map<keyof typeof DEMO_USERS, Promise<string>>();
/** A demo user's access token, signed in once on first use. */
function token(who: keyof typeof DEMO_USERS): Promise<string> {
  if (!signedIn.has(who)) signedIn.set(who, t.login(who));
  return signedIn.get(who)!;
}
const accountIds: Record<'prepaid' | 'postpaid', string> = { prepaid: '', postpaid: '' };
let prepaidAwbs: string[] = [];
let cod3: string; // a prepaid COD shipment with three weighed pieces
let longOne: string; // a prepaid shipment whose every field is too long for its box

async function insertShipment(account: 'prepaid' | 'postpaid', o: Partial<typeof shipments.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(shipments)
    .values({
      awbNo: generateAwb(),
      accountId: accountIds[account],
      serviceCode: 'NDD',
      originCity: 'Sharjah', originCityCode: 'SHJ', originCountry: 'AE',
      destinationCity: 'Dubai', destinationCityCode: 'DXB', destinationCountry: 'AE',
      status: 'CREATED',
      weightGrams: 1200,
      senderName: 'Oasis Handmade Boutique',
      receiverName: 'Priya Nair',
      ...o,
    })
    .returning({ id: shipments.id, awbNo: shipments.awbNo });
  return row!;
}

beforeAll(async () => {
  t = await createTestApi();
});
beforeAll(async () => {
  const accs = await queryRows<{ id: string; account_no: string }>(t.database, sql`select id, account_no from accounts`);
  accountIds.postpaid = accs.find((a) => a.account_no === '100001')!.id;
  accountIds.prepaid = accs.find((a) => a.account_no === '100002')!.id;
  prepaidAwbs = (
    await queryRows<{ awb_no: string }>(t.database, sql`select awb_no from shipments where account_id = ${accountIds.prepaid} order by awb_no limit 5`)
  ).map((r) => r.awb_no);

  const cod = await insertShipment('prepaid', {
    pieces: 3, weightGrams: 4500, chargeableGrams: 5000, codAmountFils: 15_000, reference: 'OHB-COD-1',
    senderCompany: 'Oasis Handmade Boutique', senderPhone: '+971501234567', senderAddressLine1: 'Shop 5, Al Majaz Waterfront',
    receiverPhone: '+971507654321', receiverAddressLine1: 'Flat 301, Marina Gate', receiverAddressLine2: 'Dubai Marina',
    contents: 'Handmade soap', bookingNo: 'BK12345678',
    createdAt: new Date('2026-11-23T21:30:00Z'), // already 24 November in Dubai
  });
  await t.database.db.insert(shipmentPieces).values([1, 2, 3].map((n) => ({ shipmentId: cod.id, pieceNo: n, weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 10 })));
  cod3 = cod.awbNo;
  const long = 'Wadi Al Safa Residential Complex Building Number Forty Two Apartment 1205 Tower B '.repeat(2);
  longOne = (
    await insertShipment('prepaid', {
      senderName: 'Mohammed Abdullah Saeed Al Mansoori Trading And General Contracting', senderCompany: long, senderAddressLine1: long, senderAddressLine2: long,
      receiverName: 'Noura Khalifa Mohammed Saeed Al Suwaidi Al Mazrouei Al Dhaheri', receiverCompany: long, receiverAddressLine1: long, receiverAddressLine2: long,
      contents: long, specialInstructions: long, reference: 'REF-'.padEnd(40, 'X'),
      destinationCity: 'Riyadh', destinationCityCode: 'RUH', destinationCountry: 'SA', serviceCode: 'IEX',
    })
  ).awbNo;
});
afterAll(() => t.close());

function print(body: unknown, token?: string, path = 'AirwayBillPDFFormat') {
  return t.api.request(`/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function pdfOf(res: Response): Promise<PdfPage[]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return readPdf(bytes);
}

/** Every barcode and QR code on the page, decoded. */
function scan(page: PdfPage) {
  return {
    barcodes: page.images.map(readCode128).filter(Boolean),
    qrs: page.images.map(readQr).filter(Boolean),
  };
}

const compact = (s: string) => s.replace(/\s+/g, '');

describe('AirwayBillPDFFormat, A4', () => {
  it('is registered with the Print_Airway_Bill permission', () => {
    for (const path of ['AirwayBillPDFFormat', 'AirwayBillBatchPDFFormat']) {
      expect(t.api.routeList).toContainEqual({ method: 'POST', path, access: { permission: 'Print_Airway_Bill' } });
    }
  });

  it('prints one page with a shipper and a consignee copy whose barcodes and QR codes scan', async () => {
    const res = await print({ AirWayBillNo: [cod3], Layout: 'A4' }, await token('prepaid'));
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="awb-${cod3}.pdf"`);
    const pages = await pdfOf(res);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(Math.round(page!.width)).toBe(595);
    for (const words of [site.name, 'SHIPPER COPY', 'CONSIGNEE COPY', 'COD AED 150.00', 'NDD', 'Priya Nair', 'Flat 301, Marina Gate', 'OHB-COD-1', 'BK12345678', 'Handmade soap', '5 kg', '24 Nov 2026']) {
      expect(page!.text).toContain(words);
    }
    expect(page!.text).toContain(cod3);
    const { barcodes, qrs } = scan(page!);
    expect(barcodes).toEqual([cod3, cod3]);
    expect(qrs).toEqual([`${SITE_URL}/?track=${cod3}`, `${SITE_URL}/?track=${cod3}`]);
  });

  it('prints one page per airway bill, in the order asked, duplicates once', async () => {
    const asked = [prepaidAwbs[2]!, cod3, prepaidAwbs[0]!, cod3];
    const res = await print({ AirWayBillNo: asked, Layout: 'A4' }, await token('prepaid'));
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="awb-${asked[0]}-and-2-more.pdf"`);
    const pages = await pdfOf(res);
    expect(pages.map((p) => scan(p).barcodes[0])).toEqual([asked[0], cod3, asked[2]]);
    // A seeded shipment has no COD and few address fields: the bill prints what exists.
    expect(pages[0]!.text).toContain('NON-COD');
    expect(pages[0]!.text).not.toContain('COD AED');
  });

  it('keeps long text inside the page and its boxes, cut with an ellipsis', async () => {
    // Inside the copy's inner margin on A4 (page margin 28 + padding 8), the label's 8 pt margin.
    for (const [Layout, inset] of [['A4', 36], ['Label4x6', 8]] as const) {
      const [page] = await pdfOf(await print({ AirWayBillNo: [longOne], Layout }, await token('prepaid')));
      expect(page!.text).toContain('…');
      for (const item of page!.items) {
        expect(item.x).toBeGreaterThanOrEqual(inset - 0.01);
        expect(item.x + item.w).toBeLessThanOrEqual(page!.width - inset + 0.01);
      }
      expect(scan(page!).barcodes[0]).toBe(longOne);
    }
  });
});

describe('AirwayBillPDFFormat, 4×6 labels', () => {
  it('prints one 288×432 pt label per piece, "Piece n of 3", each one scanning', async () => {
    const pages = await pdfOf(await print({ AirWayBillNo: [cod3], Layout: 'Label4x6' }, await token('prepaid')));
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect([page.width, page.height]).toEqual([288, 432]);
      expect(page.text).toContain(`Piece ${i + 1} of 3`);
      expect(page.text).toContain('COD AED 150.00');
      expect(page.text).toContain('1.5 kg, 30×20×10 cm (total 5 kg)');
      expect(page.text).toContain('24 Nov 2026');
      expect(compact(page.text)).toContain(cod3);
      expect(scan(page)).toEqual({ barcodes: [cod3], qrs: [`${SITE_URL}/?track=${cod3}`] });
    });
  });

  it('falls back to the shipment piece count when no piece rows exist', async () => {
    const [seeded] = await queryRows<{ awb_no: string; pieces: number }>(
      t.database,
      sql`select awb_no, pieces from shipments where account_id = ${accountIds.prepaid} and pieces > 1 limit 1`,
    );
    const pages = await pdfOf(await print({ AirWayBillNo: [seeded!.awb_no], Layout: 'Label4x6' }, await token('prepaid')));
    expect(pages).toHaveLength(seeded!.pieces);
    expect(pages.at(-1)!.text).toContain(`Piece ${seeded!.pieces} of ${seeded!.pieces}`);
  });
});

describe('AirwayBillPDFFormat: who may print what', () => {
  it('answers 401 to a visitor', async () => {
    const res = await print({ AirWayBillNo: [cod3], Layout: 'A4' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: expect.any(String), message: 'Please sign in to continue.' });
  });

  it('answers 403 without Print_Airway_Bill, and prints once it is granted', async () => {
    const [own] = await queryRows<{ awb_no: string }>(t.database, sql`select awb_no from shipments where account_id = ${accountIds.postpaid} limit 1`);
    const setPrint = (on: boolean) =>
      t.database.db
        .update(users)
        .set({ permissions: sql`${users.permissions} || ${JSON.stringify({ Print_Airway_Bill: on, Air_Way_bill_history: true })}::jsonb` })
        .where(eq(users.username, DEMO_USERS.subUser.username));
    await setPrint(false);
    const denied = await print({ AirWayBillNo: [own!.awb_no], Layout: 'A4' }, await token('subUser'));
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ code: expect.any(String), message: 'You are not authorized to access this page.' });
    await setPrint(true);
    expect((await pdfOf(await print({ AirWayBillNo: [own!.awb_no], Layout: 'A4' }, await token('subUser')))).length).toBe(1);
    await setPrint(false);
  });

  it("answers 404 naming another account's or an unknown airway bill, never printing the rest", async () => {
    const other = DEMO_TRACKING.created; // Al Noor's (postpaid)
    const res = await print({ AirWayBillNo: [cod3, other], Layout: 'A4' }, await token('prepaid'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: expect.any(String), message: `Airway bill ${other} was not found.` });
    const unknown = ['10000000001', '10000000012'];
    const two = await print({ AirWayBillNo: unknown, Layout: 'Label4x6' }, await token('postpaid'));
    expect(two.status).toBe(404);
    expect((await two.json()).message).toBe(`These airway bills were not found: ${unknown.join(', ')}.`);
    // The owner prints it.
    expect((await pdfOf(await print({ AirWayBillNo: [other], Layout: 'A4' }, await token('postpaid')))).length).toBe(1);
  });

  it('lets the Admin print any account', async () => {
    const pages = await pdfOf(await print({ AirWayBillNo: [cod3, DEMO_TRACKING.created], Layout: 'A4' }, await token('admin')));
    expect(pages.map((p) => scan(p).barcodes[0])).toEqual([cod3, DEMO_TRACKING.created]);
  });

  it.each([
    ['an empty list', { AirWayBillNo: [], Layout: 'A4' }, 'Please choose at least one airway bill to print.'],
    ['101 numbers', { AirWayBillNo: Array.from({ length: MAX_PRINT_AWBS + 1 }, () => generateAwb()), Layout: 'A4' }, 'You can print up to 100 airway bills at a time.'],
    ['a short number', { AirWayBillNo: ['12345'], Layout: 'A4' }, 'Each airway bill number must be 11 digits.'],
    ['an object for a number', { AirWayBillNo: [{ $ne: 1 }], Layout: 'A4' }, 'Airway bill number must be text.'],
    ['a string for the list', { AirWayBillNo: 'x', Layout: 'A4' }, 'AirWayBillNo must be a list of airway bill numbers.'],
    ['an unknown layout', { AirWayBillNo: ['12345678901'], Layout: 'A5' }, 'Layout must be one of A4, Label4x6.'],
    ['no layout', { AirWayBillNo: ['12345678901'] }, 'Layout is required.'],
  ])('answers 400 to %s', async (_name, body, message) => {
    const res = await print(body, await token('prepaid'));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });
});

describe('AirwayBillBatchPDFFormat', () => {
  const BATCH = 'BT-PRINT-0001';
  let batchAwbs: string[] = [];

  beforeAll(async () => {
    const [batch] = await t.database.db
      .insert(batches)
      .values({ batchNo: BATCH, accountId: accountIds.prepaid, fileName: 'orders.csv', shipmentCount: 2 })
      .returning();
    const a = await insertShipment('prepaid', { batchId: batch!.id, pieces: 2 });
    const b = await insertShipment('prepaid', { batchId: batch!.id, codAmountFils: 15_000 });
    batchAwbs = [a.awbNo, b.awbNo];
  });

  it("prints the batch's shipments: a page each on A4, a label per piece", async () => {
    const res = await print({ BatchNo: BATCH, Layout: 'A4' }, await token('prepaid'), 'AirwayBillBatchPDFFormat');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="batch-${BATCH}.pdf"`);
    const pages = await pdfOf(res);
    expect(pages.map((p) => scan(p).barcodes[0]).sort()).toEqual([...batchAwbs].sort());
    expect(pages.some((p) => p.text.includes('COD AED 150.00'))).toBe(true);
    const labels = await pdfOf(await print({ BatchNo: BATCH, Layout: 'Label4x6' }, await token('prepaid'), 'AirwayBillBatchPDFFormat'));
    expect(labels).toHaveLength(3);
    expect(labels.filter((p) => p.text.includes('of 2'))).toHaveLength(2);
  });

  it("answers 404 naming another account's or an unknown batch; the Admin prints any", async () => {
    for (const [BatchNo, who] of [[BATCH, 'postpaid'], ['BT-NOPE', 'prepaid']] as const) {
      const res = await print({ BatchNo, Layout: 'A4' }, await token(who), 'AirwayBillBatchPDFFormat');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: expect.any(String), message: `Batch ${BatchNo} was not found.` });
    }
    expect(await pdfOf(await print({ BatchNo: BATCH, Layout: 'A4' }, await token('admin'), 'AirwayBillBatchPDFFormat'))).toHaveLength(2);
  });

  it('validates the body and the access', async () => {
    const bad = await print({ BatchNo: '../x', Layout: 'A4' }, await token('prepaid'), 'AirwayBillBatchPDFFormat');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Batch number may contain only letters, digits, hyphens and underscores.');
    expect((await print({ BatchNo: BATCH, Layout: 'x' }, await token('prepaid'), 'AirwayBillBatchPDFFormat')).status).toBe(400);
    expect((await print({ BatchNo: BATCH, Layout: 'A4' }, undefined, 'AirwayBillBatchPDFFormat')).status).toBe(401);
  });
});
