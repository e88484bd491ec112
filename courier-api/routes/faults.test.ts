// Faults survived (issue 17): a process killed with kill -9 in the middle of a
// 10,000-row batch upload leaves nothing half-written (no batch, no shipment,
// no charge: the balance and the ledger are as they were), and the same upload
// goes through whole afterwards; one killed in the middle of settling a card
// payment leaves the invoice unpaid and the ledger as it was, and the invoice
// is paid once afterwards. PostgreSQL only (TEST_DATABASE_URL): PGlite is one
// process's database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { batchCsvFromTemplate } from '../../test/batch-csv';
import { DEMO_USERS } from '../db/seed';
import { STALE_CARD_PAYMENT_MS } from '../services/payments/settle';
import { queryRows, useTestApi } from '../test-utils';
import { charged, generate } from './billing-fixtures';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const { t, tokens } = useTestApi({ logins: { prepaid: 'prepaid', postpaid: 'postpaid', admin: 'admin' } });
const ROWS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function databaseUrl(): Promise<string> {
  const [row] = await queryRows<{ name: string }>(t.database, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

/** The prepaid account's balance, and what its ledger adds up to. */
async function books() {
  const [row] = await queryRows<{ balance: string; ledger: string; last: string | null; shipments: number; batches: number }>(
    t.database,
    sql`select a.balance_fils as balance,
               coalesce((select sum(amount_fils) from ledger_entries l where l.account_id = a.id), 0) as ledger,
               (select balance_after_fils from ledger_entries l where l.account_id = a.id order by l.id desc limit 1) as last,
               (select count(*)::int from shipments s where s.account_id = a.id) as shipments,
               (select count(*)::int from batches b where b.account_id = a.id) as batches
          from accounts a join users u on u.account_id = a.id where u.email = ${DEMO_USERS.prepaid.email}`,
  );
  return { balance: Number(row!.balance), ledger: Number(row!.ledger), last: row!.last === null ? null : Number(row!.last), shipments: row!.shipments, batches: row!.batches };
}

let child: ChildProcess | undefined;
afterAll(() => {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
});

/**
 * Starts a script of test/faults/ on this file's database, in its own process
 * group (tsx runs the script in a child process, and kill -9 must reach both).
 * `output()` is what it printed so far; `exited` its signal once it is gone.
 */
async function startChild(script: string, vars: Record<string, string>) {
  const root = path.resolve(__dirname, '../..');
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: await databaseUrl(), LOG_LEVEL: 'warn', OUTBOX_WORKER: 'off', ...vars };
  delete env.SEED_DEMO;
  child = spawn(path.join(root, 'node_modules/.bin/tsx'), [`test/faults/${script}`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[child] ${d}`));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child!.once('exit', (_code, signal) => resolve(signal)));
  return { pid: child.pid!, output: () => out, exited };
}

(onPostgres ? it : it.skip)('a batch upload killed with kill -9 mid-transaction leaves nothing half-written; the same upload then goes through whole', async () => {
  t.clock.now = new Date(); // the child keeps real time
  // Enough money for the whole file, so that only the kill can stop it.
  await t.database.db.execute(sql`update accounts set balance_fils = balance_fils + 300000000 from users u where u.account_id = accounts.id and u.email = ${DEMO_USERS.prepaid.email}`);
  await t.database.db.execute(sql`insert into ledger_entries (account_id, kind, amount_fils, balance_after_fils, description)
    select a.id, 'topup', 300000000, a.balance_fils, 'fault test credit' from accounts a join users u on u.account_id = a.id where u.email = ${DEMO_USERS.prepaid.email}`);
  // A sender address, which becomes the account's default (the rows name none).
  const sender = await t.call('POST', 'addresses', {
    token: tokens.prepaid,
    body: { Name: 'Warehouse Team', Company: 'Oasis Handmade Boutique', Phone: '+971501234567', AddressLine1: 'Warehouse 14, Street 7', City: 'SHJ' },
  });
  expect(sender.status).toBe(201);
  const before = await books();
  expect(before.last).toBe(before.balance); // the newest ledger entry's balance is the account's

  const tag = `KILL${Date.now().toString(36).toUpperCase()}`;
  const upload = await startChild('batch-upload-child.ts', { BATCH_ROWS: String(ROWS), BATCH_TAG: tag });

  // Kill it once its transaction has written something (it holds a transaction id) and before it commits.
  const [db] = await queryRows<{ name: string }>(t.database, sql`select current_database() as name`);
  let writing = false;
  while (!writing && !upload.output().includes('done')) {
    const rows = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from pg_stat_activity where datname = ${db!.name} and backend_xid is not null and pid <> pg_backend_pid()`,
    );
    writing = rows[0]!.n > 0;
    if (!writing) await pause(5);
  }
  expect(upload.output()).not.toContain('done'); // it was killed before it finished, not after
  process.kill(-upload.pid, 'SIGKILL');
  expect(await upload.exited).toBe('SIGKILL');

  // PostgreSQL ends the dead client's session and rolls its transaction back.
  for (let i = 0; i < 200; i++) {
    const [left] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from pg_stat_activity where datname = ${db!.name} and backend_xid is not null and pid <> pg_backend_pid()`);
    if (left!.n === 0) break;
    await pause(50);
  }
  const after = await books();
  expect(after).toEqual(before);
  const [refs] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments where reference like ${`${tag}-%`}`);
  expect(refs!.n).toBe(0);

  // The same file, with the same idempotency key, now goes through whole: the key was never stored.
  const template = (await t.call('GET', 'BatchUpload/template', { token: tokens.prepaid })).json as { nonJson: string };
  const csv = batchCsvFromTemplate(template.nonJson, ROWS, tag);
  const again = await t.call('POST', 'BatchUpload', { token: tokens.prepaid, body: { FileName: 'fault.csv', Csv: csv }, headers: { 'idempotency-key': tag } });
  expect([again.status, again.status === 201 ? '' : JSON.stringify(again.json).slice(0, 300)]).toEqual([201, '']);
  const done = await books();
  expect(done.shipments - before.shipments).toBe(ROWS);
  expect(done.batches - before.batches).toBe(1);
  // The charges are in the ledger, and they are exactly what left the balance.
  expect(done.balance).toBeLessThan(before.balance);
  expect(done.ledger - before.ledger).toBe(done.balance - before.balance);
  expect(done.last).toBe(done.balance);
});

