// Benchmark of receiver notifications (npm run bench:notifications, issue 16):
// 100,000 status changes in one batch of scans, the messages they queue, and
// the outbox worker sending them to local receivers.
//
// 1. Database: a fresh PostgreSQL database on the server of TEST_DATABASE_URL
//    or DATABASE_URL (created, migrated, seeded, dropped at the end), else
//    embedded PGlite in memory. Three sets of BENCH_SHIPMENTS (100,000)
//    shipments of the demo postpaid account, each with its own receiver
//    (distinct valid UAE mobile in the formats people type, distinct email;
//    one in four with an Arabic name, so Arabic messages; one in three COD).
// 2. Clock: the scans and the worker run on a clock that starts at 10:00 in
//    Dubai (06:00Z, yesterday) and moves with real time, so quiet hours
//    (21:00–08:00) hold no SMS or WhatsApp.
// 3. Scan latency: the batch of status changes is recorded with recordScans
//    (the service behind POST ScanEvents) in scans of BENCH_SCAN_SIZE (500:
//    the route's maximum) airway bills, on the three sets interleaved scan by
//    scan so that drift (table growth, the machine's other work) falls on all
//    three alike:
//      - reference: AT_DESTINATION, a status that notifies nobody;
//      - off (the baseline): OUT_FOR_DELIVERY with the account's notifications
//        turned off (every event's channels empty);
//      - on: OUT_FOR_DELIVERY with email + SMS (+ WhatsApp with BENCH_WHATSAPP=1).
//    Total, per 1,000 shipments, p50/p95 per scan, added latency and ratio.
//    Before that, the whole batch as ONE recordScans call is tried on each
//    set (measured when the service takes it, then undone; else its error).
// 4. Drain: an SMTP listener (smtp-server) and a Twilio-compatible HTTP
//    receiver (node:http, 201), each in a worker thread of its own; the
//    outbox worker (createOutboxDrainer via drainOutbox, concurrency
//    BENCH_CONCURRENCY = OUTBOX_CONCURRENCY, 16) sends every queued message:
//    email through smtpTransport (nodemailer), SMS/WhatsApp through the
//    'twilio' adapter. Time to the last arrival, messages/s per channel;
//    every recipient must get exactly one message, naming its own AWB.
//    Baselines in the same run, same receivers, same concurrency:
//      - email: nodemailer as smtpTransport sets it up (a connection per
//        message), and nodemailer pooled (the listener's ceiling);
//      - SMS: the worker's keep-alive HTTP client posting Twilio form bodies.
// 5. Report: the table and JSON in bench/results/notifications-*.json.
import { eq, is, sql, TransactionRollbackError } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFY_EVENTS, type NotificationSettings, type NotifyChannel, type NotifyMatrix } from '../lib/schemas/notifications';
import { migrateDatabase, type Database } from '../courier-api/db/client';
import { shipments, trackingEvents, users } from '../courier-api/db/schema';
import { seedDemo } from '../courier-api/db/seed';
import { awbCheckDigit } from '../courier-api/services/awb';
import { bulkInsert } from '../courier-api/services/batches/bulk-insert';
import { smtpTransport, type MailTransport } from '../courier-api/services/mail';
import { recordScans } from '../courier-api/services/operations/scan-events';
import { saveNotificationSettings } from '../courier-api/services/notifications/settings';
import { providerRequest, type ProviderSettings } from '../courier-api/services/notifications/providers';
import { renderNotification, trackingLink } from '../courier-api/services/notifications/templates';
import type { Tx } from '../courier-api/services/shipments/types';
import { createPoster } from '../courier-api/services/webhooks/deliver';
import { claimDue, drainOutbox } from '../courier-api/services/webhooks/worker';
import { claimNotificationsDue } from '../courier-api/services/notifications/outbox';
import { envInt, formatDuration, log, machineBusy, machineInfo, openFreshDatabase, processCpuMs, ROOT, runBenchmark, startReceiverThread, table, writeResults, type ReceiverThread } from './lib';

const SHIPMENTS = envInt('BENCH_SHIPMENTS', 100_000, 100, 1_000_000);
const SCAN_SIZE = envInt('BENCH_SCAN_SIZE', 500, 1, 1_000_000); // POST ScanEvents takes at most 500
const CONCURRENCY = envInt('BENCH_CONCURRENCY', envInt('OUTBOX_CONCURRENCY', 16, 1, 256), 1, 256);
const BASELINE = Math.min(SHIPMENTS, envInt('BENCH_BASELINE', 20_000, 100, 1_000_000));
const WHATSAPP = process.env.BENCH_WHATSAPP === '1';
const SKIP_ONE_CALL = process.env.BENCH_ONE_CALL === '0';
const CODE = 'OUT_FOR_DELIVERY';
const REFERENCE_CODE = 'AT_DESTINATION';
const CHANNELS: NotifyChannel[] = WHATSAPP ? ['email', 'sms', 'whatsapp'] : ['email', 'sms'];
const SITE_URL = 'https://www.saqrexpress.ae';
const FROM = 'Saqr Express <no-reply@saqrexpress.ae>';

