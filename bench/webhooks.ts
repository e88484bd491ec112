// Benchmark of webhook delivery (npm run bench:webhooks): the outbox worker
// delivering 10,000 events to a local receiver, with real rows written by
// real scans (recordScans, the service behind POST ScanEvents).
//
// 1. Database: a fresh PostgreSQL database on the server of TEST_DATABASE_URL
//    or DATABASE_URL (created, migrated, seeded, dropped at the end), else
//    embedded PGlite in memory. One subscription (shipment.status_changed) of
//    the demo postpaid account to the receiver; 4,000 of its shipments.
// 2. Receiver: node:http in a worker thread of its own (its own event loop,
//    as a merchant's server would be), on 127.0.0.1, checking every
//    signature and noting when each event arrived.
// 3. Baseline: the same receiver driven by a plain HTTP client (keep-alive,
//    the worker's concurrency) with an event-sized signed body: its raw
//    throughput, the ceiling any worker could reach here.
// 4. Burst: 10,000 status changes committed (2,000 shipments × 5 scans of
//    100), then the worker started: events/s from start to the last arrival.
// 5. Steady: 10,000 more committed at BENCH_RATE events/s (scans of 50) while
//    the worker runs as it does in the server (woken by the commit): events/s
//    and the latency from each scan's commit to the receiver getting it
//    (p50/p95/p99/max).
// Targets (issue 14): ≥ 500 events/s; p95 ≤ 1 s while draining.
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, type Database } from '../courier-api/db/client';
import { shipments, trackingEvents, users } from '../courier-api/db/schema';
import { seedDemo } from '../courier-api/db/seed';
import { generateAwb } from '../courier-api/services/awb';
import { recordScans } from '../courier-api/services/operations/scan-events';
import { startOutboxWorker } from '../courier-api/services/webhooks/runner';
import { createSubscription } from '../courier-api/services/webhooks/subscriptions';
import { createPoster } from '../courier-api/services/webhooks/deliver';
import { signatureHeader } from '../courier-api/services/webhooks/signature';
import { envInt, formatDuration, log, machineBusy, machineInfo, openFreshDatabase, runBenchmark, startReceiverThread, table, writeResults } from './lib';

const EVENTS = envInt('BENCH_EVENTS', 10_000, 100, 1_000_000);
const CONCURRENCY = envInt('BENCH_CONCURRENCY', 16, 1, 256); // OUTBOX_CONCURRENCY's default
const RATE = envInt('BENCH_RATE', 500, 10, 100_000); // events/s committed in the steady phase
const STEADY_SCAN = 50;
const BURST_SCAN = 100;
const CODES = ['PICKED_UP', 'AT_ORIGIN_HUB', 'IN_TRANSIT', 'AT_DESTINATION', 'OUT_FOR_DELIVERY'] as const;
const TARGETS = { eventsPerSecond: 500, p95Ms: 1000 };

// ------------------------------------------------------------- receiver ----

const RECEIVER = `
const http = require('node:http');
const { createHmac, timingSafeEqual } = require('node:crypto');
const { parentPort, workerData } = require('node:worker_threads');
let arrivals = [];
let bad = 0;
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const header = req.headers['saqr-signature'] || '';
    const t = /t=(\\d+)/.exec(header);
    const v1 = /v1=([0-9a-f]{64})/.exec(header);
    const want = t && createHmac('sha256', workerData.secret).update(t[1] + '.' + body).digest();
    if (!v1 || !want || !timingSafeEqual(Buffer.from(v1[1], 'hex'), want)) bad++;
    let key = 'baseline';
    try {
      const o = JSON.parse(body).data.object;
      key = o.AirWayBillNo + ':' + o.Status;
    } catch {}
    arrivals.push([key, at]);
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'flush') {
    parentPort.postMessage({ arrivals, bad });
    arrivals = [];
    bad = 0;
  } else if (m === 'close') server.close(() => process.exit(0));
});
`;

interface ReceiverHandle {
  url: string;
  flush(): Promise<{ arrivals: Array<[string, number]>; bad: number }>;
  close(): Promise<void>;
}

