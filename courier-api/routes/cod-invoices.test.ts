// COD statements that settle the account's unpaid invoices (issue 15, the
// account's CodSettlesInvoices), on a real database: nothing is touched while
// the setting is off; with it on, invoices are paid oldest due first through
// the payment service (a CodRemittance payment, its allocations, the invoices'
// status, a ledger entry) as far as the collected cash less the fee goes,
// never below zero, leaving what a pending bank transfer reserved; a card
// payment racing the statement never pays an invoice twice; the statement's files name the invoices; the ledgers still balance.
// The collections are written straight into the ledger (collected by card,
// so handed over at once): the courier's side has its own tests.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { codCollections } from '../db/schema';
import { queryRows, useTestApi } from '../test-utils';
import { charged, generate, NOW, setUpBilling, storedInvoice, type Billing } from './billing-fixtures';

const { t, tokens } = useTestApi({ courierDay: true, now: NOW, logins: { ops: 'ops' } });
let b: Billing;
let courierId: string;
const no: Record<'jan' | 'feb' | 'dec' | 'mar', string> = { jan: '', feb: '', dec: '', mar: '' };
const CARD = { Number: '4242424242424242', Expiry: '12/30', Cvc: '123', Name: 'Huda Al Hammadi' };

/** The invoice number generated for the desert account's period. */
async function invoiceOf(period: string) {
  const [row] = await queryRows<{ no: string }>(t.database, sql`select invoice_no as no from invoices where account_id = ${b.account.desert} and period_start = ${`${period}-01`}`);
  return row!.no;
}

beforeAll(async () => {
  b = await setUpBilling(t);
  [{ id: courierId }] = await queryRows<{ id: string }>(t.database, sql`select id from users where role = 'Courier' order by username limit 1`);
  // Desert Rose: January AED 105.00 and February AED 52.50, both unpaid.
  await charged(t, b.account.desert, '2024-01-11T10:00:00+04:00', 10_500, 500);
  await charged(t, b.account.desert, '2024-02-11T10:00:00+04:00', 5_250, 250);
  for (const p of ['2024-01', '2024-02']) expect((await generate(t, b.tokens.admin, p)).status).toBe(201);
  no.jan = await invoiceOf('2024-01');
  no.feb = await invoiceOf('2024-02');
});

/** COD collected (by card: handed over at once) for the desert account's parcels on a Dubai day of April 2024. */
async function collected(day: string, amounts: number[]) {
  const at = new Date(`2024-04-${day}T11:00:00+04:00`);
  for (const amountFils of amounts) {
    const s = await charged(t, b.account.desert, at.toISOString(), 1_050, 50, { codAmountFils: amountFils });
    await t.database.db.insert(codCollections).values({ shipmentId: s.id, accountId: b.account.desert, courierId, amountFils, method: 'card', collectedAt: at, handedOverAt: at });
  }
}
const remit = (day: string) => t.call('POST', 'CodRemittances', { token: tokens.ops, body: { Account: '100903', From: `2024-04-${day}`, To: `2024-04-${day}` } });
const codSettings = (body: object, token = b.tokens.admin) => t.call('PUT', 'Accounts/Cod', { token, body: { _id: b.account.desert, ...body } });
const codPayments = () =>
  queryRows<{ payment_no: string; amount: number; status: string; reference: string }>(
    t.database,
    sql`select payment_no, amount_fils::int as amount, status, reference from payments where account_id = ${b.account.desert} and provider = 'CodRemittance' order by payment_no`,
  );