// 10:00 in Dubai yesterday (06:00Z), moving with real time from the start.
const CLOCK_START = (() => {
  const d = new Date(Date.now() - 24 * 3600_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 6);
})();
const REAL_START = Date.now();
const clock = () => new Date(CLOCK_START + (Date.now() - REAL_START));

// ------------------------------------------------------------ receivers ----

/** Arrivals as [recipient, AWB found in the message, ms since epoch]. */
type Arrival = [string, string, number];

const SMTP_RECEIVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { SMTPServer } = require(workerData.smtpServer);
let arrivals = [];
// The Subject header, unfolded, with RFC 2047 words decoded (Arabic subjects are base64).
function subjectOf(raw) {
  const head = raw.slice(0, raw.indexOf('\\r\\n\\r\\n')).replace(/\\r\\n[ \\t]+/g, ' ');
  const m = /^Subject:\\s*(.*)$/im.exec(head);
  if (!m) return '';
  return m[1].replace(/\\?=\\s+=\\?/g, '?==?').replace(/=\\?utf-8\\?([bq])\\?([^?]*)\\?=/gi, (_, enc, text) =>
    enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')));
}
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const at = Date.now();
      const awb = (/\\d{11}/.exec(subjectOf(Buffer.concat(chunks).toString('utf8'))) || [''])[0];
      for (const r of session.envelope.rcptTo) arrivals.push([r.address, awb, at]);
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'flush') {
    parentPort.postMessage({ arrivals });
    arrivals = [];
  } else if (m === 'close') server.close(() => process.exit(0));
});
`;

// A Twilio-compatible Messages resource: form-encoded To/From/Body, HTTP Basic, 201 with a JSON message.
const SMS_RECEIVER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
let arrivals = [];
let bad = 0;
let n = 0;
const auth = 'Basic ' + Buffer.from(workerData.sid + ':' + workerData.token).toString('base64');
const path = '/2010-04-01/Accounts/' + workerData.sid + '/Messages.json';
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    if (req.method !== 'POST' || req.url !== path || req.headers.authorization !== auth) {
      bad++;
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end('{"code":20003,"message":"Authenticate"}');
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To') || '';
    const awb = (/\\d{11}/.exec(form.get('Body') || '') || [''])[0];
    arrivals.push([to, awb, at]);
    n++;
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid: 'SM' + String(n).padStart(32, '0'), status: 'queued', to, from: form.get('From') }));
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

type Received = { arrivals: Arrival[]; bad?: number };

// ------------------------------------------------------------- database ----

let database: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const threads: ReceiverThread<Received>[] = [];

interface Receiver {
  awb: string;
  phone: string;
  email: string;
}

const FIRST = ['Omar', 'Priya', 'John', 'Aisha', 'Rahul', 'Maria', 'Hassan', 'Chen'];
const FIRST_AR = ['عمر', 'فاطمة', 'خالد', 'مريم'];
const LAST = ['Khalid', 'Nair', 'Smith', 'Rahman', 'Gupta', 'Santos', 'Ali', 'Wei'];
const LAST_AR = ['الهاشمي', 'المنصوري', 'الكعبي', 'الظاهري'];
const PREFIXES = ['50', '52', '54', '55', '56', '58'];

/** A distinct valid UAE mobile for n, written the ways people type them; and its E.164 form. */
function phoneOf(n: number): { typed: string; e164: string } {
  const prefix = PREFIXES[n % PREFIXES.length]!;
  const rest = String(Math.floor(n / PREFIXES.length) + 1_000_000).padStart(7, '0');
  const e164 = `+971${prefix}${rest}`;
  const typed = [`0${prefix}${rest}`, `+971 ${prefix} ${rest.slice(0, 3)} ${rest.slice(3)}`, `00971${prefix}${rest}`, `0${prefix}-${rest.slice(0, 3)}-${rest.slice(3)}`][n % 4]!;
  return { typed, e164 };
}

/** Valid AWBs from a fixed serial range (random ones would collide at this volume). */
const awbOf = (n: number) => {
  const serial = String(7_000_000_000 + n);
  return serial + awbCheckDigit(serial);
};

/** `n` shipments of the account created at `at` (CREATED, with its event), receivers numbered from `first`. */
async function makeShipments(db: Database['db'], accountId: string, first: number, n: number, at: Date): Promise<Receiver[]> {
  const out: Receiver[] = [];
  const tx = db as unknown as Tx;
  for (let i = 0; i < n; i += 2500) {
    const batch: Array<Record<string, unknown>> = [];
    for (let j = i; j < Math.min(n, i + 2500); j++) {
      const k = first + j;
      const { typed, e164 } = phoneOf(k);
      const arabic = k % 4 === 3;
      const name = arabic ? `${FIRST_AR[k % 4]} ${LAST_AR[(k >> 2) % 4]}` : `${FIRST[k % 8]} ${LAST[(k >> 3) % 8]}`;
      const email = `receiver${k}@mail.example.com`;
      out.push({ awb: awbOf(k), phone: e164, email });
      batch.push({
        awbNo: awbOf(k),
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
        receiverName: name,
        receiverPhone: typed,
        receiverEmail: k % 7 === 0 ? email.toUpperCase() : email,
        receiverAddressLine1: `Villa ${k % 300}, Street ${k % 40}`,
        codAmountFils: k % 3 === 0 ? 12_500 + (k % 50) * 100 : 0,
        createdAt: at,
        updatedAt: at,
      });
    }
    const rows = await bulkInsert<{ id: string }>(tx, shipments, batch, sql`returning id`);
    await bulkInsert(
      tx,
      trackingEvents,
      rows.map((r) => ({ shipmentId: r.id, occurredAt: at, statusCode: 'CREATED', progress: 0, location: 'Dubai', remarks: 'Shipment information received' })),
    );
  }
  return out;
}

function settingsWith(channels: NotifyChannel[]): NotificationSettings {
  const events = Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, [] as NotifyChannel[]])) as NotifyMatrix;
  events.out_for_delivery = channels;
  return { ...DEFAULT_NOTIFICATION_SETTINGS, events };
}

/** Puts the sets' shipments back to CREATED: their scan's events, and the messages it queued, deleted. */
async function undoScans(db: Database['db'], awbs: string[]) {
  for (let i = 0; i < awbs.length; i += 10_000) {
    const part = JSON.stringify(awbs.slice(i, i + 10_000));
    const ids = sql`(select id from shipments where awb_no in (select json_array_elements_text(${part}::json)))`;
    await db.execute(sql`delete from tracking_events where shipment_id in ${ids} and status_code <> 'CREATED'`);
    const events = (await db.execute(sql`delete from outbox where shipment_id in ${ids} returning event_id`)) as unknown as { rows: Array<{ event_id: string }> };
    const eventIds = [...new Set(events.rows.map((r) => r.event_id))];
    if (eventIds.length) await db.execute(sql`delete from events where id in (select json_array_elements_text(${JSON.stringify(eventIds)}::json)::uuid)`);
    await db.execute(sql`update shipments set status = 'CREATED', progress = 0 where id in ${ids}`);
  }
}

const cpuNow = () => processCpuMs(process.pid) ?? NaN;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const n0 = (n: number) => Math.round(n).toLocaleString('en-US');
const ms1 = (n: number) => `${n.toFixed(1)} ms`;

// ----------------------------------------------------------------- main ----

interface ScanSet {
  label: string;
  code: string;
  /** The account's notifications for this set's scans (null: the status notifies nobody anyway). */
  notify: NotifyChannel[] | null;
  receivers: Receiver[];
  times: number[];
}

async function main() {
  const startedAt = new Date();
  log(
    `notifications: ${n0(SHIPMENTS)} shipments a set, scans of ${SCAN_SIZE}, channels ${CHANNELS.join(' + ')}, worker concurrency ${CONCURRENCY}, ` +
      `baselines of ${n0(BASELINE)} messages; clock from ${new Date(CLOCK_START).toISOString()} (10:00 Dubai)`,
  );
  const opened = await openFreshDatabase('courier_bench_notifications');
  database = opened.database;
  dropDatabase = opened.drop;
  const { db } = database;
  await migrateDatabase(database);
  await seedDemo(database, clock());
  const [user] = await db.select().from(users).where(eq(users.username, 'alnoor'));
  const accountId = user!.accountId!;

  const createdAt = new Date(CLOCK_START - 3600_000);
  const t0 = performance.now();
  const sets: ScanSet[] = [
    { label: `reference: ${REFERENCE_CODE} (notifies nobody)`, code: REFERENCE_CODE, notify: null, receivers: [], times: [] },
    { label: `off: ${CODE}, notifications off`, code: CODE, notify: [], receivers: [], times: [] },
    { label: `on: ${CODE}, ${CHANNELS.join(' + ')}`, code: CODE, notify: CHANNELS, receivers: [], times: [] },
  ];
  for (const [i, s] of sets.entries()) s.receivers = await makeShipments(db, accountId, i * SHIPMENTS, SHIPMENTS, createdAt);
  await db.execute(sql`analyze`);
  log(`${n0(3 * SHIPMENTS)} shipments ready in ${formatDuration(performance.now() - t0)}`);

  let settingsNow: string | undefined;
  const useSettings = async (channels: NotifyChannel[]) => {
    const key = channels.join(',');
    if (settingsNow === key) return;
    await saveNotificationSettings(db, accountId, settingsWith(channels), null, clock());
    settingsNow = key;
  };
  const scan = async (s: ScanSet, awbs: string[]): Promise<number> => {
    if (s.notify) await useSettings(s.notify);
    const started = performance.now();
    const now = clock();
    const res = await recordScans(db, { awbNos: awbs, code: s.code, location: '', remarks: '', deliveredTo: null, exceptionReason: null, occurredAt: now, now });
    const took = performance.now() - started;
    if (res.Updated !== awbs.length) throw new Error(`${s.label}: a scan updated ${res.Updated} of ${awbs.length} (${res.Results.find((r) => !r.Ok)?.Message})`);
    return took;
  };

  const busyBefore = await machineBusy(1000);
  log(`machine busy before the scans: ${busyBefore === undefined ? 'unknown' : `${Math.round(busyBefore * 100)} %`}`);

  // ---- 1a. the whole batch as one recordScans call ----
  const oneCall: Record<string, { ms?: number; error?: string }> = {};
  if (!SKIP_ONE_CALL) {
    for (const s of sets) {
      try {
        const ms = await scan(s, s.receivers.map((r) => r.awb));
        oneCall[s.label] = { ms };
        log(`one call, ${s.label}: ${n0(SHIPMENTS)} airway bills in ${formatDuration(ms)}`);
      } catch (err) {
        const message = ((err as { cause?: Error }).cause?.message ?? (err as Error).message).split('\n')[0]!.slice(0, 200);
        oneCall[s.label] = { error: message };
        log(`one call, ${s.label}: refused: ${message}`);
      }
    }
    if (Object.values(oneCall).some((o) => o.ms !== undefined)) {
      const queued = (await db.execute(sql`select count(*)::int as n from outbox where shipment_id is not null`)) as unknown as { rows: Array<{ n: number }> };
      log(`one call queued ${n0(queued.rows[0]!.n)} messages; undoing the scans to measure them again in scans of ${SCAN_SIZE}`);
      for (const s of sets) await undoScans(db, s.receivers.map((r) => r.awb));
      await db.execute(sql`vacuum analyze shipments`).catch(() => undefined);
      await db.execute(sql`vacuum analyze tracking_events`).catch(() => undefined);
      await db.execute(sql`vacuum analyze outbox`).catch(() => undefined);
    }
  }

  // ---- 1b. the batch in scans of SCAN_SIZE, the three sets interleaved ----
  const scansStart = performance.now();
  const rounds = Math.ceil(SHIPMENTS / SCAN_SIZE);
  for (let r = 0; r < rounds; r++) {
    // Each set takes each place in the round in turn.
    for (let k = 0; k < sets.length; k++) {
      const s = sets[(r + k) % sets.length]!;
      s.times.push(await scan(s, s.receivers.slice(r * SCAN_SIZE, (r + 1) * SCAN_SIZE).map((x) => x.awb)));
    }
    if ((r + 1) % Math.max(1, Math.floor(rounds / 10)) === 0) log(`scans: ${r + 1} of ${rounds} rounds`);
  }
  log(`scans done in ${formatDuration(performance.now() - scansStart)}`);
  const counted = (await db.execute(
    sql`select channel, count(*)::int as n from outbox where shipment_id is not null group by channel order by channel`,
  )) as unknown as { rows: Array<{ channel: string; n: number }> };
  const queuedBy = Object.fromEntries(counted.rows.map((r) => [r.channel, r.n])) as Record<string, number>;
  const queued = counted.rows.reduce((a, r) => a + r.n, 0);
  if (queued !== SHIPMENTS * CHANNELS.length) throw new Error(`expected ${SHIPMENTS * CHANNELS.length} messages queued, found ${queued} (${JSON.stringify(queuedBy)})`);
  log(`queued: ${Object.entries(queuedBy).map(([c, n]) => `${n0(n)} ${c}`).join(', ')}`);

  const scanStats = sets.map((s) => {
    const total = s.times.reduce((a, b) => a + b, 0);
    const sorted = [...s.times].sort((a, b) => a - b);
    const tenth = Math.max(1, Math.floor(s.times.length / 10));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    return { label: s.label, scans: s.times.length, firstTenthMeanMs: mean(s.times.slice(0, tenth)), lastTenthMeanMs: mean(s.times.slice(-tenth)), totalMs: total, per1000Ms: (total / SHIPMENTS) * 1000, p50Ms: pct(sorted, 50), p95Ms: pct(sorted, 95), maxMs: sorted[sorted.length - 1]! };
  });
  const [ref, off, on] = scanStats as [(typeof scanStats)[0], (typeof scanStats)[0], (typeof scanStats)[0]];

  // ---- 1c. what one claim costs with this many messages queued ----
  // The worker claims a round of up to 2 × concurrency rows in three statements: notifications,
  // webhooks (none are queued here), notifications again. Each timed 5 times; the notifications'
  // claim in a transaction rolled back, so nothing is leased. First with the statistics as the
  // scans left them (this test server runs with autovacuum off: the outbox was last analyzed
  // empty), then after ANALYZE, as autovacuum would do on a production server.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const measureClaims = async () => {
    const hooks: number[] = [];
    const notes: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      await claimDue(db, clock(), CONCURRENCY);
      hooks.push(performance.now() - t);
      await db
        .transaction(async (tx) => {
          t = performance.now();
          const got = await claimNotificationsDue(tx as unknown as Database['db'], clock(), CONCURRENCY, 60_000, CHANNELS);
          notes.push(performance.now() - t);
          if (got.length !== CONCURRENCY) throw new Error(`a claim of ${CONCURRENCY} notifications got ${got.length}`);
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!is(err, TransactionRollbackError)) throw err;
        });
    }
    return { webhooksNoneDueMs: median(hooks), notificationsMs: median(notes) };
  };
  const autovacuum = database.driver === 'pglite' ? 'n/a' : ((await db.execute(sql`show autovacuum`)) as unknown as { rows: Array<{ autovacuum: string }> }).rows[0]?.autovacuum;
  const claimsStale = await measureClaims();
  await db.execute(sql`analyze outbox`);
  await db.execute(sql`analyze events`);
  const claims = await measureClaims();
  log(
    `one claim with ${n0(queued)} messages queued (median of 5; autovacuum ${autovacuum}): ${CONCURRENCY} notifications ${ms1(claimsStale.notificationsMs)} ` +
      `with the statistics as left, ${ms1(claims.notificationsMs)} after ANALYZE; webhooks (none due) ${ms1(claimsStale.webhooksNoneDueMs)} / ${ms1(claims.webhooksNoneDueMs)}`,
  );

  // ---- 2. receivers and their baselines ----
  const smtpServer = require.resolve('smtp-server', { paths: [ROOT] });
  const smtp = await startReceiverThread<Received>(SMTP_RECEIVER, { smtpServer });
  threads.push(smtp);
  const twilio = { sid: 'AC0123456789abcdef0123456789abcdef', token: 'bench-auth-token' };
  const sms = await startReceiverThread<Received>(SMS_RECEIVER, twilio);
  threads.push(sms);
  const provider: ProviderSettings = { kind: 'twilio', baseUrl: `http://127.0.0.1:${sms.port}`, accountSid: twilio.sid, authToken: twilio.token, from: '+971500000000' };
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;

  // A message as the worker sends it: an out-for-delivery notice, rendered by the real templates.
  const sample = (i: number) => {
    const awb = awbOf(9_000_000 + i);
    const locale = i % 4 === 3 ? 'ar' : 'en';
    const facts = { awb, senderName: 'Al Noor Trading LLC', receiverName: locale === 'ar' ? 'مريم الكعبي' : 'Priya Nair', status: CODE, destinationCity: 'Abu Dhabi', codAmountFils: i % 3 === 0 ? 12_500 : 0 };
    return { awb, ...renderNotification({ kind: 'out_for_delivery', channel: 'email', locale, facts, trackingUrl: trackingLink(SITE_URL, awb, locale) }) };
  };
  const inParallel = async (count: number, send: (i: number) => Promise<void>): Promise<number> => {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) await send(next++);
      }),
    );
    return performance.now() - started;
  };
  const expectArrivals = async (thread: ReceiverThread<Received>, count: number, what: string) => {
    const got = await thread.flush();
    if (got.arrivals.length !== count || got.bad) throw new Error(`${what}: the receiver got ${got.arrivals.length} of ${count} (${got.bad ?? 0} refused)`);
  };

  const busyDrain = await machineBusy(1000);
  log(`machine busy before the drain's baselines: ${busyDrain === undefined ? 'unknown' : `${Math.round(busyDrain * 100)} %`}`);

  // The three baselines; run before the drain and again after it (the machine is shared: its load drifts).
  const runBaselines = async (when: string) => {
    const perMessage: MailTransport = smtpTransport(smtpUrl, FROM);
    const cpu0 = cpuNow();
    const emailPlainMs = await inParallel(BASELINE, async (i) => {
      const m = sample(i);
      await perMessage.send({ to: `${when}.plain${i}@mail.example.com`, subject: m.subject, text: m.text, html: m.html });
    });
    await expectArrivals(smtp, BASELINE, 'email baseline (as smtpTransport)');
    const emailPlainCpuMs = cpuNow() - cpu0;
    log(`baseline ${when}, email as smtpTransport (a connection per message): ${n0(BASELINE)} in ${formatDuration(emailPlainMs)}: ${n0((BASELINE / emailPlainMs) * 1000)}/s`);

    const pooled = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true, pool: true, maxConnections: CONCURRENCY, maxMessages: Infinity });
    const emailPooledMs = await inParallel(BASELINE, async (i) => {
      const m = sample(i);
      await pooled.sendMail({ from: FROM, to: `${when}.pooled${i}@mail.example.com`, subject: m.subject, text: m.text, html: m.html });
    });
    pooled.close();
    await expectArrivals(smtp, BASELINE, 'email baseline (pooled)');
    log(`baseline ${when}, email pooled (${CONCURRENCY} connections): ${n0(BASELINE)} in ${formatDuration(emailPooledMs)}: ${n0((BASELINE / emailPooledMs) * 1000)}/s`);

    const poster = createPoster({ allowPrivate: true, maxSockets: CONCURRENCY });
    const cpu1 = cpuNow();
    const smsMs = await inParallel(BASELINE, async (i) => {
      const m = sample(i);
      const req = providerRequest(provider, { id: String(i), channel: 'sms', to: phoneOf(9_000_000 + i).e164, text: m.short, locale: 'en', kind: 'out_for_delivery', awb: m.awb }, clock());
      const res = await poster.post(req.url, req.body, req.headers);
      if (!res.ok) throw new Error(`SMS baseline: ${res.error}`);
    });
    poster.close();
    await expectArrivals(sms, BASELINE, 'SMS baseline');
    const smsCpuMs = cpuNow() - cpu1;
    log(`baseline ${when}, SMS (keep-alive client, Twilio form POST): ${n0(BASELINE)} in ${formatDuration(smsMs)}: ${n0((BASELINE / smsMs) * 1000)}/s`);
    return { emailPlainMs, emailPooledMs, smsMs, emailPlainCpuMs, smsCpuMs };
  };
  const before = await runBaselines('before');

  // ---- 3. the drain ----
  const drainStart = Date.now();
  const drainCpu0 = cpuNow();
  const counts = await drainOutbox({
    db,
    now: clock,
    webhooks: { allowPrivate: true, concurrency: CONCURRENCY },
    mail: { transport: smtpTransport(smtpUrl, FROM), siteUrl: SITE_URL },
    notify: { sms: provider, whatsapp: WHATSAPP ? provider : null },
  });
  const drainMs = Date.now() - drainStart;
  const drainCpuMs = cpuNow() - drainCpu0;
  log(`drain: ${JSON.stringify(counts)} in ${formatDuration(drainMs)}`);

  const mails = (await smtp.flush()).arrivals;
  const shorts = await sms.flush();
  if (shorts.bad) throw new Error(`the SMS receiver refused ${shorts.bad} requests`);
  // Every receiver of the "on" set exactly once per channel, with its own AWB; nobody else.
  const check = (channel: NotifyChannel, got: Arrival[]) => {
    const want = new Map(sets[2]!.receivers.map((r) => [channel === 'email' ? r.email : channel === 'whatsapp' ? `whatsapp:${r.phone}` : r.phone, r.awb]));
    const seen = new Map<string, number>();
    let wrongAwb = 0;
    let unknown = 0;
    for (const [to, awb] of got) {
      const expected = want.get(to);
      if (expected === undefined) unknown++;
      else if (expected !== awb) wrongAwb++;
      seen.set(to, (seen.get(to) ?? 0) + 1);
    }
    const twice = [...seen.values()].filter((n) => n > 1).length;
    const missing = [...want.keys()].filter((k) => !seen.has(k)).length;
    if (twice || missing || wrongAwb || unknown) throw new Error(`${channel}: ${missing} receivers missed, ${twice} got it more than once, ${wrongAwb} named the wrong AWB, ${unknown} to unknown recipients`);
    const last = Math.max(...got.map(([, , at]) => at));
    return { messages: got.length, lastMs: last - drainStart };
  };
  const byChannel: Partial<Record<NotifyChannel, { messages: number; lastMs: number }>> = {};
  byChannel.email = check('email', mails);
  byChannel.sms = check('sms', shorts.arrivals.filter(([to]) => !to.startsWith('whatsapp:')));
  if (WHATSAPP) byChannel.whatsapp = check('whatsapp', shorts.arrivals.filter(([to]) => to.startsWith('whatsapp:')));
  const stored = (await db.execute(
    sql`select status, count(*)::int as n, sum(attempts)::int as attempts from outbox where shipment_id is not null group by status`,
  )) as unknown as { rows: Array<{ status: string; n: number; attempts: number }> };
  const delivered = stored.rows.find((r) => r.status === 'delivered');
  if (!delivered || delivered.n !== queued || stored.rows.length !== 1) throw new Error(`outbox after the drain: ${JSON.stringify(stored.rows)}`);
  const busyAfter = await machineBusy(1000);
  const after = await runBaselines('after');

  // ---- 4. report ----
  const lastArrivalMs = Math.max(...Object.values(byChannel).map((c) => c!.lastMs));
  const drainRate = (queued / lastArrivalMs) * 1000;
  // Each baseline's rate: the mean of its runs before and after the drain.
  const rateOf = (k: 'emailPlainMs' | 'emailPooledMs' | 'smsMs') => ((BASELINE / before[k] + BASELINE / after[k]) / 2) * 1000;
  const emailRate = rateOf('emailPlainMs');
  const emailPooledRate = rateOf('emailPooledMs');
  const smsRate = rateOf('smsMs');
  const both = (k: 'emailPlainMs' | 'emailPooledMs' | 'smsMs') => `${formatDuration(before[k])} / ${formatDuration(after[k])}`;
  // The baselines' time for the same messages, one channel after the other at full concurrency.
  const shortCount = queued - byChannel.email.messages;
  const baselineMs = (byChannel.email.messages / emailRate + shortCount / smsRate) * 1000;
  const baselinePooledMs = (byChannel.email.messages / emailPooledRate + shortCount / smsRate) * 1000;
  const addedMs = on.totalMs - off.totalMs;

  console.log(`\nScan latency: ${n0(SHIPMENTS)} status changes a set, scans of ${SCAN_SIZE} (${rounds} scans a set, interleaved)\n`);
  console.log(
    table(
      ['set', 'total', 'per 1,000', 'p50 / scan', 'p95 / scan', 'max / scan', 'first → last tenth', '× off'],
      scanStats.map((s) => [s.label, formatDuration(s.totalMs), ms1(s.per1000Ms), ms1(s.p50Ms), ms1(s.p95Ms), ms1(s.maxMs), `${Math.round(s.firstTenthMeanMs)} → ${Math.round(s.lastTenthMeanMs)} ms`, (s.totalMs / off.totalMs).toFixed(2)]),
    ),
  );
  console.log(
    `\nadded by the notifications: ${formatDuration(addedMs)} over ${n0(SHIPMENTS)} (${ms1((addedMs / SHIPMENTS) * 1000)} per 1,000 shipments, ` +
      `${ms1(on.p50Ms - off.p50Ms)} at p50 per scan of ${SCAN_SIZE}); on ÷ off = ${(on.totalMs / off.totalMs).toFixed(2)}; off ÷ reference = ${(off.totalMs / ref.totalMs).toFixed(2)}`,
  );
  if (!SKIP_ONE_CALL) {
    console.log(`\nOne recordScans call of ${n0(SHIPMENTS)} airway bills:`);
    for (const [label, o] of Object.entries(oneCall)) console.log(`  ${label}: ${o.ms !== undefined ? formatDuration(o.ms) : `refused (${o.error})`}`);
  }
  console.log(`\nDrain: ${n0(queued)} messages, worker concurrency ${CONCURRENCY}\n`);
  const rows: string[][] = [
    ['baseline: email as smtpTransport, direct', n0(BASELINE), both('emailPlainMs'), n0(emailRate), ''],
    ['baseline: email pooled, direct', n0(BASELINE), both('emailPooledMs'), n0(emailPooledRate), ''],
    ['baseline: SMS POST, direct', n0(BASELINE), both('smsMs'), n0(smsRate), ''],
  ];
  for (const [channel, c] of Object.entries(byChannel)) {
    const rate = (c.messages / c.lastMs) * 1000;
    // The channels share the worker's concurrency: a channel's rate against its own baseline at full concurrency is not a like-for-like ratio.
    rows.push([`worker: ${channel} (to its last arrival)`, n0(c.messages), formatDuration(c.lastMs), n0(rate), '']);
  }
  rows.push(['worker: all channels', n0(queued), formatDuration(lastArrivalMs), n0(drainRate), (baselineMs / lastArrivalMs).toFixed(2)]);
  console.log(table(['measure', 'messages', 'time (baselines: before / after)', 'messages/s', '× baseline'], rows));
  console.log(
    `\nbaseline for all ${n0(queued)} (each channel after the other at full concurrency): ${formatDuration(baselineMs)} as smtpTransport, ${formatDuration(baselinePooledMs)} pooled; ` +
      `the worker took ${formatDuration(lastArrivalMs)} to the last arrival (${formatDuration(drainMs)} with its last outcomes written): ` +
      `× ${(baselineMs / lastArrivalMs).toFixed(2)} of the smtpTransport baseline, × ${(baselinePooledMs / lastArrivalMs).toFixed(2)} of the pooled one`,
  );
  console.log(
    `one claim of ${CONCURRENCY} notifications with ${n0(queued)} queued: ${ms1(claimsStale.notificationsMs)} with the statistics as the scans left them, ` +
      `${ms1(claims.notificationsMs)} after ANALYZE (autovacuum ${autovacuum}; the drain ran after the ANALYZE)`,
  );
  // CPU of this process (the worker, or the baseline's client, and both receivers' threads): what a message costs here whatever the machine's load.
  const cpuPer = (ms: number, n: number) => (ms / n) * 1000;
  const baseCpuPerMessageMs = (byChannel.email.messages * cpuPer((before.emailPlainCpuMs + after.emailPlainCpuMs) / 2, BASELINE) + shortCount * cpuPer((before.smsCpuMs + after.smsCpuMs) / 2, BASELINE)) / queued / 1000;
  const drainCpuPerMessageMs = drainCpuMs / queued;
  console.log(
    `CPU of this process per message (worker or client + receivers): drain ${drainCpuPerMessageMs.toFixed(2)} ms, baselines for the same mix ${baseCpuPerMessageMs.toFixed(2)} ms ` +
      `(× ${(drainCpuPerMessageMs / baseCpuPerMessageMs).toFixed(2)}); ${database.driver === 'pglite' ? 'PGlite runs in this process: the drain includes the database' : "the database server's CPU is not counted"}`,
  );
  console.log(`every receiver got each message exactly once, naming its own AWB; outbox: ${n0(delivered.n)} delivered in ${n0(delivered.attempts)} attempts\n`);

  const file = writeResults('notifications', startedAt, {
    machine: machineInfo(),
    machineBusyBeforeScans: busyBefore,
    machineBusyBeforeDrain: busyDrain,
    machineBusyAfterDrain: busyAfter,
    database: database.driver,
    settings: { shipments: SHIPMENTS, scanSize: SCAN_SIZE, concurrency: CONCURRENCY, baseline: BASELINE, channels: CHANNELS, clockStart: new Date(CLOCK_START) },
    autovacuum,
    claims: { statisticsAsLeft: claimsStale, afterAnalyze: claims },
    scans: { sets: scanStats, addedMs, addedPer1000Ms: (addedMs / SHIPMENTS) * 1000, ratioOnOff: on.totalMs / off.totalMs, ratioOffReference: off.totalMs / ref.totalMs, oneCall },
    queued: queuedBy,
    baselines: { messages: BASELINE, before, after, perSecond: { emailAsSmtpTransport: emailRate, emailPooled: emailPooledRate, sms: smsRate } },
    cpuPerMessageMs: { drain: drainCpuPerMessageMs, baselines: baseCpuPerMessageMs },
    drain: { counts, ms: drainMs, lastArrivalMs, perSecond: drainRate, byChannel, baselineMs, baselinePooledMs, ratio: baselineMs / lastArrivalMs, ratioPooled: baselinePooledMs / lastArrivalMs },
  });
  log(`results: ${file}`);
}

runBenchmark('notifications', main, {
  cleanUp: async () => {
    for (const t of threads) await t.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
  },
  serverTail: () => undefined,
  interrupted: 'interrupted: cleaning up',
});
