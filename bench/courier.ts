// Benchmark of the courier's day (npm run bench:courier), through the courier
// API's own dispatch (guard, token, schema, service), as the BFF calls it:
//
// 1. Database: a fresh PostgreSQL database on the server of TEST_DATABASE_URL
//    or DATABASE_URL (dropped at the end), else PGlite in memory. Demo seed,
//    then BENCH_COURIERS couriers (2,000) each with a started run of
//    BENCH_STOPS stops (40): shipments out for delivery, one in four COD.
// 2. Baseline: BENCH_BASELINE single-airway-bill ScanEvents DELIVERED calls
//    (the Ops path, no proof, no idempotency) at the same concurrency: the
//    per-action cost of a status change alone, measured in this run.
// 3. Sync: every courier's day (80,000 deliveries, each with a PNG signature
//    and its position; a COD collection before each COD delivery) sent in
//    bursts of BENCH_BURST actions a call, BENCH_CONCURRENCY calls at once,
//    couriers interleaved as phones coming back online would be. Per action:
//    the call's time over its actions; p50/p95/p99 and actions/s, and the
//    ratio of p95 to the baseline's.
// 4. Remittance: 10,000 handed-over collections of one account put on one
//    statement (createRemittance), against a baseline of the bare UPDATE
//    that marks the same number of rows.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createCourierApi } from '../courier-api/app';
import { hashPassword } from '../courier-api/auth/passwords';
import { createTokenSigner } from '../courier-api/auth/tokens';
import { openSession } from '../courier-api/auth/sessions';
import type { CourierDeps } from '../courier-api/context';
import { migrateDatabase, type Database } from '../courier-api/db/client';
import { accounts, codCollections, courierRuns, deliveryCodes, runStops, shipments, trackingEvents, users } from '../courier-api/db/schema';
import { seedDemo } from '../courier-api/db/seed';
import { dubaiNow } from '../lib/schemas/booking';
import { generateAwb } from '../courier-api/services/awb';
import { createRemittance } from '../courier-api/services/courier/cod';
import { signaturePng } from '../courier-api/services/courier/documents/test-images';
import { memoryRateLimiter } from '../courier-api/rate-limit';
import { createStorage } from '../courier-api/services/storage';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envInt, formatDuration, log, machineBusy, machineInfo, openFreshDatabase, runBenchmark, table, writeResults } from './lib';

const COURIERS = envInt('BENCH_COURIERS', 2_000, 1, 100_000);
const STOPS = envInt('BENCH_STOPS', 40, 1, 500);
const BURST = envInt('BENCH_BURST', 8, 1, 25);
const CONCURRENCY = envInt('BENCH_CONCURRENCY', 16, 1, 256);
const BASELINE = envInt('BENCH_BASELINE', 5_000, 100, 1_000_000);
const REMIT = envInt('BENCH_REMIT', 10_000, 100, 1_000_000);
const CODE = '135790';

let database: Database | undefined;
let drop: (() => Promise<void>) | undefined;
let filesDir: string | undefined;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

