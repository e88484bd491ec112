// Benchmark of the portal's shipping calls on 1,000,000 shipments
// (npm run bench:shipping).
//
// 1. Data (bench/shipping-data.ts): builds the PostgreSQL database
//    BENCH_DATABASE_URL with 1,000,000 shipments in nine accounts, one of
//    which has 100,000 over 12 months, unless it already holds this dataset.
// 2. Runs the courier API in this process (the API the website calls, through
//    its dispatch as the BFF does, with real tokens from auth/signin, a pg pool of 10 as in
//    production) on that database, with its clock set to the dataset's build time.
// 3. Measures, one request at a time: a baseline (an authenticated call that
//    runs `select 1`), ShipmentHistory over a mix of searches and filters for
//    the 100,000-shipment account and for the Admin (all 1,000,000), the
//    dashboard page (its four calls in parallel) over 30 and 366 days, the
//    batch PDF of 500 shipments in both layouts, and a 10,000-row BatchUpload.
//    Prints p50/p95/p99, each figure's ratio to the baseline (figure ÷
//    baseline p50) and whether the targets are met.
//
// Settings: BENCH_DATABASE_URL, BENCH_REBUILD=1, BENCH_SAMPLES, BENCH_ONLY,
// BENCH_SCALE (smoke runs only). See bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { createCourierApi, type CourierApi } from '../courier-api/app';
import { createTokenSigner } from '../courier-api/auth/tokens';
import { openDatabase } from '../courier-api/db/client';
import { ok } from '../courier-api/http';
import { memoryRateLimiter } from '../courier-api/rate-limit';
import { envInt, formatDuration, log, machineBusy, machineInfo, RESULTS_DIR, table, writeResults } from './lib';
import { batchCsvFromTemplate } from '../test/batch-csv';
import {
  BATCH_SIZE,
  BENCH_ADMIN_EMAIL,
  BENCH_CUSTOMER_EMAIL,
  BENCH_IMPORT_EMAIL,
  BENCH_PASSWORD,
  prepareDataset,
  SCALE,
  type DatasetInfo,
} from './shipping-data';

// ------------------------------------------------------------- settings ----

const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/courier_bench_shipping';
const REBUILD = ['1', 'true', 'yes'].includes((process.env.BENCH_REBUILD ?? '').trim().toLowerCase());
/** Distinct requests of each kind in the history mix (each measured once after a warm-up pass). */
const SAMPLES = envInt('BENCH_SAMPLES', 20, 2, 1000);
const DASHBOARD_RUNS = envInt('BENCH_DASHBOARD_RUNS', 20, 2, 1000);
const PDF_RUNS = envInt('BENCH_PDF_RUNS', 3, 1, 20);
const BASELINE_RUNS = 300;
const IMPORT_ROWS = envInt('BENCH_IMPORT_ROWS', 10_000, 10, 100_000);
const POOL_SIZE = 10; // DATABASE_POOL_SIZE's default
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'history,dashboard,pdf,import')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const TARGETS = { historyP95Ms: 50, dashboardP95Ms: 200, pdfMs: 3000, importMs: 15_000 };

// ---------------------------------------------------------------- stack ----

interface Answer {
  status: number;
  ms: number;
  /** The body as text (empty for a PDF). */
  text: string;
  body: Buffer;
  headers: Record<string, string>;
}

