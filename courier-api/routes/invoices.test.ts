// GenerateInvoices, Invoices, InvoicePDF, DueInvoices and PaymentDues on a
// real database: exact figures (Dubai month boundaries, VAT as charged,
// cancelled and uncharged shipments left out), idempotent generation,
// numbering without gaps or duplicates under concurrent runs and after a
// rolled-back run, permissions, account isolation, the tax invoice PDF's
// words, and ageing.
import { sql } from 'drizzle-orm';
import { readPdf } from '@/test/pdf-inspect';
import { INVOICE_STATUS_NAMES } from '@/lib/schemas/invoices';
import { site } from '@/lib/site';
import { INVOICE_STATUSES } from '../db/schema';
import { generateInvoices } from '../services/invoices/generate';
import { createTestApi, queryRows, type TestApi } from '../test-utils';
import { charged, generate, NOW, pdfOf, setUpBilling, type Billing } from './billing-fixtures';
import { ACCOUNT_NOT_FOUND, invoiceNotFound, NO_ACCOUNT } from './invoices';

let t: TestApi;
let b: Billing;
const awb: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApi();
  t.clock.now = NOW;
});
beforeAll(async () => {
  b = await setUpBilling(t);
  const { alnoor, oasis, desert } = b.account;
  awb.A = (await charged(t, alnoor, '2024-01-01T00:30:00+04:00', 12_600, 600)).awbNo; // 20:30 UTC on 31 Dec: still January in Dubai
  awb.B = (await charged(t, alnoor, '2024-01-15T10:00:00+04:00', 25_000, 0, { reference: 'ANT-PO-77' })).awbNo; // an export: zero-rated
  awb.C = (await charged(t, alnoor, '2024-01-31T23:59:00+04:00', 5_250, 250)).awbNo;
  awb.D = (await charged(t, alnoor, '2024-02-01T00:00:00+04:00', 2_100, 100)).awbNo; // February in Dubai
  awb.E = (await charged(t, alnoor, '2024-01-20T10:00:00+04:00', 9_999, 476, { status: 'CANCELLED' })).awbNo;
  awb.F = (await charged(t, alnoor, '2024-01-21T10:00:00+04:00', 0, 0)).awbNo;
  awb.I = (await charged(t, alnoor, '2023-12-31T23:59:00+04:00', 1_050, 50)).awbNo;
  await charged(t, oasis, '2024-01-10T10:00:00+04:00', 3_150, 150); // prepaid: never invoiced
  await charged(t, desert, '2024-01-05T09:00:00+04:00', 10_500, 500);
  // February and March for the concurrent runs.
  await charged(t, alnoor, '2024-02-14T10:00:00+04:00', 52_500, 2_500);
  await charged(t, desert, '2024-02-10T10:00:00+04:00', 21_000, 1_000);
  await charged(t, alnoor, '2024-03-05T10:00:00+04:00', 31_500, 1_500);
  await charged(t, desert, '2024-03-06T10:00:00+04:00', 4_200, 200);
});
afterAll(() => t.close());

const list = (token: string, body: object = {}) => t.call('POST', 'Invoices', { token, body });
const numbersOf = async (year: string) =>
  (await queryRows<{ invoice_no: string }>(t.database, sql`select invoice_no from invoices where invoice_no like ${`INV-${year}-%`} order by invoice_no`)).map((r) => r.invoice_no);
const counter = async (name: string) => (await queryRows<{ value: number }>(t.database, sql`select value::int from counters where name = ${name}`))[0]?.value ?? null;