async function insertShipments(db: Database['db'], accountId: string, n: number, status: string, progress: number, at: Date, cod: (i: number) => number) {
  const ids: Array<{ id: string; awbNo: string; cod: number }> = [];
  for (let i = 0; i < n; i += 1000) {
    const rows = await db
      .insert(shipments)
      .values(
        Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({
          awbNo: generateAwb(),
          accountId,
          serviceCode: 'NDD',
          originCity: 'Dubai',
          originCityCode: 'DXB',
          originCountry: 'AE',
          destinationCity: 'Sharjah',
          destinationCityCode: 'SHJ',
          destinationCountry: 'AE',
          status,
          progress,
          weightGrams: 1000,
          senderName: 'Al Noor Trading LLC',
          receiverName: 'Omar Khalid',
          codAmountFils: cod(i + j),
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: shipments.id, awbNo: shipments.awbNo, cod: shipments.codAmountFils });
    await db.insert(trackingEvents).values(rows.map((r) => ({ shipmentId: r.id, occurredAt: at, statusCode: status, progress, location: 'Sharjah', remarks: 'Out for delivery with courier' })));
    ids.push(...rows);
  }
  return ids;
}

async function main() {
  const startedAt = new Date();
  log(`courier: ${COURIERS} couriers × ${STOPS} stops, bursts of ${BURST}, ${CONCURRENCY} calls at once`);
  const opened = await openFreshDatabase('courier_bench_courier');
  database = opened.database;
  drop = opened.drop;
  const { db } = database;
  await migrateDatabase(database);
  await seedDemo(database);
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNo, '100001'));
  const accountId = account!.id;
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-courier-files-'));
  const tokens = createTokenSigner('bench-secret-bench-secret-bench-secret', 3600);
  const deps: CourierDeps = {
    db,
    tokens,
    tokenTtlSeconds: 3600,
    rateLimiter: memoryRateLimiter(),
    now: () => new Date(),
    trustProxy: false,
    files: createStorage({ kind: 'disk', dataDir: filesDir }),
  };
  const api = createCourierApi(deps);
  const call = async (token: string, method: string, p: string, body: unknown) => {
    const res = await api.request(`/${p}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }, { clientIp: '127.0.0.1' });
    const json = (await res.json()) as { data?: { Results?: Array<{ Ok: boolean; Message: string }>; Updated?: number } };
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data!;
  };

  // ---- set-up: couriers, their started runs, shipments out for delivery ----
  const setupStart = performance.now();
  const passwordHash = await hashPassword('Bench@2026');
  const none = { Manage_Sub_Users: false, Airway_Bill_Generation: false, Air_Way_bill_history: false, Print_Airway_Bill: false, Pickup_Request: false, Pickup_History: false };
  const couriers: Array<{ id: string }> = [];
  for (let i = 0; i < COURIERS; i += 1000) {
    couriers.push(
      ...(await db
        .insert(users)
        .values(Array.from({ length: Math.min(1000, COURIERS - i) }, (_, j) => ({ username: `bench.courier.${i + j}`, email: `courier${i + j}@bench.saqrexpress.ae`, fullName: `Courier ${i + j}`, passwordHash, role: 'Courier' as const, permissions: none })))
        .returning({ id: users.id })),
    );
  }
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const day = dubaiNow(new Date()).date;
  const hourAgo = new Date(Date.now() - 3600_000);
  const all = await insertShipments(db, accountId, COURIERS * STOPS, 'OUT_FOR_DELIVERY', 4, hourAgo, (i) => (i % 4 === 0 ? 10_000 + (i % 500) : 0));
  const runs: Array<{ id: string }> = [];
  for (let i = 0; i < COURIERS; i += 1000) {
    runs.push(
      ...(await db
        .insert(courierRuns)
        .values(couriers.slice(i, i + 1000).map((c) => ({ courierId: c.id, runDate: day, status: 'started' as const, startedAt: hourAgo, createdAt: hourAgo })))
        .returning({ id: courierRuns.id })),
    );
  }
  const stops = all.map((s, i) => ({ runId: runs[Math.floor(i / STOPS)]!.id, seq: (i % STOPS) + 1, kind: 'delivery' as const, shipmentId: s.id, createdAt: hourAgo }));
  for (let i = 0; i < stops.length; i += 2000) await db.insert(runStops).values(stops.slice(i, i + 2000));
  const cods = all.filter((s) => s.cod > 0);
  for (let i = 0; i < cods.length; i += 2000) await db.insert(deliveryCodes).values(cods.slice(i, i + 2000).map((s) => ({ shipmentId: s.id, code: CODE, createdAt: hourAgo })));
  const baselineShips = await insertShipments(db, accountId, BASELINE, 'OUT_FOR_DELIVERY', 4, hourAgo, () => 0);
  log(`set-up: ${all.length} stops on ${runs.length} runs, ${cods.length} COD, in ${formatDuration(performance.now() - setupStart)}`);

  // Tokens name a session (issue 17): each courier's phone, and the admin, sign in once.
  const session = (userId: string) => openSession(db, { userId, deviceId: null, ip: '127.0.0.1', userAgent: 'bench', now: new Date() });
  const courierTokens = await Promise.all(couriers.map(async (c) => tokens.issue(c.id, 0, undefined, await session(c.id))));
  const adminToken = await tokens.issue(admin!.id, 0, undefined, await session(admin!.id));
  const signature = `data:image/png;base64,${Buffer.from(signaturePng(360, 140, 6)).toString('base64')}`;
  log(`signature: ${signature.length} characters of data URL`);
  const busy = await machineBusy(1000);
  log(`machine busy before the run: ${busy === undefined ? 'unknown' : `${Math.round(busy * 100)} %`}`);

  // ---- baseline: one DELIVERED scan per call, the Ops path ----
  const baseTimes: number[] = [];
  let next = 0;
  const baseStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < baselineShips.length) {
        const s = baselineShips[next++]!;
        const t0 = performance.now();
        const d = await call(adminToken, 'POST', 'ScanEvents', { AirWayBillNos: [s.awbNo], StatusCode: 'DELIVERED', DeliveredTo: 'Omar Khalid' });
        baseTimes.push(performance.now() - t0);
        if (d.Updated !== 1) throw new Error('baseline scan was refused');
      }
    }),
  );
  const baseMs = performance.now() - baseStart;
  baseTimes.sort((a, b) => a - b);
  const baseRate = (baselineShips.length / baseMs) * 1000;
  log(`baseline: ${baselineShips.length} ScanEvents in ${formatDuration(baseMs)}: ${Math.round(baseRate)}/s, p95 ${round(pct(baseTimes, 95))} ms`);

  // ---- the day: bursts of actions, couriers interleaved ----
  // Each phone sends its queue in order, one call at a time; phones interleave (a ring of couriers).
  const perCourier = couriers.map((_, ci) => {
    const actions: unknown[] = [];
    for (const s of all.slice(ci * STOPS, (ci + 1) * STOPS)) {
      if (s.cod > 0) actions.push({ ClientId: randomUUID(), Kind: 'collect', AirWayBillNo: s.awbNo, Method: 'cash', Amount: s.cod / 100 });
      actions.push({
        ClientId: randomUUID(),
        Kind: 'deliver',
        AirWayBillNo: s.awbNo,
        RecipientName: 'Omar Khalid',
        Relationship: 'Self',
        Signature: signature,
        Position: { Lat: 25.35, Lng: 55.39, Accuracy: 15 },
        ...(s.cod > 0 ? { DeliveryCode: CODE } : {}),
      });
    }
    return actions;
  });
  const ring = couriers.map((_, ci) => ({ ci, sent: 0 }));
  const totalActions = perCourier.reduce((n, a) => n + a.length, 0);
  const perAction: number[] = [];
  let refused = 0;
  const refusals = new Map<string, number>();
  const syncStart = performance.now();
  let lastLog = syncStart;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let phone = ring.shift(); phone; phone = ring.shift()) {
        const actions = perCourier[phone.ci]!.slice(phone.sent, phone.sent + BURST);
        phone.sent += actions.length;
        const t0 = performance.now();
        const d = await call(courierTokens[phone.ci]!, 'POST', 'Courier/Actions', { Actions: actions });
        const each = (performance.now() - t0) / actions.length;
        for (const r of d.Results!) {
          perAction.push(each);
          if (!r.Ok) {
            refused++;
            refusals.set(r.Message, (refusals.get(r.Message) ?? 0) + 1);
          }
        }
        if (phone.sent < perCourier[phone.ci]!.length) ring.push(phone);
        if (performance.now() - lastLog > 15_000) {
          lastLog = performance.now();
          log(`sync: ${perAction.length} of ${totalActions} actions`);
        }
      }
    }),
  );
  const syncMs = performance.now() - syncStart;
  perAction.sort((x, y) => x - y);
  const syncRate = (totalActions / syncMs) * 1000;
  const [{ delivered }] = (await db.select({ delivered: sql<number>`count(*)::int` }).from(shipments).where(sql`${shipments.status} = 'DELIVERED' and ${shipments.id} in (select shipment_id from run_stops)`)) as [{ delivered: number }];
  log(`sync: ${totalActions} actions (${all.length} deliveries) in ${formatDuration(syncMs)}: ${Math.round(syncRate)} actions/s; refused ${refused}; delivered ${delivered}`);
  if (refused || delivered !== all.length) log(`refusals: ${JSON.stringify([...refusals])}`);
  if (refused || delivered !== all.length) throw new Error(`the day did not go through: ${refused} refused, ${delivered} of ${all.length} delivered`);

  // ---- remittance of 10,000 collections ----
  const remitShips = await insertShipments(db, accountId, REMIT * 2, 'DELIVERED', 5, hourAgo, () => 12_345);
  const remitAt = new Date(Date.now() - 1800_000);
  for (let i = 0; i < remitShips.length; i += 2000) {
    await db.insert(codCollections).values(
      remitShips.slice(i, i + 2000).map((s) => ({ shipmentId: s.id, accountId, courierId: couriers[0]!.id, amountFils: 12_345, method: 'card' as const, collectedAt: remitAt, handedOverAt: remitAt })),
    );
  }
  // Baseline: the bare UPDATE of the same number of rows (the second half, so the statement's rows stay untouched).
  const half = remitShips.slice(REMIT).map((s) => s.id);
  const rb0 = performance.now();
  await db.execute(sql`update cod_collections set handed_over_at = handed_over_at where shipment_id in (${sql.join(half.map((id) => sql`${id}::uuid`), sql`, `)})`);
  const remitBaseMs = performance.now() - rb0;
  // The statement takes every handed-over collection of the account: the second half moves to another account first.
  const [other] = await db.insert(accounts).values({ accountNo: 'BENCH-R', companyName: 'Bench', paymentType: 'PD' }).returning({ id: accounts.id });
  await db.execute(sql`update cod_collections set account_id = ${other!.id} where shipment_id in (${sql.join(half.map((id) => sql`${id}::uuid`), sql`, `)})`);
  const r0 = performance.now();
  const statement = await createRemittance(db, { Account: '100001', From: day, To: day }, admin!.id, new Date());
  const remitMs = performance.now() - r0;
  log(`remittance: ${statement.Shipments} collections on ${statement.StatementNo} in ${formatDuration(remitMs)} (bare UPDATE of as many rows: ${formatDuration(remitBaseMs)})`);

  console.log(
    '\n' +
      table(
        ['measure', 'value', 'baseline', 'ratio'],
        [
          ['sync p50 per action', `${round(pct(perAction, 50))} ms`, `${round(pct(baseTimes, 50))} ms`, `×${round(pct(perAction, 50) / pct(baseTimes, 50))}`],
          ['sync p95 per action', `${round(pct(perAction, 95))} ms`, `${round(pct(baseTimes, 95))} ms`, `×${round(pct(perAction, 95) / pct(baseTimes, 95))}`],
          ['sync p99 per action', `${round(pct(perAction, 99))} ms`, `${round(pct(baseTimes, 99))} ms`, `×${round(pct(perAction, 99) / pct(baseTimes, 99))}`],
          ['actions per second', `${Math.round(syncRate)}`, `${Math.round(baseRate)}`, `×${round(syncRate / baseRate)}`],
          [`remittance of ${statement.Shipments}`, `${Math.round(remitMs)} ms`, `${Math.round(remitBaseMs)} ms`, `×${round(remitMs / remitBaseMs)}`],
        ],
      ) +
      '\n',
  );
  const file = writeResults('courier', startedAt, {
    machine: machineInfo(),
    machineBusyBefore: busy,
    database: database.driver,
    settings: { couriers: COURIERS, stops: STOPS, burst: BURST, concurrency: CONCURRENCY, baseline: BASELINE, remit: REMIT },
    baseline: { scans: baselineShips.length, ms: Math.round(baseMs), perSecond: Math.round(baseRate), p50: pct(baseTimes, 50), p95: pct(baseTimes, 95), p99: pct(baseTimes, 99) },
    sync: { actions: totalActions, deliveries: all.length, ms: Math.round(syncMs), perSecond: Math.round(syncRate), p50: pct(perAction, 50), p95: pct(perAction, 95), p99: pct(perAction, 99), p95Ratio: pct(perAction, 95) / pct(baseTimes, 95) },
    remittance: { collections: statement.Shipments, ms: Math.round(remitMs), baselineMs: Math.round(remitBaseMs), ratio: remitMs / remitBaseMs },
  });
  log(`results: ${file}`);
}

runBenchmark('courier', main, {
  cleanUp: async () => {
    await database?.close().catch(() => undefined);
    await drop?.().catch(() => undefined);
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  },
  serverTail: () => undefined,
  interrupted: 'interrupted: cleaning up',
});