type Caller = (method: string, route: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<Answer>;

/** A call of the in-process API as the website's BFF makes it (`dispatch`: plain data in and out), timed to the whole answer. */
function caller(api: CourierApi): Caller {
  return async (method, route, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const t = performance.now();
    const res = await api.dispatch({ method, path: route.split('?')[0]!, search: route.includes('?') ? route.slice(route.indexOf('?')) : '', headers, body, clientIp: '127.0.0.1' });
    const ms = performance.now() - t;
    const buf = typeof res.body === 'string' ? Buffer.from(res.body) : Buffer.from(res.body ?? new Uint8Array());
    const isPdf = res.headers['content-type']?.includes('pdf');
    return { status: res.status, ms, text: isPdf ? '' : buf.toString('utf8'), body: buf, headers: res.headers };
  };
}

async function expectOk(a: Promise<Answer>, what: string, status = 200): Promise<Answer> {
  const r = await a;
  if (r.status !== status) throw new Error(`${what} answered ${r.status}: ${r.text.slice(0, 400)}. A benchmark of failing requests is meaningless.`);
  return r;
}

async function signIn(call: Caller, email: string, now: () => Date): Promise<string> {
  const r = await expectOk(call('POST', 'auth/signin', { body: { email, password: BENCH_PASSWORD } }), `auth/signin ${email}`);
  const first = JSON.parse(r.text) as { data: { access_token?: string; two_factor?: 'setup' | 'verify'; challenge?: string } };
  if (first.data.access_token) return first.data.access_token;
  // The bench's Admin is staff: it enrols in two-factor sign-in as a new Admin would (issue 17).
  const body = { challenge: first.data.challenge };
  const setup = await expectOk(call('POST', 'auth/two-factor/setup', { body }), 'auth/two-factor/setup');
  const { secret } = (JSON.parse(setup.text) as { data: { secret: string } }).data;
  // The code of the API's own clock (the dataset's build time), not the wall clock's.
  const code = await generate({ secret, epoch: Math.floor(now().getTime() / 1000) });
  const done = await expectOk(call('POST', 'auth/signin/two-factor', { body: { ...body, code } }), 'auth/signin/two-factor');
  return (JSON.parse(done.text) as { data: { access_token: string } }).data.access_token;
}

// ---------------------------------------------------------------- stats ----

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of a list of milliseconds. */
function stats(ms: number[]): Stats {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
  return { n: s.length, p50: at(50), p95: at(95), p99: at(99), max: s[s.length - 1]!, mean: s.reduce((a, b) => a + b, 0) / s.length };
}

const f0 = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 0 });
const f1 = (n: number) => n.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ms = (n: number) => (n >= 100 ? f0(n) : f1(n));
const ratio = (n: number, base: number) => `${n / base >= 100 ? f0(n / base) : f1(n / base)}×`;

// -------------------------------------------------------------- history ----

interface HistoryQuery {
  kind: string;
  body: Record<string, unknown>;
}

interface Sample {
  awb_no: string;
  reference: string | null;
  receiver_name: string;
  receiver_phone: string;
  created_at: Date;
}

const HISTORY_KINDS = [
  'no search, page 1',
  'no search, page 20',
  'AWB, exact',
  'AWB, first 7 digits',
  'reference, exact',
  'receiver name fragment',
  'phone digits',
  'date range, 30 days',
  'status DELIVERED',
  'status ON_HOLD',
  'name + 90 days',
] as const;

/** Real shipments picked at random across the scope, to search for. */
async function samples(client: Client, accountId: string | null, n: number): Promise<Sample[]> {
  const total = Number((await client.query<{ n: string }>(`select reltuples::bigint as n from pg_class where relname = 'shipments'`)).rows[0]!.n);
  const scoped = accountId ? 'where account_id = $1' : '';
  const share = accountId ? 10 : 1; // the main account is a tenth of the table
  const percent = Math.min(100, (300 * n * share) / Math.max(total, 1));
  const res = await client.query<Sample>(
    `select awb_no, reference, receiver_name, receiver_phone, created_at from shipments tablesample bernoulli (${percent.toFixed(4)}) ${scoped} limit ${n * 3}`,
    accountId ? [accountId] : [],
  );
  if (res.rows.length < n) throw new Error(`sampled only ${res.rows.length} shipments; need ${n}`);
  return res.rows;
}

/** What a person types: a 4–6 letter piece of the receiver's first or last name. */
function nameFragment(name: string, k: number): string {
  const words = name.split(' ').filter((w) => w.length >= 4);
  const w = words[k % words.length] ?? name;
  const len = Math.min(w.length, 4 + (k % 3));
  const start = k % (w.length - len + 1);
  return w.slice(start, start + len).toLowerCase();
}

