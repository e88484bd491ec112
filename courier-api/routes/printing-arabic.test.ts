// Arabic on the PDFs, on a real database: an airway bill booked through
// CreateAirwayBill with an Arabic receiver, printed on A4 and as a 4×6 label,
// and a postpaid account's tax invoice with its Arabic name, in English and
// bilingual. The PDFs are read back with pdf.js as a reader would copy them:
// the Arabic words come out whole and in reading order, a mixed line is laid
// out right to left, the barcode and QR code still scan, and documents without
// Arabic keep the standard fonts.
import { eq } from 'drizzle-orm';
import { readCode128, readPdf, readQr, type PdfPage } from '@/test/pdf-inspect';
import { accounts } from '../db/schema';
import { AR_HEADINGS } from '../services/invoices/pdf-format';
import { createTestApi, type TestApi } from '../test-utils';
import { generate, pdfOf as invoicePdf } from './billing-fixtures';
import { createAwb, loadServices, typedBody } from './shipments-fixtures';

const SITE_URL = 'https://print.saqr.test';
process.env.SITE_URL = SITE_URL;

const NAME = 'محمد أحمد';
const STREET = 'شارع الشيخ زايد، دبي';
/** Arabic with numbers and an English name in it: read right to left as برج 12، شقة 305 - Marina Gate. */
const BUILDING = 'برج 12، شقة 305 - Marina Gate';
const COMPANY = 'مؤسسة النور للتجارة';
const EMBEDDED_FONT = '+IBMPlexSansArabic';
/** The shipment is booked on this day, and invoiced for its month. */
const BOOKED = new Date('2024-06-12T08:00:00Z');

let t: TestApi;
let token: string;
let arabicAwb: string;
let englishAwb: string;

beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = BOOKED;
  token = await t.login('postpaid');
});
beforeAll(async () => {
  const serviceId = await loadServices(t);
  const body = typedBody(serviceId, { Contents: 'هدايا', Reference: 'طلب 77', SpecialInstructions: 'اتصل قبل التسليم' });
  const arabic = await createAwb(t, { ...body, Receiver: { ...body.Receiver, Name: NAME, AddressLine1: STREET, AddressLine2: BUILDING } }, { token });
  expect(arabic.status).toBe(201);
  arabicAwb = arabic.json.data.AirWayBillNo;
  const english = await createAwb(t, typedBody(serviceId), { token });
  expect(english.status).toBe(201);
  englishAwb = english.json.data.AirWayBillNo;
});
afterAll(() => t.close());

async function print(awb: string, Layout: 'A4' | 'Label4x6') {
  const res = await t.api.request('/AirwayBillPDFFormat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ AirWayBillNo: [awb], Layout }),
  });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
/** Letters in order without the spaces a reader may add where Arabic kerning widens a gap. */
const compact = (s: string) => s.replace(/\s+/g, '');

/** The text items between `left` and `right` on the line of the item containing `word`, right to left: an Arabic line in reading order. */
function rightToLeft(page: PdfPage, word: string, left: number, right: number): string {
  const anchor = page.items.find((i) => i.str.includes(word));
  expect(anchor).toBeDefined();
  return page.items
    .filter((i) => Math.abs(i.y - anchor!.y) < 0.5 && i.x >= left - 0.5 && i.x + i.w <= right + 0.5)
    .sort((a, b) => b.x - a.x)
    .map((i) => i.str)
    .join(' ');
}