describe('COD statements and unpaid invoices', () => {
  it('leaves the invoices alone while the account setting is off', async () => {
    await collected('01', [25_000, 25_000]);
    const res = await remit('01');
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ Collected: 500, Fee: 0, Invoices: 0, Net: 500, SettledInvoices: [], PaymentNo: null });
    expect(await storedInvoice(t, no.jan)).toEqual({ total: 10_500, paid: 0, status: 'Open' });
    expect(await storedInvoice(t, no.feb)).toEqual({ total: 5_250, paid: 0, status: 'Open' });
    expect(await codPayments()).toEqual([]);
  });

  it('lets only the Admin change the setting, with the fee checked', async () => {
    expect(t.api.routeList.find((r) => r.method === 'PUT' && r.path === 'Accounts/Cod')?.access).toBe('admin');
    expect((await codSettings({ CodTransferFee: 5, CodSettlesInvoices: true }, tokens.ops)).status).toBe(403);
    expect((await codSettings({ CodTransferFee: 5, CodSettlesInvoices: true }, b.tokens.desert)).status).toBe(403);
    const bad = await codSettings({ CodTransferFee: -1, CodSettlesInvoices: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(['CodSettlesInvoices', 'CodTransferFee']);
    const missing = await codSettings({});
    expect([missing.status, missing.json.errors]).toEqual([400, { CodTransferFee: 'COD transfer fee is required.', CodSettlesInvoices: 'CodSettlesInvoices is required.' }]);
    expect((await t.call('PUT', 'Accounts/Cod', { token: b.tokens.admin, body: { _id: randomUUID(), CodTransferFee: 0, CodSettlesInvoices: true } })).status).toBe(404);
    const ok = await codSettings({ CodTransferFee: 5, CodSettlesInvoices: true });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('The COD settings of account 100903 were saved: its next statement uses them.');
    expect(ok.json.data).toMatchObject({ AccountNo: '100903', CodTransferFee: 5, CodSettlesInvoices: true });
    const listed = (await t.call('GET', 'Accounts?search=100903', { token: b.tokens.admin })).json.data.Accounts[0];
    expect(listed).toMatchObject({ CodTransferFee: 5, CodSettlesInvoices: true });
    // A customer cannot pay "by COD remittance" themselves.
    const byCod = await t.call('POST', 'pay', { token: b.tokens.desert, body: { Provider: 'CodRemittance', InvoiceNos: [no.jan] }, headers: { 'idempotency-key': 'cod-1' } });
    expect(byCod.status).toBe(400);
    expect(byCod.json.errors.Provider).toBe('Provider must be one of BankTransfer, CardTest.');
  });

  it('pays the unpaid invoices from the net when it covers them, as a payment of the account', async () => {
    await collected('02', [40_000]);
    const res = await remit('02');
    expect(res.status).toBe(201);
    const s = res.json.data;
    expect(s).toMatchObject({ Collected: 400, Fee: 5, Invoices: 157.5, Net: 237.5 });
    expect(s.SettledInvoices).toEqual([
      { InvoiceNo: no.jan, Amount: 105 },
      { InvoiceNo: no.feb, Amount: 52.5 },
    ]);
    expect(await storedInvoice(t, no.jan)).toEqual({ total: 10_500, paid: 10_500, status: 'Paid' });
    expect(await storedInvoice(t, no.feb)).toEqual({ total: 5_250, paid: 5_250, status: 'Paid' });

    // The customer sees a succeeded payment "COD remittance <statement>" with its allocations, and the invoices paid.
    const payments = (await t.call('POST', 'Payments', { token: b.tokens.desert, body: {} })).json.data.Payments;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ PaymentNo: s.PaymentNo, Provider: 'CodRemittance', Status: 'Succeeded', Amount: 157.5, Reference: s.StatementNo, TestMode: false });
    expect(payments[0].Allocations).toEqual([
      { InvoiceNo: no.jan, Amount: 105 },
      { InvoiceNo: no.feb, Amount: 52.5 },
    ]);
    const invoices = (await t.call('POST', 'Invoices', { token: b.tokens.desert, body: {} })).json.data.Invoices as Array<{ InvoiceNo: string; Status: string; AmountDue: number }>;
    expect(invoices.filter((i) => [no.jan, no.feb].includes(i.InvoiceNo)).map((i) => [i.Status, i.AmountDue])).toEqual([
      ['Paid', 0],
      ['Paid', 0],
    ]);
    // The postpaid ledger has the payment, and the account owes nothing after it.
    const ledger = await queryRows(t.database, sql`select kind, amount_fils::int as amount, balance_after_fils::int as after, description from ledger_entries where reference = ${s.PaymentNo}`);
    expect(ledger).toEqual([
      { kind: 'payment', amount: 15_750, after: 0, description: `Payment ${s.PaymentNo} of AED 157.50 by COD remittance ${s.StatementNo} for ${no.jan}, ${no.feb}` },
    ]);

    // The statement names them: its detail, Ops' list, and the CSV.
    const detail = (await t.call('GET', `CodStatements/Detail?_id=${s._id}`, { token: b.tokens.desert })).json.data;
    expect(detail).toMatchObject({ Invoices: 157.5, SettledInvoices: s.SettledInvoices, PaymentNo: s.PaymentNo });
    const ops = (await t.call('GET', 'CodRemittances', { token: tokens.ops })).json.data.find((x: { _id: string }) => x._id === s._id);
    expect(ops.SettledInvoices).toEqual(s.SettledInvoices);
    const csv = await t.call('GET', `CodStatements/File?_id=${s._id}&Format=csv`, { token: b.tokens.desert });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.json.nonJson).toContain(`\r\nFee,,,,,,5.00\r\nInvoice settled,${no.jan},,,,,105.00\r\nInvoice settled,${no.feb},,,,,52.50\r\nInvoices,,,,,,157.50\r\nNet,,,,,,237.50\r\n`);
    // Another account sees neither the statement nor the payment.
    expect((await t.call('GET', `CodStatements/Detail?_id=${s._id}`, { token: b.tokens.alnoor })).status).toBe(404);
    expect((await t.call('POST', 'Payments', { token: b.tokens.alnoor, body: {} })).json.data.Payments).toEqual([]);
  });

  it('pays the oldest due first when the net does not cover them, partly the last, and pays out nothing', async () => {
    // December 2023 (AED 84.00) is older than March 2024 (AED 315.00), though invoiced after it.
    await charged(t, b.account.desert, '2024-03-11T10:00:00+04:00', 31_500, 1_500);
    await charged(t, b.account.desert, '2023-12-11T10:00:00+04:00', 8_400, 400);
    for (const p of ['2024-03', '2023-12']) expect((await generate(t, b.tokens.admin, p)).status).toBe(201);
    no.mar = await invoiceOf('2024-03');
    no.dec = await invoiceOf('2023-12');
    await collected('03', [12_000, 8_000]);
    const s = (await remit('03')).json.data;
    // 200.00 − 5.00 fee = 195.00: December in full, 111.00 of March.
    expect(s).toMatchObject({ Collected: 200, Fee: 5, Invoices: 195, Net: 0 });
    expect(s.SettledInvoices).toEqual([
      { InvoiceNo: no.dec, Amount: 84 },
      { InvoiceNo: no.mar, Amount: 111 },
    ]);
    expect(await storedInvoice(t, no.dec)).toEqual({ total: 8_400, paid: 8_400, status: 'Paid' });
    expect(await storedInvoice(t, no.mar)).toEqual({ total: 31_500, paid: 11_100, status: 'PartiallyPaid' });
    const pdf = await t.api.request(`/CodStatements/File?_id=${s._id}&Format=pdf`, { headers: { authorization: `Bearer ${b.tokens.desert}` } });
    expect(pdf.status).toBe(200);
  });

  it('leaves what a bank transfer awaiting confirmation has reserved, as any payment does', async () => {
    const transfer = await t.call('POST', 'pay', {
      token: b.tokens.desert,
      body: { Provider: 'BankTransfer', Reference: 'FT2404040001', InvoiceNos: [no.mar], Amount: 50 },
      headers: { 'idempotency-key': 'transfer-1' },
    });
    expect(transfer.json.data).toMatchObject({ Status: 'Pending', Allocations: [{ InvoiceNo: no.mar, Amount: 50 }] });
    await collected('04', [10_000]);
    const s = (await remit('04')).json.data;
    // 95.00 available; March owes 204.00, of which 50.00 is the transfer's: 95.00 paid.
    expect(s).toMatchObject({ Collected: 100, Fee: 5, Invoices: 95, Net: 0, SettledInvoices: [{ InvoiceNo: no.mar, Amount: 95 }] });
    expect(await storedInvoice(t, no.mar)).toEqual({ total: 31_500, paid: 20_600, status: 'PartiallyPaid' });
    const confirmed = await t.call('PUT', 'Payment', { token: b.tokens.admin, body: { _id: transfer.json.data._id, Status: 'Succeeded' } });
    expect(confirmed.status).toBe(200);
    expect(await storedInvoice(t, no.mar)).toEqual({ total: 31_500, paid: 25_600, status: 'PartiallyPaid' });
    // A COD payment is no bank transfer for the Admin to confirm or reject.
    const [cod] = await queryRows<{ id: string }>(t.database, sql`select id from payments where reference = ${s.StatementNo}`);
    expect((await t.call('PUT', 'Payment', { token: b.tokens.admin, body: { _id: cod!.id, Status: 'Rejected', Note: 'no' } })).status).toBe(422);
  });

  it('never pays an invoice twice when the customer pays it by card at the same moment', async () => {
    await collected('05', [30_000]);
    const [card, statement] = await Promise.all([
      t.call('POST', 'pay', { token: b.tokens.desert, body: { Provider: 'CardTest', Card: CARD, InvoiceNos: [no.mar] }, headers: { 'idempotency-key': 'race-1' } }),
      remit('05'),
    ]);
    expect(statement.status).toBe(201);
    const s = statement.json.data;
    // Whoever came first paid the AED 59.00 still due on March; the other found nothing left.
    if (card.status === 201) expect(s).toMatchObject({ Invoices: 0, Net: 295, SettledInvoices: [] });
    else {
      expect(card.status).toBe(422);
      expect(s).toMatchObject({ Invoices: 59, Net: 236, SettledInvoices: [{ InvoiceNo: no.mar, Amount: 59 }] });
    }
    expect(await storedInvoice(t, no.mar)).toEqual({ total: 31_500, paid: 31_500, status: 'Paid' });
  });

  it('keeps every ledger balanced', async () => {
    // Statements: net = collected − fee − invoices, never negative; collected is what their collections add up to.
    const statements = await queryRows<Record<string, number | null>>(t.database, sql`
      select r.collected_fils::int as collected, r.fee_fils::int as fee, r.invoices_fils::int as invoices, r.net_fils::int as net,
        (select sum(c.amount_fils)::int from cod_collections c where c.remittance_id = r.id) as lines,
        (select p.amount_fils::int from payments p where p.id = r.payment_id and p.status = 'Succeeded' and p.provider = 'CodRemittance') as paid,
        (select sum(a.amount_fils)::int from payment_allocations a where a.payment_id = r.payment_id) as allocated
      from cod_remittances r where r.account_id = ${b.account.desert}`);
    expect(statements).toHaveLength(5);
    for (const r of statements) {
      expect(r.net).toBe(r.collected! - r.fee! - r.invoices!);
      expect(r.net).toBeGreaterThanOrEqual(0);
      expect(r.lines).toBe(r.collected);
      expect(r.paid ?? 0).toBe(r.invoices);
      expect(r.allocated ?? 0).toBe(r.invoices);
    }
    // The COD ledger: collected = handed over + with couriers; handed over = remitted + pending.
    const [cod] = await queryRows<Record<string, number>>(t.database, sql`
      select sum(amount_fils)::int as collected,
        coalesce(sum(amount_fils) filter (where handed_over_at is null), 0)::int as with_couriers,
        coalesce(sum(amount_fils) filter (where handed_over_at is not null), 0)::int as handed_over,
        coalesce(sum(amount_fils) filter (where remittance_id is not null), 0)::int as remitted,
        coalesce(sum(amount_fils) filter (where handed_over_at is not null and remittance_id is null), 0)::int as pending
      from cod_collections`);
    expect(cod!.collected).toBe(cod!.with_couriers + cod!.handed_over);
    expect(cod!.handed_over).toBe(cod!.remitted + cod!.pending);
    // Invoices: what each has been paid is what succeeded payments allocated to it, never more than its total.
    const invoices = await queryRows<{ total: number; paid: number; allocated: number; pending: number }>(t.database, sql`
      select i.total_fils::int as total, i.paid_fils::int as paid,
        coalesce((select sum(a.amount_fils) from payment_allocations a join payments p on p.id = a.payment_id where a.invoice_id = i.id and p.status = 'Succeeded'), 0)::int as allocated,
        (select count(*) from payments p where p.account_id = i.account_id and p.status = 'Pending')::int as pending
      from invoices i where i.account_id = ${b.account.desert}`);
    expect(invoices).toHaveLength(4);
    for (const i of invoices) expect([i.paid, i.allocated <= i.total, i.pending]).toEqual([i.allocated, true, 0]);
    // The postpaid ledger ends at what the account still owes: nothing.
    const [last] = await queryRows<{ after: number }>(t.database, sql`select balance_after_fils::int as after from ledger_entries where account_id = ${b.account.desert} order by id desc limit 1`);
    expect(last!.after).toBe(0);
  });
});