describe('GenerateInvoices', () => {
  it('invoices every postpaid account for the Dubai month with exact figures', async () => {
    const res = await generate(t, b.tokens.admin, '2024-01');
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('2 invoices generated for January 2024.');
    expect(res.json.data.AlreadyInvoiced).toEqual([]);
    const [alnoor, desert] = res.json.data.Generated;
    expect(alnoor).toEqual({
      _id: expect.any(String),
      InvoiceNo: 'INV-2024-000001',
      AccountNo: '100001',
      CompanyName: 'Al Noor Trading LLC',
      Period: '2024-01',
      PeriodStart: '2024-01-01',
      PeriodEnd: '2024-01-31',
      IssueDate: '2024-02-01',
      DueDate: '2024-03-02',
      Lines: 3,
      Subtotal: 420,
      Vat: 8.5,
      Total: 428.5,
      Paid: 0,
      AmountDue: 428.5,
      PendingPayments: 0,
      Status: 'Open',
      IsOverdue: true,
      DaysOverdue: 39,
      Currency: 'AED',
      CreatedAt: NOW.toISOString(),
    });
    expect(desert).toMatchObject({ InvoiceNo: 'INV-2024-000002', AccountNo: '100903', Subtotal: 100, Vat: 5, Total: 105, Lines: 1 });
  });

  it('bills each shipment at its charge, in date order, and writes one ledger charge', async () => {
    const lines = await queryRows(t.database, sql`
      select l.line_no, s.awb_no, l.net_fils::int as net, l.vat_fils::int as vat, l.description from invoice_lines l
      join invoices i on i.id = l.invoice_id join shipments s on s.id = l.shipment_id
      where i.invoice_no = 'INV-2024-000001' order by l.line_no`);
    expect(lines).toEqual([
      { line_no: 1, awb_no: awb.A, net: 12_000, vat: 600, description: `Airway bill ${awb.A}, NDD Dubai to Abu Dhabi` },
      { line_no: 2, awb_no: awb.B, net: 25_000, vat: 0, description: `Airway bill ${awb.B} (ref. ANT-PO-77), IEX Dubai to Riyadh (SA)` },
      { line_no: 3, awb_no: awb.C, net: 5_000, vat: 250, description: `Airway bill ${awb.C}, NDD Dubai to Abu Dhabi` },
    ]);
    const ledger = await queryRows(t.database, sql`
      select kind, amount_fils::int as amount, balance_after_fils::int as after, reference from ledger_entries where account_id = ${b.account.alnoor}`);
    expect(ledger).toEqual([{ kind: 'shipment_charge', amount: -42_850, after: -42_850, reference: 'INV-2024-000001' }]);
  });

  it('invoices a month once: a second run makes nothing and uses no number', async () => {
    const res = await generate(t, b.tokens.admin, '2024-01');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ Period: '2024-01', Generated: [], AlreadyInvoiced: ['100001', '100903'] });
    expect(await numbersOf('2024')).toEqual(['INV-2024-000001', 'INV-2024-000002']);
    expect(await counter('invoice-2024')).toBe(2);
  });

  it('never leaves a gap or a duplicate when runs race, and numbers by the year of issue', async () => {
    const periods = ['2024-02', '2024-03', '2023-12', '2024-02', '2024-03', '2023-12', '2024-02', '2024-03'];
    const answers = await Promise.all(periods.map((p) => generate(t, b.tokens.admin, p)));
    for (const a of answers) expect([200, 201]).toContain(a.status);
    expect(answers.reduce((n, a) => n + a.json.data.Generated.length, 0)).toBe(5);
    expect(await numbersOf('2024')).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `INV-2024-00000${n}`));
    expect(await counter('invoice-2024')).toBe(7);
    const perPeriod = await queryRows(t.database, sql`
      select a.account_no, i.period_start::text as period, count(*)::int as n from invoices i join accounts a on a.id = i.account_id
      group by 1, 2 order by 2, 1`);
    expect(perPeriod).toEqual([
      { account_no: '100001', period: '2023-12-01', n: 1 },
      { account_no: '100001', period: '2024-01-01', n: 1 },
      { account_no: '100903', period: '2024-01-01', n: 1 },
      { account_no: '100001', period: '2024-02-01', n: 1 },
      { account_no: '100903', period: '2024-02-01', n: 1 },
      { account_no: '100001', period: '2024-03-01', n: 1 },
      { account_no: '100903', period: '2024-03-01', n: 1 },
    ]);
    const dec = await queryRows(t.database, sql`select invoice_no, issue_date::text as issue, total_fils::int as total from invoices where period_start = '2023-12-01'`);
    expect(dec).toEqual([{ invoice_no: expect.stringMatching(/^INV-2024-/), issue: '2024-01-01', total: 1_050 }]);
    // Each shipment is on one invoice at most.
    const twice = await queryRows(t.database, sql`select shipment_id from invoice_lines group by 1 having count(*) > 1`);
    expect(twice).toEqual([]);
  });

  it('takes the number back when an account\'s invoicing fails half-way', async () => {
    await charged(t, b.account.alnoor, '2023-11-10T10:00:00+04:00', 2_100, 100, { reference: 'BOOM' });
    await charged(t, b.account.desert, '2023-11-11T10:00:00+04:00', 3_150, 150);
    await t.database.db.execute(sql.raw(`
      create function fail_boom() returns trigger language plpgsql as $$
      begin if new.description like '%BOOM%' then raise exception 'line refused'; end if; return new; end $$`));
    await t.database.db.execute(sql.raw('create trigger fail_boom before insert on invoice_lines for each row execute function fail_boom()'));
    await expect(generateInvoices(t.database.db, '2023-11', { userId: null, now: NOW })).rejects.toThrow();
    expect(await counter('invoice-2023')).toBeNull();
    expect(await queryRows(t.database, sql`select 1 from invoices where period_start = '2023-11-01'`)).toEqual([]);
    await t.database.db.execute(sql.raw('drop trigger fail_boom on invoice_lines'));
    await t.database.db.execute(sql.raw('drop function fail_boom()'));
    const res = await generate(t, b.tokens.admin, '2023-11');
    expect(res.json.data.Generated.map((i: { InvoiceNo: string }) => i.InvoiceNo)).toEqual(['INV-2023-000001', 'INV-2023-000002']);
  });

  it('refuses a month that has not ended, a malformed one, and anyone but the Admin', async () => {
    expect((await generate(t, b.tokens.admin, '2024-04')).json).toEqual({ code: expect.any(String), errorCodes: expect.any(Object), message: 'A month can be invoiced once it has ended.', errors: { Period: 'A month can be invoiced once it has ended.' } });
    for (const bad of ['2024-13', '2024-1', '', 202401, null, { $gt: '' }, '1999-12']) expect((await generate(t, b.tokens.admin, bad)).status).toBe(400);
    expect((await generate(t, b.tokens.alnoor, '2024-01')).status).toBe(403);
    expect((await t.call('POST', 'GenerateInvoices', { body: { Period: '2024-01' } })).status).toBe(401);
  });

  it('keeps the status list equal to the schema', () => {
    expect([...INVOICE_STATUS_NAMES]).toEqual([...INVOICE_STATUSES]);
  });
});