/** The postpaid account's invoices, payments and ledger, and whether the ledger agrees with the invoices. */
async function postpaidBooks(accountId: string) {
  const [row] = await queryRows<{ owed: string; paid: string; entries: number; sum: string; last: string | null; payments: string }>(
    t.database,
    sql`select (select coalesce(sum(total_fils - paid_fils), 0) from invoices where account_id = ${accountId} and status <> 'Void') as owed,
               (select coalesce(sum(paid_fils), 0) from invoices where account_id = ${accountId}) as paid,
               (select count(*)::int from ledger_entries where account_id = ${accountId}) as entries,
               (select coalesce(sum(amount_fils), 0) from ledger_entries where account_id = ${accountId}) as sum,
               (select balance_after_fils from ledger_entries where account_id = ${accountId} order by id desc limit 1) as last,
               (select coalesce(string_agg(status, ',' order by created_at), '') from payments where account_id = ${accountId}) as payments`,
  );
  const books = { owed: Number(row!.owed), paid: Number(row!.paid), entries: row!.entries, sum: Number(row!.sum), last: row!.last === null ? null : Number(row!.last), payments: row!.payments };
  // The ledger balances: its entries add up to its last balance, which is minus what the invoices still owe.
  expect(books.last).toBe(books.sum);
  expect(books.last).toBe(0 - books.owed); // (not -owed: -0 is not 0 to toBe)
  return books;
}