const dubaiDay = (d: Date) => new Date(d.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function historyQueries(rows: Sample[], n: number, today: string): HistoryQuery[] {
  const out: HistoryQuery[] = [];
  const withRef = rows.filter((r) => r.reference);
  for (let k = 0; k < n; k++) {
    const s = rows[k]!;
    const day = dubaiDay(s.created_at);
    const local = `0${s.receiver_phone.replace(/^\+971/, '')}`; // +971501234567 → 0501234567
    const phone = k % 2 === 0 ? `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : local.slice(-7);
    const from30 = addDays(today, -29 - ((k * 11) % 330));
    out.push(
      { kind: 'no search, page 1', body: {} },
      { kind: 'no search, page 20', body: { page: 20 } },
      { kind: 'AWB, exact', body: { search: s.awb_no } },
      { kind: 'AWB, first 7 digits', body: { search: s.awb_no.slice(0, 7) } },
      { kind: 'reference, exact', body: { search: withRef[k % withRef.length]!.reference } },
      { kind: 'receiver name fragment', body: { search: nameFragment(s.receiver_name, k) } },
      { kind: 'phone digits', body: { search: phone } },
      { kind: 'date range, 30 days', body: { From: from30, To: addDays(from30, 29) } },
      { kind: 'status DELIVERED', body: { Status: 'DELIVERED', page: 1 + (k % 5) } },
      { kind: 'status ON_HOLD', body: { Status: 'ON_HOLD' } },
      { kind: 'name + 90 days', body: { search: nameFragment(s.receiver_name, k + 1), From: addDays(day, -45), To: addDays(day, 44) } },
    );
  }
  return out;
}

interface HistoryResult {
  scope: string;
  all: Stats;
  byKind: Array<{ kind: string; stats: Stats; meanTotal: number }>;
}

async function measureHistory(call: Caller, token: string, scope: string, queries: HistoryQuery[]): Promise<HistoryResult> {
  // Warm-up: one request of each kind, not measured.
  for (const kind of HISTORY_KINDS) {
    const q = queries.find((x) => x.kind === kind)!;
    await expectOk(call('POST', 'ShipmentHistory', { token, body: q.body }), `ShipmentHistory ${kind}`);
  }
  // Interleaved kinds (as a person's searches come), each request once.
  const times = new Map<string, number[]>();
  const totals = new Map<string, number[]>();
  for (const q of queries) {
    const r = await expectOk(call('POST', 'ShipmentHistory', { token, body: q.body }), `ShipmentHistory ${q.kind} ${JSON.stringify(q.body)}`);
    const data = (JSON.parse(r.text) as { data: { Total: number; Shipments: unknown[] } }).data;
    if (q.kind === 'AWB, exact' && data.Total < 1) throw new Error(`ShipmentHistory found no shipment for its own AWB ${JSON.stringify(q.body)}`);
    (times.get(q.kind) ?? times.set(q.kind, []).get(q.kind)!).push(r.ms);
    (totals.get(q.kind) ?? totals.set(q.kind, []).get(q.kind)!).push(data.Total);
  }
  const all = stats([...times.values()].flat());
  const byKind = HISTORY_KINDS.map((kind) => ({
    kind,
    stats: stats(times.get(kind)!),
    meanTotal: totals.get(kind)!.reduce((a, b) => a + b, 0) / totals.get(kind)!.length,
  }));
  log(`  ${scope}: ${all.n} requests, p50 ${ms(all.p50)} ms, p95 ${ms(all.p95)} ms, p99 ${ms(all.p99)} ms`);
  return { scope, all, byKind };
}

// ------------------------------------------------------------ dashboard ----

const DASHBOARD_CALLS = ['AccountDayWiseShipments', 'DailyPickupDetailsForAccounts', 'PickupSummaryForAccounts', 'DeliveryDetailsForAccounts'] as const;

interface DashboardResult {
  label: string;
  days: number;
  page: Stats;
  calls: Array<{ call: string; stats: Stats }>;
  delivery: Record<string, number>;
}

async function measureDashboard(call: Caller, token: string, label: string, range: { From: string; To: string }, days: number): Promise<DashboardResult> {
  const pageTimes: number[] = [];
  const callTimes = new Map<string, number[]>(DASHBOARD_CALLS.map((c) => [c, []]));
  let delivery: Record<string, number> = {};
  for (let run = -1; run < DASHBOARD_RUNS; run++) {
    // The page fires the four calls together; it is ready when the last answers.
    const t = performance.now();
    const answers = await Promise.all(DASHBOARD_CALLS.map((c) => expectOk(call('POST', c, { token, body: range }), `${c} ${label}`)));
    const total = performance.now() - t;
    if (run < 0) {
      const days0 = (JSON.parse(answers[0]!.text) as { data: { Days: unknown[] } }).data.Days.length;
      if (days0 !== days) throw new Error(`AccountDayWiseShipments answered ${days0} days for a ${days}-day range`);
      delivery = (JSON.parse(answers[3]!.text) as { data: Record<string, number> }).data;
      continue; // warm-up
    }
    pageTimes.push(total);
    answers.forEach((a, i) => callTimes.get(DASHBOARD_CALLS[i]!)!.push(a.ms));
  }
  const page = stats(pageTimes);
  log(`  ${label}: page p50 ${ms(page.p50)} ms, p95 ${ms(page.p95)} ms (${delivery.Total?.toLocaleString('en')} shipments in the range)`);
  return { label, days, page, calls: DASHBOARD_CALLS.map((c) => ({ call: c, stats: stats(callTimes.get(c)!) })), delivery };
}

// ------------------------------------------------------------------ pdf ----

interface PdfResult {
  layout: string;
  shipments: number;
  pages: number;
  megabytes: number;
  runs: number[];
  median: number;
  max: number;
  /** One shipment's airway bill in the same layout (p50 of 5): the per-shipment floor. */
  singleMs: number;
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function measurePdf(call: Caller, token: string, batchNo: string, awb: string): Promise<PdfResult[]> {
  const out: PdfResult[] = [];
  for (const layout of ['A4', 'Label4x6'] as const) {
    const one = { AirWayBillNo: [awb], Layout: layout };
    await expectOk(call('POST', 'AirwayBillPDFFormat', { token, body: one }), 'AirwayBillPDFFormat');
    const single: number[] = [];
    for (let i = 0; i < 5; i++) single.push((await expectOk(call('POST', 'AirwayBillPDFFormat', { token, body: one }), 'AirwayBillPDFFormat')).ms);
    const runs: number[] = [];
    let pages = 0;
    let bytes = 0;
    for (let i = 0; i < PDF_RUNS; i++) {
      const r = await expectOk(call('POST', 'AirwayBillBatchPDFFormat', { token, body: { BatchNo: batchNo, Layout: layout } }), `AirwayBillBatchPDFFormat ${layout}`);
      runs.push(r.ms);
      pages = pageCount(r.body);
      bytes = r.body.length;
    }
    const sorted = [...runs].sort((a, b) => a - b);
    const res: PdfResult = {
      layout,
      shipments: BATCH_SIZE,
      pages,
      megabytes: bytes / 1e6,
      runs,
      median: sorted[Math.floor(sorted.length / 2)]!,
      max: sorted[sorted.length - 1]!,
      singleMs: stats(single).p50,
    };
    log(`  ${layout}: ${pages} pages, ${res.megabytes.toFixed(1)} MB, ${runs.map((x) => formatDuration(x)).join(' / ')}`);
    out.push(res);
  }
  return out;
}

// --------------------------------------------------------------- import ----

interface ImportResult {
  rows: number;
  requests: number;
  /** Why the rows went in several files, when one was refused. */
  note: string | null;
  ms: number;
  perRowMs: number;
  bytes: number;
  status: number;
}

async function upload(call: Caller, token: string, csv: string, fileName: string) {
  const key = `bench-${fileName.replace(/[^A-Za-z0-9_-]/g, '_')}-${Date.now()}`;
  return call('POST', 'BatchUpload', { token, body: { FileName: fileName, Csv: csv }, headers: { 'idempotency-key': key } });
}

/** One file of IMPORT_ROWS rows; when the API refuses a file that large, the same rows in the largest files it takes. */
async function measureImport(call: Caller, token: string): Promise<ImportResult> {
  const template = await expectOk(call('GET', 'BatchUpload/template', { token }), 'GET BatchUpload/template');
  const tag = `BI${Date.now().toString(36).toUpperCase()}`;
  // Warm-up: a small file (10 rows), not measured.
  await expectOk(upload(call, token, batchCsvFromTemplate(template.text, 10, `${tag}W`), `${tag}-warm.csv`), 'BatchUpload (10 rows)', 201);

  const csv = batchCsvFromTemplate(template.text, IMPORT_ROWS, tag);
  const whole = await upload(call, token, csv, `${tag}.csv`);
  if (whole.status === 201) {
    const count = (JSON.parse(whole.text) as { data: { ShipmentCount: number } }).data.ShipmentCount;
    if (count !== IMPORT_ROWS) throw new Error(`BatchUpload stored ${count} shipments of ${IMPORT_ROWS}`);
    return { rows: IMPORT_ROWS, requests: 1, note: null, ms: whole.ms, perRowMs: whole.ms / IMPORT_ROWS, bytes: Buffer.byteLength(csv), status: 201 };
  }
  const why = `one ${IMPORT_ROWS.toLocaleString('en')}-row file (${(Buffer.byteLength(csv) / 1e6).toFixed(2)} MB) answered ${whole.status}: ${whole.text.slice(0, 200)}`;
  log(`  ${why}`);
  // The contract's limit (docs/api/shipping.md, "Batches"): at most 1000 rows a file.
  const per = 1000;
  let total = 0;
  let requests = 0;
  for (let lo = 0; lo < IMPORT_ROWS; lo += per) {
    const part = batchCsvFromTemplate(template.text, Math.min(per, IMPORT_ROWS - lo), `${tag}P${requests}`);
    const r = await expectOk(upload(call, token, part, `${tag}-${requests}.csv`), `BatchUpload (${per} rows)`, 201);
    total += r.ms;
    requests++;
  }
  return { rows: IMPORT_ROWS, requests, note: `${why}; measured as ${requests} files of ${per} rows, one after another`, ms: total, perRowMs: total / IMPORT_ROWS, bytes: Buffer.byteLength(csv), status: whole.status };
}

/** The import account's default sender address: the template's rows leave SenderAddressId blank. */
async function ensureDefaultSender(client: Client, accountId: string): Promise<void> {
  await client.query(
    `insert into addresses (account_id, kind, name, company, phone, email, address_line_1, address_line_2, city, city_code, country, is_default)
     select $1, 'sender', 'Dispatch desk', 'Bench Import Trading LLC', '+97142000001', 'import@example.ae',
            'Warehouse 9, Street 3', 'Al Quoz Industrial Area 2', 'Dubai', 'DXB', 'AE', true
     where not exists (select 1 from addresses where account_id = $1 and kind = 'sender' and is_default)`,
    [accountId],
  );
}

/** Deletes what the import measure stored, so that every run starts from the same data. */
async function removeImported(client: Client, accountId: string): Promise<number> {
  await client.query('begin');
  try {
    const ids = `select id from shipments where account_id = $1`;
    await client.query(`delete from tracking_events where shipment_id in (${ids})`, [accountId]);
    await client.query(`delete from shipment_pieces where shipment_id in (${ids})`, [accountId]);
    // The import queues receiver notifications (issue 16): their outbox rows refer to the shipments.
    await client.query(`delete from outbox where shipment_id in (${ids})`, [accountId]);
    await client.query(`delete from ledger_entries where account_id = $1`, [accountId]);
    const res = await client.query(`delete from shipments where account_id = $1`, [accountId]);
    await client.query(`delete from batches where account_id = $1`, [accountId]);
    await client.query('commit');
    // The deleted rows' index entries and dead tuples would slow the next run's reads: clear them now.
    await client.query('vacuum shipments, shipment_pieces, tracking_events, batches');
    return res.rowCount ?? 0;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

// ----------------------------------------------------------------- main ----

async function busyNote(): Promise<string> {
  const busy = await machineBusy(2000);
  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  const pct = busy === undefined ? 'n/a' : `${Math.round(busy * 100)}%`;
  if (busy !== undefined && busy > 0.15) log(`warning: the machine is ${pct} busy before this measure (other processes); the figures will be higher than on a quiet machine`);
  return `machine ${pct} busy over 2 s before, load average ${load}`;
}

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date();
  log(`database ${DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}; ${SAMPLES} requests of each history kind; measures: ${[...ONLY].join(', ')}`);
  log(`machine: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; API and PostgreSQL share them`);
  if (SCALE !== 1) log(`BENCH_SCALE=${SCALE}: a smoke run on scaled-down data, not a measurement`);

  const info: DatasetInfo = await prepareDataset(DATABASE_URL, REBUILD);
  log(`dataset: ${f0(info.shipments)} shipments (${f0(info.mainShipments)} in the main account), ${f0(info.pieces)} pieces, ${f0(info.events)} events, ${f0(info.pickups)} pickups`);

  // The API's clock runs from the dataset's build time, so "the last 30 days" are the data's.
  const shift = Date.parse(info.builtAt) + 60_000 - Date.now();
  const now = () => new Date(Date.now() + shift);
  const database = await openDatabase({ url: DATABASE_URL, poolSize: POOL_SIZE });
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  const api = createCourierApi(
    {
      db: database.db,
      tokens: createTokenSigner('bench-secret-at-least-32-characters-long', 3600, now),
      tokenTtlSeconds: 3600,
      rateLimiter: memoryRateLimiter(() => now().getTime()),
      now,
      trustProxy: false,
    },
    // The baseline: the same stack (routing, token check, user lookup, JSON) and one round trip to PostgreSQL.
    (r) =>
      r.post('BenchBaseline', 'user', async (c) => {
        await c.get('deps').db.execute(sql`select 1`);
        return ok(c, { ok: true });
      }),
  );
  const call = caller(api);
  const results: Record<string, unknown> = {};
  try {
    // The Admin enrols in two-factor sign-in afresh on every run (its secret is not kept between runs).
    await client.query('delete from user_totp where user_id in (select id from users where email = $1)', [BENCH_ADMIN_EMAIL]);
    const customer = await signIn(call, BENCH_CUSTOMER_EMAIL, now);
    const admin = await signIn(call, BENCH_ADMIN_EMAIL, now);
    const today = dubaiDay(now());

    // Baseline.
    for (let i = 0; i < 50; i++) await expectOk(call('POST', 'BenchBaseline', { token: customer, body: {} }), 'BenchBaseline');
    const baseTimes: number[] = [];
    for (let i = 0; i < BASELINE_RUNS; i++) baseTimes.push((await expectOk(call('POST', 'BenchBaseline', { token: customer, body: {} }), 'BenchBaseline')).ms);
    const baseline = stats(baseTimes);
    log(`baseline (authenticated call running select 1): p50 ${ms(baseline.p50)} ms, p95 ${ms(baseline.p95)} ms`);
    results.baseline = baseline;

    let history: HistoryResult[] = [];
    if (ONLY.has('history')) {
      const context = await busyNote();
      log(`ShipmentHistory (${context})`);
      const mine = historyQueries(await samples(client, info.mainAccountId, SAMPLES), SAMPLES, today);
      const everyone = historyQueries(await samples(client, null, SAMPLES), SAMPLES, today);
      history = [await measureHistory(call, customer, `account ${f0(info.mainShipments)}`, mine), await measureHistory(call, admin, `Admin ${f0(info.shipments)}`, everyone)];
      results.history = { context, history };
    }

    let dashboard: DashboardResult[] = [];
    if (ONLY.has('dashboard')) {
      const context = await busyNote();
      log(`Dashboard (${context})`);
      dashboard = [
        await measureDashboard(call, customer, '30 days', { From: addDays(today, -29), To: today }, 30),
        await measureDashboard(call, customer, '366 days', { From: addDays(today, -365), To: today }, 366),
      ];
      results.dashboard = { context, dashboard };
    }

    let pdf: PdfResult[] = [];
    if (ONLY.has('pdf')) {
      const context = await busyNote();
      log(`AirwayBillBatchPDFFormat, batch ${info.batchNos[0]} (${context})`);
      const awb = (await client.query<{ awb_no: string }>('select awb_no from shipments where account_id = $1 limit 1', [info.mainAccountId])).rows[0]!.awb_no;
      pdf = await measurePdf(call, customer, info.batchNos[0]!, awb);
      results.pdf = { context, pdf };
    }

    let imported: ImportResult | null = null;
    let importSkipped: string | null = null;
    if (ONLY.has('import')) {
      const context = await busyNote();
      const route = api.routeList.find((r) => r.method === 'POST' && r.path === 'BatchUpload');
      if (!route) {
        importSkipped = 'POST BatchUpload is not in this build of the API yet: the import was not measured.';
        log(importSkipped);
      } else {
        log(`BatchUpload, ${f0(IMPORT_ROWS)} rows (${context})`);
        await ensureDefaultSender(client, info.importAccountId);
        const importer = await signIn(call, BENCH_IMPORT_EMAIL, now);
        try {
          imported = await measureImport(call, importer);
          log(`  ${f0(imported.rows)} rows in ${imported.requests} request(s): ${formatDuration(imported.ms)}`);
        } finally {
          const removed = await removeImported(client, info.importAccountId);
          log(`  removed the ${f0(removed)} imported shipments again`);
        }
      }
      results.import = { context, imported, skipped: importSkipped };
    }

    report(info, baseline, history, dashboard, pdf, imported, importSkipped);
    const file = writeResults('shipping', startedAt, { machine: machineInfo(), dataset: info, targets: TARGETS, ...results });
    console.log(`Results written to ${file}`);
  } finally {
    await client.end();
    await database.close();
  }
}

function report(
  info: DatasetInfo,
  baseline: Stats,
  history: HistoryResult[],
  dashboard: DashboardResult[],
  pdf: PdfResult[],
  imported: ImportResult | null,
  importSkipped: string | null,
) {
  const b = baseline.p50;
  const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
  console.log('');
  console.log(
    `Shipping benchmark: ${f0(info.shipments)} shipments (${f0(info.mainShipments)} in account 900101 over 12 months), ${f0(info.pieces)} pieces, ` +
      `${f0(info.events)} tracking events, ${f0(info.pickups)} pickups; courier API in-process on PostgreSQL, one request at a time; ${os.cpus().length} cores`,
  );
  console.log(`Baseline: an authenticated call running select 1, ${baseline.n} requests: p50 ${ms(baseline.p50)} ms, p95 ${ms(baseline.p95)} ms, p99 ${ms(baseline.p99)} ms.`);
  console.log('Ratios below are figure ÷ baseline p50 (how many baseline calls the figure costs).');
  const lines: string[] = [];
  for (const h of history) {
    console.log('');
    console.log(`ShipmentHistory, ${h.scope} shipments (${SAMPLES} requests of each kind, interleaved, after one warm-up of each)`);
    const rows = h.byKind.map((k) => [k.kind, ms(k.stats.p50), ms(k.stats.p95), ms(k.stats.max), ratio(k.stats.p95, b), f0(k.meanTotal)]);
    rows.push(['all kinds', ms(h.all.p50), ms(h.all.p95), ms(h.all.max), ratio(h.all.p95, b), '']);
    console.log(table(['Query', 'p50 ms', 'p95 ms', 'max ms', 'p95 ÷ base', 'mean Total'], rows));
    console.log(`all kinds p99: ${ms(h.all.p99)} ms`);
    lines.push(`Target: ShipmentHistory p95 ≤ ${TARGETS.historyP95Ms} ms, ${h.scope}: ${ms(h.all.p95)} ms (${ratio(h.all.p95, b)} baseline) → ${verdict(h.all.p95 <= TARGETS.historyP95Ms)}`);
  }
  if (dashboard.length) {
    console.log('');
    console.log(`Dashboard of account 900101: the four calls in parallel, ${DASHBOARD_RUNS} page loads after one warm-up`);
    const rows = dashboard.flatMap((d) => [
      [`page, ${d.label} (${f0(d.delivery.Total ?? 0)} shipments)`, ms(d.page.p50), ms(d.page.p95), ms(d.page.max), ratio(d.page.p95, b)],
      ...d.calls.map((c) => [`  ${c.call}`, ms(c.stats.p50), ms(c.stats.p95), ms(c.stats.max), ratio(c.stats.p95, b)]),
    ]);
    console.log(table(['Call', 'p50 ms', 'p95 ms', 'max ms', 'p95 ÷ base'], rows));
    for (const d of dashboard) lines.push(`Target: dashboard p95 ≤ ${TARGETS.dashboardP95Ms} ms, ${d.label}: ${ms(d.page.p95)} ms (${ratio(d.page.p95, b)} baseline) → ${verdict(d.page.p95 <= TARGETS.dashboardP95Ms)}`);
  }
  if (pdf.length) {
    console.log('');
    console.log(`AirwayBillBatchPDFFormat, one batch of ${BATCH_SIZE} shipments (${PDF_RUNS} runs; one shipment's AirwayBillPDFFormat as the per-shipment floor)`);
    const rows = pdf.map((p) => [p.layout, f0(p.pages), p.megabytes.toFixed(1), p.runs.map((x) => f0(x)).join(' / '), f0(p.median), ratio(p.median, b), ms(p.singleMs), f1(p.median / p.singleMs)]);
    console.log(table(['Layout', 'pages', 'MB', 'runs ms', 'median ms', '÷ base', 'one AWB ms', '÷ one AWB'], rows));
    for (const p of pdf) lines.push(`Target: ${BATCH_SIZE}-shipment batch PDF ≤ ${TARGETS.pdfMs / 1000} s, ${p.layout}: ${formatDuration(p.max)} slowest of ${PDF_RUNS} → ${verdict(p.max <= TARGETS.pdfMs)}`);
  }
  if (imported) {
    console.log('');
    console.log(`BatchUpload: ${f0(imported.rows)} rows, ${(imported.bytes / 1e6).toFixed(2)} MB of CSV, ${imported.requests} request(s)`);
    if (imported.note) console.log(`Note: ${imported.note}`);
    console.log(`${formatDuration(imported.ms)} (${imported.perRowMs.toFixed(2)} ms a row; ${ratio(imported.ms, b)} baseline)`);
    lines.push(`Target: ${f0(imported.rows)}-row CSV import ≤ ${TARGETS.importMs / 1000} s: ${formatDuration(imported.ms)}${imported.requests > 1 ? ` in ${imported.requests} files` : ''} → ${verdict(imported.ms <= TARGETS.importMs && imported.requests === 1)}${imported.requests > 1 ? ' (not as one file)' : ''}`);
  } else if (importSkipped) {
    lines.push(`Target: ${f0(IMPORT_ROWS)}-row CSV import ≤ ${TARGETS.importMs / 1000} s: NOT MEASURED (${importSkipped})`);
  }
  console.log('');
  for (const l of lines) console.log(l);
  if (info.loadMs !== null) console.log(`Data load: ${formatDuration(info.loadMs)}`);
  else console.log('Data load: skipped (dataset reused)');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`\nbench:shipping failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