async function startReceiver(secret: string): Promise<ReceiverHandle> {
  const thread = await startReceiverThread<{ arrivals: Array<[string, number]>; bad: number }>(RECEIVER, { secret });
  return { url: `http://127.0.0.1:${thread.port}/hooks`, flush: thread.flush, close: thread.close };
}

// ------------------------------------------------------------- database ----

let database: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
/** The PostgreSQL database's URL (the worker LISTENs on it), when not on PGlite. */
let databaseUrl: string | undefined;

async function openBenchDatabase(): Promise<Database> {
  const opened = await openFreshDatabase('courier_bench_webhooks');
  dropDatabase = opened.drop;
  databaseUrl = opened.url;
  return opened.database;
}

/** Shipments of the account, created an hour ago, each with its first event (one statement each). */
async function makeShipments(db: Database['db'], accountId: string, n: number, at: Date): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1000) {
    const rows = await db
      .insert(shipments)
      .values(
        Array.from({ length: Math.min(1000, n - i) }, () => ({
          awbNo: generateAwb(),
          accountId,
          serviceCode: 'NDD',
          originCity: 'Dubai',
          originCityCode: 'DXB',
          originCountry: 'AE',
          destinationCity: 'Abu Dhabi',
          destinationCityCode: 'AUH',
          destinationCountry: 'AE',
          status: 'CREATED',
          progress: 0,
          weightGrams: 1000,
          senderName: 'Al Noor Trading LLC',
          receiverName: 'Omar Khalid',
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: shipments.id, awbNo: shipments.awbNo });
    await db.insert(trackingEvents).values(rows.map((r) => ({ shipmentId: r.id, occurredAt: at, statusCode: 'CREATED', progress: 0, location: 'Dubai', remarks: 'Shipment information received' })));
    out.push(...rows.map((r) => r.awbNo));
  }
  return out;
}

/** The scans that change every shipment's status once per code, `size` airway bills a scan. */
function scanPlan(awbs: string[], size: number): Array<{ awbs: string[]; code: string }> {
  const plan: Array<{ awbs: string[]; code: string }> = [];
  for (const code of CODES) for (let i = 0; i < awbs.length; i += size) plan.push({ awbs: awbs.slice(i, i + size), code });
  return plan;
}

async function scanNow(db: Database['db'], s: { awbs: string[]; code: string }): Promise<number> {
  const now = new Date();
  const res = await recordScans(db, { awbNos: s.awbs, code: s.code, location: '', remarks: '', deliveredTo: null, exceptionReason: null, occurredAt: now, now });
  if (res.Updated !== s.awbs.length) throw new Error(`scan ${s.code} updated ${res.Updated} of ${s.awbs.length}`);
  return Date.now();
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ----------------------------------------------------------------- main ----

let receiver: ReceiverHandle | undefined;

async function main() {
  const startedAt = new Date();
  const perPhase = Math.ceil(EVENTS / CODES.length);
  log(`webhooks: ${EVENTS} events per phase, worker concurrency ${CONCURRENCY}, steady rate ${RATE} events/s`);
  database = await openBenchDatabase();
  const { db } = database;
  await migrateDatabase(database);
  await seedDemo(database);
  const [user] = await db.select().from(users).where(eq(users.username, 'alnoor'));
  const accountId = user!.accountId!;

  // A receiver first (the subscription needs its URL), then its secret.
  const provisional = await startReceiver('whsec_provisional');
  const { subscription, secret } = await createSubscription(
    db,
    { accountId, userId: user!.id, url: provisional.url, events: ['shipment.status_changed'] },
    { now: new Date(), allowPrivate: true },
  );
  await provisional.close();
  receiver = await startReceiver(secret);
  await db.execute(sql`update webhook_subscriptions set url = ${receiver.url} where id = ${subscription._id}`);

  const hourAgo = new Date(Date.now() - 3600_000);
  const burstAwbs = await makeShipments(db, accountId, perPhase, hourAgo);
  const steadyAwbs = await makeShipments(db, accountId, perPhase, hourAgo);
  log(`${burstAwbs.length + steadyAwbs.length} shipments ready`);

  const busy = await machineBusy(1000);
  log(`machine busy before the run: ${busy === undefined ? 'unknown' : `${Math.round(busy * 100)} %`}`);

  // ---- baseline: the receiver's raw throughput with a plain client ----
  const sample = JSON.stringify({ id: 'x', type: 'shipment.status_changed', created_at: new Date().toISOString(), livemode: true, data: { object: { pad: 'x'.repeat(1400) } } });
  const poster = createPoster({ allowPrivate: true, maxSockets: CONCURRENCY });
  let sent = 0;
  const baseStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < EVENTS) {
        sent++;
        const r = await poster.post(receiver!.url, sample, { 'content-type': 'application/json', 'saqr-signature': signatureHeader(sample, [secret], new Date()) });
        if (!r.ok) throw new Error(`baseline request failed: ${r.error}`);
      }
    }),
  );
  const baseMs = performance.now() - baseStart;
  poster.close();
  const baseline = await receiver.flush();
  const baselineRate = (EVENTS / baseMs) * 1000;
  log(`baseline: ${EVENTS} signed POSTs in ${formatDuration(baseMs)}: ${Math.round(baselineRate)} requests/s (bad signatures: ${baseline.bad})`);

  const workerOptions = { db, now: () => new Date(), webhooks: { allowPrivate: true, concurrency: CONCURRENCY }, listenUrl: databaseUrl };

  // ---- burst: 10,000 committed, then drained ----
  const burstPlan = scanPlan(burstAwbs, BURST_SCAN);
  const produceStart = performance.now();
  for (const s of burstPlan) await scanNow(db, s);
  const produceMs = performance.now() - produceStart;
  const burstEvents = burstPlan.reduce((n, s) => n + s.awbs.length, 0);
  log(`burst: ${burstEvents} events committed in ${burstPlan.length} scans (${formatDuration(produceMs)}: ${Math.round((burstEvents / produceMs) * 1000)} events/s written)`);
  const drainStart = Date.now();
  let worker = startOutboxWorker(workerOptions);
  const burstArrivals: Array<[string, number]> = [];
  let burstBad = 0;
  while (burstArrivals.length < burstEvents) {
    await sleep(100);
    const got = await receiver.flush();
    burstArrivals.push(...got.arrivals);
    burstBad += got.bad;
  }
  const burstMs = Math.max(...burstArrivals.map(([, at]) => at)) - drainStart;
  await worker.stop();
  const burstRate = (burstEvents / burstMs) * 1000;
  log(`burst: ${burstEvents} delivered in ${formatDuration(burstMs)}: ${Math.round(burstRate)} events/s (bad signatures: ${burstBad})`);

  // ---- steady: committed at RATE while the worker runs ----
  worker = startOutboxWorker(workerOptions);
  await sleep(300);
  const steadyPlan = scanPlan(steadyAwbs, STEADY_SCAN);
  const committed = new Map<string, number>();
  const interval = (STEADY_SCAN / RATE) * 1000;
  const steadyStart = Date.now();
  const steadyArrivals: Array<[string, number]> = [];
  let steadyBad = 0;
  let lag = 0;
  for (let i = 0; i < steadyPlan.length; i++) {
    const due = steadyStart + i * interval;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    else lag = Math.max(lag, -wait);
    const s = steadyPlan[i]!;
    const at = await scanNow(db, s);
    for (const awb of s.awbs) committed.set(`${awb}:${s.code}`, at);
  }
  const steadyEvents = committed.size;
  while (steadyArrivals.length < steadyEvents) {
    await sleep(100);
    const got = await receiver.flush();
    steadyArrivals.push(...got.arrivals);
    steadyBad += got.bad;
  }
  await worker.stop();
  const steadyMs = Math.max(...steadyArrivals.map(([, at]) => at)) - steadyStart;
  const latencies = steadyArrivals.map(([key, at]) => at - committed.get(key)!).sort((a, b) => a - b);
  const seen = new Set(steadyArrivals.map(([key]) => key));
  if (seen.size !== steadyEvents || latencies.some((l) => Number.isNaN(l))) throw new Error('steady phase: the receiver got events that were not committed, or missed some');
  const steadyRate = (steadyEvents / steadyMs) * 1000;
  if (process.env.BENCH_DEBUG) {
    const claims = (await db.execute(sql`select e.payload->>'AirWayBillNo' as awb, e.payload->>'Status' as code, extract(epoch from o.last_attempt_at) * 1000 as claimed from outbox o join events e on e.id = o.event_id`)) as unknown as { rows: Array<{ awb: string; code: string; claimed: number }> };
    const claimedAt = new Map(claims.rows.map((r) => [`${r.awb}:${r.code}`, Number(r.claimed)]));
    const waits = steadyArrivals.map(([key]) => claimedAt.get(key)! - committed.get(key)!).sort((a, b) => a - b);
    const sends = steadyArrivals.map(([key, at]) => at - claimedAt.get(key)!).sort((a, b) => a - b);
    log(`debug: commit→claim p50 ${pct(waits, 50)} p95 ${pct(waits, 95)}; claim→arrival p50 ${pct(sends, 50)} p95 ${pct(sends, 95)}`);
  }
  const [p50, p95, p99] = [50, 95, 99].map((p) => pct(latencies, p));
  const max = latencies[latencies.length - 1]!;
  if (lag > interval) log(`steady: the producer fell ${formatDuration(lag)} behind its schedule (scans are slower than ${RATE} events/s here)`);

  const stored = (await db.execute(sql`select count(*)::int as n, coalesce(sum(attempts), 0)::int as attempts from outbox where status = 'delivered'`)) as unknown as { rows: Array<{ n: number; attempts: number }> };

  console.log(
    `\n${table(
      ['measure', 'events', 'time', 'events/s', '× baseline', 'p50', 'p95', 'p99', 'max'],
      [
        ['baseline: plain client → receiver', String(EVENTS), formatDuration(baseMs), String(Math.round(baselineRate)), '1.00', '', '', '', ''],
        ['burst: committed, then drained', String(burstEvents), formatDuration(burstMs), String(Math.round(burstRate)), (burstRate / baselineRate).toFixed(2), '', '', '', ''],
        [`steady: ${RATE}/s committed while draining`, String(steadyEvents), formatDuration(steadyMs), String(Math.round(steadyRate)), (steadyRate / baselineRate).toFixed(2), `${p50} ms`, `${p95} ms`, `${p99} ms`, `${max} ms`],
      ],
    )}\n`,
  );
  const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');
  console.log(`target ≥ ${TARGETS.eventsPerSecond} events/s (burst drain): ${Math.round(burstRate)} → ${met(burstRate >= TARGETS.eventsPerSecond)}`);
  console.log(`target p95 ≤ ${TARGETS.p95Ms} ms from commit to receiver while draining: ${p95} ms → ${met(p95 <= TARGETS.p95Ms)}`);
  console.log(`deliveries stored as delivered: ${stored.rows[0]!.n} (attempts ${stored.rows[0]!.attempts}); bad signatures: ${burstBad + steadyBad}\n`);

  const file = writeResults('webhooks', startedAt, {
    machine: machineInfo(),
    machineBusyBefore: busy,
    database: database.driver,
    settings: { events: EVENTS, concurrency: CONCURRENCY, rate: RATE },
    baseline: { requests: EVENTS, ms: Math.round(baseMs), perSecond: Math.round(baselineRate) },
    burst: { events: burstEvents, writeMs: Math.round(produceMs), drainMs: burstMs, perSecond: Math.round(burstRate), ratio: burstRate / baselineRate },
    steady: { events: steadyEvents, ms: steadyMs, perSecond: Math.round(steadyRate), ratio: steadyRate / baselineRate, latencyMs: { p50, p95, p99, max }, producerLagMs: Math.round(lag) },
    targets: { eventsPerSecond: burstRate >= TARGETS.eventsPerSecond, p95: p95 <= TARGETS.p95Ms },
  });
  log(`results: ${file}`);
}

runBenchmark('webhooks', main, {
  cleanUp: async () => {
    await receiver?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
  },
  serverTail: () => undefined,
  interrupted: 'interrupted: cleaning up',
});