describe('Invoices', () => {
  it('lists the account\'s own invoices, newest first, with paging', async () => {
    const res = await list(b.tokens.alnoor, { limit: 2 });
    expect(res.status).toBe(200);
    expect(res.json.data.Total).toBe(5);
    expect(res.json.data.Invoices.map((i: { Period: string }) => i.Period)).toEqual(['2024-03', '2024-02']);
    const page3 = await list(b.tokens.alnoor, { limit: 2, page: 3 });
    expect(page3.json.data.Invoices.map((i: { Period: string }) => i.Period)).toEqual(['2023-11']);
    // The sub-user of the same account reads the same invoices.
    expect((await list(b.tokens.sub)).json.data.Total).toBe(5);
  });

  it('filters by status and overdue, and searches by number', async () => {
    expect((await list(b.tokens.alnoor, { Status: 'Overdue' })).json.data.Total).toBe(4);
    expect((await list(b.tokens.alnoor, { Status: 'Unpaid' })).json.data.Total).toBe(5);
    expect((await list(b.tokens.alnoor, { Status: 'Paid' })).json.data.Total).toBe(0);
    const found = await list(b.tokens.alnoor, { search: 'inv-2024-000001' });
    expect(found.json.data.Invoices.map((i: { InvoiceNo: string }) => i.InvoiceNo)).toEqual(['INV-2024-000001']);
    expect((await list(b.tokens.alnoor, { Status: 'Late' })).status).toBe(400);
  });

  it('keeps accounts apart; the Admin sees and searches every account', async () => {
    const desert = await list(b.tokens.desert);
    expect(desert.json.data.Invoices.every((i: { AccountNo: string }) => i.AccountNo === '100903')).toBe(true);
    expect(desert.json.data.Total).toBe(4);
    // A customer's search never reaches another account, even by its number.
    expect((await list(b.tokens.desert, { search: '100001' })).json.data.Total).toBe(0);
    expect((await list(b.tokens.oasis)).json.data).toEqual({ Invoices: [], Total: 0, Page: 1, Limit: 10 });
    expect((await list(b.tokens.admin)).json.data.Total).toBe(9);
    expect((await list(b.tokens.admin, { search: 'desert rose' })).json.data.Total).toBe(4);
    expect((await t.call('POST', 'Invoices', { body: {} })).status).toBe(401);
  });
});