(onPostgres ? it : it.skip)('a card payment killed with kill -9 while it settles leaves the invoice unpaid and the ledger as it was; the invoice is then paid once', async () => {
  t.clock.now = new Date(); // the child keeps real time
  const [alnoor] = await queryRows<{ id: string }>(t.database, sql`select id from accounts where account_no = '100001'`);
  const accountId = alnoor!.id;
  await charged(t, accountId, '2024-01-10T10:00:00+04:00', 21_000, 1_000);
  expect((await generate(t, tokens.admin, '2024-01')).status).toBe(201);
  const [invoice] = await queryRows<{ invoice_no: string; total_fils: string }>(t.database, sql`select invoice_no, total_fils from invoices where account_id = ${accountId}`);
  const before = await postpaidBooks(accountId);
  expect(before.owed).toBe(21_000);

  // The test holds the invoice's row: the payment is recorded and the card charged, and then
  // its settling transaction (payment marked Succeeded already) waits on the invoice, where it is killed.
  const holder = await t.database.connect();
  await holder.query('begin');
  // NO KEY UPDATE: what the settling UPDATE needs, while the payment's allocations may still
  // reference the invoice (their foreign key takes KEY SHARE, which this does not block).
  await holder.query('select id from invoices where invoice_no = $1 for no key update', [invoice!.invoice_no]);

  const key = `kill-pay-${Date.now()}`;
  const payer = await startChild('pay-child.ts', { PAY_INVOICE: invoice!.invoice_no, PAY_KEY: key });
  const [db] = await queryRows<{ name: string }>(t.database, sql`select current_database() as name`);
  const waitingOnInvoice = async () =>
    (
      await queryRows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from pg_stat_activity where datname = ${db!.name} and wait_event_type = 'Lock' and query like '%update invoices%' and backend_xid is not null`,
      )
    )[0]!.n;
  try {
    let gone = false;
    void payer.exited.then(() => (gone = true));
    while ((await waitingOnInvoice()) === 0 && !gone) await pause(10);
    expect(payer.output()).toContain('paying');
    expect(payer.output()).not.toContain('done');
    process.kill(-payer.pid, 'SIGKILL');
    expect(await payer.exited).toBe('SIGKILL');
  } finally {
    // Let go: the dead client's transaction can never commit, and PostgreSQL rolls it back.
    await holder.query('rollback');
    holder.release();
  }
  for (let i = 0; i < 200; i++) {
    const [left] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from pg_stat_activity where datname = ${db!.name} and backend_xid is not null and pid <> pg_backend_pid()`);
    if (left!.n === 0) break;
    await pause(50);
  }

  // Nothing of the settling is left: the invoice is unpaid, the ledger as it was; the attempt
  // itself (recorded before the card was charged, in its own transaction) waits as Pending.
  const after = await postpaidBooks(accountId);
  expect(after).toEqual({ ...before, payments: 'Pending' });
  const [inv] = await queryRows<{ status: string; paid_fils: string }>(t.database, sql`select status, paid_fils from invoices where invoice_no = ${invoice!.invoice_no}`);
  expect(inv).toEqual({ status: 'Open', paid_fils: expect.anything() });
  expect(Number(inv!.paid_fils)).toBe(0);

  // Later, the stuck attempt is released (it never completed: nothing was charged for it),
  // and the invoice is paid, once, with one ledger entry.
  t.clock.now = new Date(Date.now() + STALE_CARD_PAYMENT_MS + 60_000);
  const paid = await t.call('POST', 'pay', {
    token: tokens.postpaid,
    body: { Provider: 'CardTest', Card: { Number: '4242424242424242', Expiry: '12/30', Cvc: '123', Name: 'Fatima Al Mansoori' }, InvoiceNos: [invoice!.invoice_no] },
    headers: { 'idempotency-key': `${key}-again` },
  });
  expect([paid.status, paid.json.data?.Status]).toEqual([201, 'Succeeded']);
  const done = await postpaidBooks(accountId);
  expect(done).toEqual({ owed: 0, paid: 21_000, entries: before.entries + 1, sum: 0, last: 0, payments: 'Failed,Succeeded' });
});