describe('an airway bill with an Arabic receiver', () => {
  // Layout, pages (one per piece on labels), the page's inset, the left and right edges of the receiver's text.
  it.each([
    ['A4', 1, 36, 307.64, 553.28],
    ['Label4x6', 2, 8, 14, 274],
  ] as const)('prints the Arabic shaped, in reading order and inside the page (%s)', async (layout, pages, inset, left, right) => {
    const bytes = await print(arabicAwb, layout);
    expect(latin1(bytes)).toContain(EMBEDDED_FONT);
    const read = await readPdf(bytes);
    expect(read).toHaveLength(pages);
    for (const page of read) {
      // Whole words in logical order: pdf.js turns the drawn (visual) glyphs back into reading order.
      expect(page.text).toContain(NAME);
      expect(page.text).toContain(STREET);
      expect(page.text).toContain('هدايا');
      expect(compact(rightToLeft(page, 'برج', left, right))).toBe(compact(BUILDING));
      // An Arabic line starts on the right of the receiver's box, as an Arabic reader expects.
      const name = page.items.find((i) => i.str === NAME)!;
      expect(name.x + name.w).toBeCloseTo(right, 0);
      for (const item of page.items) {
        expect(item.x).toBeGreaterThanOrEqual(inset - 0.01);
        expect(item.x + item.w).toBeLessThanOrEqual(page.width - inset + 0.01);
      }
      const codes = page.images.map(readCode128).filter(Boolean);
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set([arabicAwb]));
      expect(page.images.map(readQr).filter(Boolean)).toContain(`${SITE_URL}/?track=${arabicAwb}`);
    }
    if (layout === 'A4') expect(read[0]!.text).toContain('اتصل قبل التسليم');
  });

  it('leaves a bill without Arabic in the standard fonts, as before', async () => {
    const bytes = await print(englishAwb, 'A4');
    expect(latin1(bytes)).not.toContain(EMBEDDED_FONT);
    const [page] = await readPdf(bytes);
    expect(page!.text).toContain('Omar Khalid');
  });
});

describe('InvoicePDF with Arabic', () => {
  let invoiceNo: string;
  let admin: string;

  beforeAll(async () => {
    await t.database.db.update(accounts).set({ companyName: `${COMPANY} ذ.م.م`, addressLine1: 'مكتب 204، برج الخليج' }).where(eq(accounts.accountNo, '100001'));
    t.clock.now = new Date('2024-07-02T08:00:00Z');
    admin = await t.login('admin');
    token = await t.login('postpaid');
    const gen = await generate(t, admin, '2024-06');
    expect(gen.status).toBe(201);
    invoiceNo = gen.json.data.Generated.find((i: { AccountNo: string }) => i.AccountNo === '100001').InvoiceNo;
  });

  it('prints the Arabic customer name in English invoices, which keep their English headings only', async () => {
    const res = await invoicePdf(t, token, { InvoiceNo: invoiceNo });
    expect(res.status).toBe(200);
    const [page] = await readPdf(res.bytes);
    expect(page!.text).toContain(COMPANY);
    expect(page!.text).toContain('TAX INVOICE');
    for (const heading of ['رقم الفاتورة', 'فاتورة إلى', 'الرصيد المستحق بالدرهم']) expect(page!.text).not.toContain(heading);
  });

  it('is bilingual with Language "both": every heading in English and in Arabic, side by side', async () => {
    const res = await invoicePdf(t, token, { InvoiceNo: invoiceNo, Language: 'both' });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const [page] = await readPdf(res.bytes);
    // Brackets aside (pdf.js reverses an Arabic line without mirroring them back), each heading's Arabic reads in logical order.
    const unbracketed = (s: string) => compact(s).replace(/[()]/g, '');
    const text = unbracketed(page!.text);
    const printed = Object.entries(AR_HEADINGS).filter(([en]) => !['not registered', 'continued'].includes(en) && !/\d/.test(en));
    for (const [en, ar] of printed) {
      expect(page!.text).toContain(en);
      expect(text).toContain(unbracketed(ar));
    }
    // A heading with a figure in it: the words, then the figure on their left (read after them).
    expect(text).toContain(unbracketed('توريدات بالنسبة الأساسية'));
    expect(text).toContain(unbracketed('ضريبة القيمة المضافة'));
    // Words with lam-alef and other ligatures come back letter for letter.
    for (const words of ['فاتورة إلى', 'تاريخ الاستحقاق', 'الإجمالي بالدرهم', 'الرصيد المستحق بالدرهم', 'رقم التسجيل الضريبي', `${COMPANY} ذ.م.م`]) {
      expect(text).toContain(compact(words));
    }
    // Side by side: an Arabic caption on the same line as its English one, to its right.
    const en = page!.items.find((i) => i.str === 'Balance due AED')!;
    const ar = page!.items.find((i) => i.str === 'الرصيد المستحق بالدرهم')!;
    expect(Math.abs(ar.y - en.y)).toBeLessThan(1);
    expect(ar.x).toBeGreaterThan(en.x + en.w);
  });

  it('refuses an unknown language', async () => {
    const res = await t.call('POST', 'InvoicePDF', { token, body: { InvoiceNo: invoiceNo, Language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Language must be one of en, both.');
  });
});