describe('InvoicePDF', () => {
  it('is a tax invoice with both parties, the TRNs, the lines and the totals', async () => {
    const res = await pdfOf(t, b.tokens.alnoor, { InvoiceNo: 'inv-2024-000001' });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe('inline; filename="INV-2024-000001.pdf"');
    const pages = await readPdf(res.bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    for (const words of [
      'TAX INVOICE', site.legalName, `TRN ${site.trn}`, 'Al Noor Trading LLC', 'TRN 100234567800003', 'INV-2024-000001',
      '01 Feb 2024', '02 Mar 2024', '01 Jan 2024 to 31 Jan 2024', awb.A, awb.B, awb.C,
      'Standard-rated supplies (5%)', '170.00', 'Zero-rated supplies (exports, 0%)', '250.00',
      'Subtotal excluding VAT', '420.00', 'VAT 5%', '8.50', 'Total AED', 'AED 428.50', 'Amount paid', '0.00', 'Balance due AED',
      'Page 1 of 1',
    ]) expect(text).toContain(words);
    expect(text).not.toContain(awb.D);
  });

  it('runs a long invoice over numbered pages with the table header repeated', async () => {
    for (let i = 0; i < 45; i++) await charged(t, b.account.desert, `2023-10-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00+04:00`, 1_050, 50);
    const gen = await generate(t, b.tokens.admin, '2023-10');
    const no = gen.json.data.Generated[0].InvoiceNo;
    const pages = await readPdf((await pdfOf(t, b.tokens.desert, { InvoiceNo: no })).bytes);
    expect(pages.length).toBe(2);
    expect(pages[1]!.text).toContain(`Tax invoice ${no} (continued)`);
    expect(pages[1]!.text).toContain('Amount (AED)');
    expect(pages[1]!.text).toContain('Page 2 of 2');
    expect(pages[1]!.text).toContain('AED 472.50');
  });

  it('answers 404 for another account\'s invoice, as for an unknown one', async () => {
    for (const token of [b.tokens.desert, b.tokens.oasis]) {
      const res = await t.call('POST', 'InvoicePDF', { token, body: { InvoiceNo: 'INV-2024-000001' } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(invoiceNotFound('INV-2024-000001'));
    }
    expect((await pdfOf(t, b.tokens.admin, { InvoiceNo: 'INV-2024-000001' })).status).toBe(200);
    expect((await t.call('POST', 'InvoicePDF', { token: b.tokens.alnoor, body: { InvoiceNo: 'INV-1' } })).status).toBe(400);
  });
});

describe('DueInvoices and PaymentDues', () => {
  const due = (token: string, query = '') => t.call('GET', `DueInvoices${query}`, { token });

  it('lists the open invoices oldest due first with their amount due', async () => {
    const res = await due(b.tokens.alnoor);
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d.AccountNo).toBe('100001');
    expect(d.Invoices.map((i: { Period: string; AmountDue: number; DaysOverdue: number }) => [i.Period, i.AmountDue, i.DaysOverdue])).toEqual([
      ['2023-11', 21, 101],
      ['2023-12', 10.5, 70],
      ['2024-01', 428.5, 39],
      ['2024-02', 546, 10],
      ['2024-03', 315, 0],
    ]);
    expect(d.TotalDue).toBe(1321);
    // POST answers the same; AccountNo may name the caller's own account.
    expect((await t.call('POST', 'DueInvoices', { token: b.tokens.alnoor, body: { AccountNo: '100001' } })).json.data).toEqual(d);
    expect((await due(b.tokens.alnoor, '?AccountNo=100001')).json.data).toEqual(d);
  });

  it('answers 404 for another account\'s number and lets the Admin choose one', async () => {
    const other = await due(b.tokens.desert, '?AccountNo=100001');
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(ACCOUNT_NOT_FOUND);
    const admin = await due(b.tokens.admin, '?AccountNo=100903');
    expect(admin.json.data.Invoices.every((i: { AccountNo: string }) => i.AccountNo === '100903')).toBe(true);
    expect((await due(b.tokens.admin, '?AccountNo=999999')).status).toBe(404);
    expect((await due(b.tokens.admin)).json.data.Invoices).toHaveLength(10);
    expect((await due(b.tokens.oasis)).json.data).toEqual({ AccountNo: '100002', Invoices: [], TotalDue: 0, PendingPayments: 0, Currency: 'AED' });
    expect((await due(b.tokens.alnoor, '?AccountNo=<x>')).status).toBe(400);
  });

  it('sums what is due and overdue by age, with the credit still available', async () => {
    const [{ fils }] = await queryRows<{ fils: number }>(t.database, sql`
      select coalesce(sum(total_fils), 0)::int as fils from shipments s where account_id = ${b.account.alnoor}
        and status <> 'CANCELLED' and not exists (select 1 from invoice_lines l where l.shipment_id = s.id)`);
    const res = await t.call('POST', 'PaymentDues', { token: b.tokens.alnoor, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      AccountNo: '100001',
      CompanyName: 'Al Noor Trading LLC',
      PaymentType: 'PD',
      TotalDue: 1321,
      Overdue: 1006,
      NotYetDue: 315,
      OpenInvoices: 5,
      OverdueInvoices: 4,
      Ageing: { Current: 315, Days1To30: 546, Days31To60: 428.5, Days61To90: 10.5, Over90: 21 },
      PendingPayments: 0,
      NextDueDate: '2024-05-01',
      UninvoicedCharges: fils / 100,
      CreditLimit: 50_000,
      CreditUsed: (132_100 + fils) / 100,
      AvailableCredit: Math.max(0, 5_000_000 - 132_100 - fils) / 100,
      Currency: 'AED',
    });
  });

  it('gives the Admin every postpaid account and a prepaid account nothing to pay', async () => {
    const admin = (await t.call('POST', 'PaymentDues', { token: b.tokens.admin, body: {} })).json.data;
    expect(admin.AccountNo).toBeNull();
    expect(admin.Accounts.map((a: { AccountNo: string }) => a.AccountNo)).toEqual(['100001', '100903']);
    expect(admin.Accounts[0]).toMatchObject({ TotalDue: 1321, Overdue: 1006, CreditLimit: 50_000 });
    expect(admin.TotalDue).toBe(1321 + admin.Accounts[1].TotalDue);
    const oasis = (await t.call('POST', 'PaymentDues', { token: b.tokens.oasis, body: {} })).json.data;
    expect(oasis).toMatchObject({ PaymentType: 'PP', TotalDue: 0, UninvoicedCharges: 0, CreditLimit: null, AvailableCredit: null });
  });

  it('is for signed-in users with an account (or the Admin)', async () => {
    expect((await t.call('POST', 'PaymentDues', { body: {} })).status).toBe(401);
    expect(NO_ACCOUNT).toMatch(/customer account/);
  });
});
