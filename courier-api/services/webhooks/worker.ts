// The outbox worker: the one drain of everything that leaves the system:
// merchant webhooks, and the receivers' and followers' email, SMS and
// WhatsApp (issue 16: services/notifications/outbox.ts). It claims due rows with a
// lease in one short statement (FOR UPDATE SKIP LOCKED: any number of
// workers, in any number of processes, share the rows without waiting on
// each other), delivers them with no transaction open (PGlite has one
// connection), and records the outcomes in one statement per handful. A
// worker killed mid-delivery leaves its rows leased: when the lease runs out
// another claim takes them and sends the SAME event again (at least once).
// Failures retry with exponential backoff and full jitter until 24 hours
// after the row was queued; then the row fails, its subscription is
// disabled and the account gets an email.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, users, webhookSubscriptions } from '../../db/schema';
import { deliverMail, queueMail, type MailSettings } from '../mail';
import { eventBodyText } from './body';
import { createPoster, USER_AGENT, type Poster } from './deliver';
import { webhookDisabledMail } from './disabled-mail';
import type { WebhookSettings } from './settings';
import { SIGNATURE_HEADER, signatureHeader, signingSecrets } from './signature';
import { claimNotificationsDue, sendNotification, type ClaimedNotification } from '../notifications/outbox';
import { sendableChannels, type NotifySettings } from '../notifications/providers';
import { afterQuietHours, keepsQuietHours } from '../notifications/quiet-hours';
import { getLog } from '@/lib/log';

/** How long a claim is the claimer's alone: longer than a delivery may take (10 s) and its recording. */
export const DEFAULT_LEASE_MS = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 3600_000;
export const DISABLED_REASON = 'Every delivery attempt failed for 24 hours.';

export interface WorkerOptions {
  db: Db;
  /** The clock (tests move it). */
  now: () => Date;
  webhooks: WebhookSettings;
  /** To email an account whose subscription was disabled, and receivers' emails (absent: the mail stays in the outbox). */
  mail?: MailSettings;
  /** SMS and WhatsApp providers (absent: those messages wait in the outbox). */
  notify?: NotifySettings;
  leaseMs?: number;
  /** Per-delivery timeout (10 s). */
  timeoutMs?: number;
  /** 0 ≤ x < 1, for the jitter (tests pin it). */
  random?: () => number;
}

interface Claimed {
  id: string;
  attempts: number;
  created_at: string | Date;
  event_id: string;
  event_type: string;
  event_at: string | Date;
  payload: Record<string, unknown>;
  subscription_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | Date | null;
  livemode: boolean;
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** Claims up to `limit` due rows of active subscriptions, leased until now + lease; with what a delivery needs. */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs = DEFAULT_LEASE_MS): Promise<Claimed[]> {
  const until = new Date(now.getTime() + leaseMs);
  const res = (await db.execute(sql`
    with claimed as (
      update outbox o
         set locked_until = ${until.toISOString()}::timestamptz, attempts = o.attempts + 1, last_attempt_at = ${now.toISOString()}::timestamptz
       where o.id in (
         select d.id from outbox d
          where d.status = 'pending' and d.channel = 'webhook'
            and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.locked_until is null or d.locked_until <= ${now.toISOString()}::timestamptz)
            and exists (select 1 from webhook_subscriptions s where s.id = d.subscription_id and s.active)
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked)
      returning o.id, o.attempts, o.created_at, o.event_id, o.subscription_id)
    select c.id, c.attempts, c.created_at, c.event_id, e.type as event_type, e.created_at as event_at, e.payload,
           c.subscription_id, s.url, s.secret, s.previous_secret, s.previous_secret_expires_at, a.sandbox_of is null as livemode
      from claimed c
      join events e on e.id = c.event_id
      join webhook_subscriptions s on s.id = c.subscription_id
      join accounts a on a.id = s.account_id`)) as unknown as { rows: Claimed[] };
  return res.rows;
}

/** Gives back claimed rows that were never attempted (the worker is stopping). */
async function releaseClaims(db: Db, rows: { id: string; attempts: number }[]): Promise<void> {
  if (!rows.length) return;
  const claims = JSON.stringify(rows.map((r) => ({ id: r.id, attempts: r.attempts })));
  await db.execute(sql`
    update outbox o set locked_until = null, attempts = o.attempts - 1
      from json_to_recordset(${claims}::json) as v(id uuid, attempts int)
     where o.id = v.id and o.attempts = v.attempts and o.status = 'pending'`);
}

/** The wait before attempt `attempts + 1`: full jitter over 30 s · 2^(attempts−1), at most 1 hour. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}

interface Outcome {
  id: string;
  attempts: number;
  status: 'delivered' | 'pending' | 'failed';
  nextAttemptAt: string | null;
  code: number | null;
  latency: number;
  error: string | null;
  response: string | null;
  deliveredAt: string | null;
  /** Null for a notification. */
  subscriptionId: string | null;
}

/** Records outcomes in one statement. A row re-claimed meanwhile (its lease ran out) keeps the newer claim's record. */
async function recordOutcomes(db: Db, outcomes: Outcome[]): Promise<void> {
  if (!outcomes.length) return;
  const rows = outcomes.map((o) => ({
    id: o.id,
    attempts: o.attempts,
    status: o.status,
    next_attempt_at: o.nextAttemptAt,
    code: o.code,
    latency: o.latency,
    error: o.error,
    response: o.response,
    delivered_at: o.deliveredAt,
  }));
  await db.execute(sql`
    update outbox o
       set status = v.status, next_attempt_at = coalesce(v.next_attempt_at, o.next_attempt_at), locked_until = null,
           last_status_code = v.code, last_latency_ms = v.latency, last_error = v.error, last_response = v.response,
           delivered_at = v.delivered_at,
           -- A notification's one-time code is kept only while the message may still be sent.
           secret = case when v.status = 'pending' then o.secret else null end
      from json_to_recordset(${JSON.stringify(rows)}::json)
           as v(id uuid, attempts int, status text, next_attempt_at timestamptz, code int, latency int, error text, response text, delivered_at timestamptz)
     where o.id = v.id and o.attempts = v.attempts and o.status = 'pending'`);
}

/** Disables the subscriptions whose deliveries gave up, and emails each account (once per subscription). */
async function disableGivenUp(o: WorkerOptions, failed: Outcome[], now: Date): Promise<void> {
  const ids = [...new Set(failed.flatMap((f) => (f.subscriptionId ? [f.subscriptionId] : [])))];
  if (!ids.length) return;
  const lastError = new Map(failed.map((f) => [f.subscriptionId ?? '', f.error ?? (f.code ? `HTTP ${f.code}` : 'No answer')]));
  const mailIds = await o.db.transaction(async (tx) => {
    const disabled = await tx
      .update(webhookSubscriptions)
      .set({ active: false, disabledReason: DISABLED_REASON, disabledAt: now, updatedAt: now })
      .where(and(inArray(webhookSubscriptions.id, ids), eq(webhookSubscriptions.active, true)))
      .returning({ id: webhookSubscriptions.id, url: webhookSubscriptions.url, accountId: webhookSubscriptions.accountId, createdBy: webhookSubscriptions.createdByUserId });
    const queued: string[] = [];
    for (const d of disabled) {
      const [account] = await tx
        .select({ email: accounts.email, companyName: accounts.companyName, sandboxOf: accounts.sandboxOf })
        .from(accounts)
        .where(eq(accounts.id, d.accountId));
      if (!account?.email) continue;
      const [creator] = d.createdBy ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, d.createdBy)) : [];
      const mail = webhookDisabledMail({
        to: account.email,
        companyName: account.companyName,
        url: d.url,
        mode: account.sandboxOf ? 'test' : 'live',
        lastError: lastError.get(d.id) ?? 'No answer',
        siteUrl: o.mail?.siteUrl ?? 'http://localhost:3000',
        locale: creator?.locale ?? 'en',
      });
      queued.push(await queueMail(tx as unknown as Db, mail, now));
    }
    return queued;
  });
  await deliverMail(o.db, o.mail, mailIds, o.now);
}

export interface DrainCounts {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

type AnyClaimed = Claimed | ClaimedNotification;
const isNotification = (row: AnyClaimed): row is ClaimedNotification => 'recipient' in row;

/** What one claimed row's attempt came to. */
function outcomeOf(row: AnyClaimed, result: Awaited<ReturnType<Poster['post']>>, now: Date, random: () => number): Outcome {
  const subscriptionId = isNotification(row) ? null : row.subscription_id;
  const base = { id: row.id, attempts: row.attempts, code: result.statusCode, latency: result.latencyMs, error: result.error, response: result.response, subscriptionId };
  if (result.ok) return { ...base, status: 'delivered', nextAttemptAt: null, deliveredAt: now.toISOString() };
  const deadline = asDate(row.created_at).getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= deadline) return { ...base, status: 'failed', nextAttemptAt: null, deliveredAt: null };
  // The last try is at the deadline itself, never after it.
  let next = Math.min(now.getTime() + backoffMs(row.attempts, random), deadline);
  // A retried SMS or WhatsApp keeps quiet hours too (a delivery code does not).
  if (isNotification(row) && keepsQuietHours(row.channel) && !row.secret) next = afterQuietHours(new Date(next)).getTime();
  return { ...base, status: 'pending', nextAttemptAt: new Date(next).toISOString(), deliveredAt: null };
}

function headersFor(row: Claimed, body: string, now: Date): Record<string, string> {
  const secrets = signingSecrets(
    {
      secret: row.secret,
      previousSecret: row.previous_secret,
      previousSecretExpiresAt: row.previous_secret_expires_at ? asDate(row.previous_secret_expires_at) : null,
    },
    now,
  );
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(body, secrets, now),
    'saqr-event-id': row.event_id,
    'saqr-event-type': row.event_type,
    'saqr-delivery-attempt': String(row.attempts),
  };
}

/**
 * A worker's delivery engine: `drain` keeps up to `concurrency` deliveries
 * in flight until nothing is due (or `stop` says so), and answers what it did.
 */
export function createOutboxDrainer(o: WorkerOptions) {
  const concurrency = Math.max(1, o.webhooks.concurrency ?? 16);
  const poster = createPoster({ allowPrivate: o.webhooks.allowPrivate, resolve: o.webhooks.resolve, maxSockets: concurrency, timeoutMs: o.timeoutMs });
  const random = o.random ?? Math.random;
  const leaseMs = o.leaseMs ?? DEFAULT_LEASE_MS;
  // Notifications: the channels that have settings (the others' rows wait), and a poster for the
  // SMS/WhatsApp providers, which the operator configures (private addresses allowed).
  const channels = sendableChannels(o.mail?.transport, o.notify);
  const providerPoster = channels.some((c) => c !== 'email') ? createPoster({ allowPrivate: true, maxSockets: concurrency, timeoutMs: o.timeoutMs }) : null;
  const sender = { mail: o.mail?.transport, settings: o.notify, siteUrl: o.mail?.siteUrl ?? 'http://localhost:3000', poster: providerPoster ?? poster };

  // Outcomes are written a handful at a time: one statement instead of one per delivery.
  let pending: Outcome[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let flushTimer: NodeJS.Timeout | null = null;
  const flush = (): Promise<void> => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const batch = pending;
    pending = [];
    // A write that fails is logged and the chain goes on: those rows stay leased, and are
    // attempted again (same event) when the lease runs out.
    flushing = flushing
      .then(async () => {
        if (!batch.length) return;
        await recordOutcomes(o.db, batch);
        const failed = batch.filter((b) => b.status === 'failed');
        if (failed.length) await disableGivenUp(o, failed, o.now());
      })
      .catch(logError);
    return flushing;
  };
  const record = (out: Outcome) => {
    pending.push(out);
    if (pending.length >= 64) void flush();
    else flushTimer ??= setTimeout(() => void flush(), 5);
  };

  const send = async (row: AnyClaimed, counts: DrainCounts) => {
    const at = o.now();
    let result: Awaited<ReturnType<Poster['post']>>;
    if (isNotification(row)) result = await sendNotification(sender, row, at);
    else {
      const body = eventBodyText({ id: row.event_id, type: row.event_type, createdAt: asDate(row.event_at), payload: row.payload }, row.livemode);
      result = await poster.post(row.url, body, headersFor(row, body, at));
    }
    const out = outcomeOf(row, result, o.now(), random);
    counts[out.status === 'pending' ? 'retrying' : out.status]++;
    record(out);
  };

  async function drain(stop: () => boolean = () => false): Promise<DrainCounts> {
    const counts: DrainCounts = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
    const inFlight = new Set<Promise<void>>();
    // Claimed rows waiting for a free slot: a round claimed ahead costs one statement per
    // `concurrency` rows instead of one per handful (PGlite: 3× the events/s, bench/README.md),
    // and two rounds of 10 s fit well in the lease.
    const queue: AnyClaimed[] = [];
    const prefetch = concurrency * 2;
    let more = true;
    while (!stop()) {
      const held = queue.length + inFlight.size;
      if (more && prefetch - held >= concurrency) {
        const want = prefetch - held;
        // Half the room for each kind, the rest to whichever has more due: neither starves the other.
        const notes = await claimNotificationsDue(o.db, o.now(), channels.length ? Math.ceil(want / 2) : 0, leaseMs, channels);
        const hooks = await claimDue(o.db, o.now(), want - notes.length, leaseMs);
        const extraNotes = notes.length === Math.ceil(want / 2) && hooks.length < want - notes.length
          ? await claimNotificationsDue(o.db, o.now(), want - notes.length - hooks.length, leaseMs, channels)
          : [];
        const rows: AnyClaimed[] = [...notes, ...extraNotes, ...hooks];
        counts.claimed += rows.length;
        more = rows.length === want;
        queue.push(...rows);
      }
      while (inFlight.size < concurrency && queue.length) {
        const row = queue.shift()!;
        const p: Promise<void> = send(row, counts)
          .catch(logError)
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
      // A delivery finished: rows may have come due meanwhile.
      more = true;
    }
    // Stopped with rows claimed but not started: give them back at once rather than at the lease's end.
    await releaseClaims(o.db, queue.splice(0));
    await Promise.all(inFlight);
    await flush();
    return counts;
  }

  return {
    drain,
    close: () => {
      poster.close();
      providerPoster?.close();
    },
  };
}

function logError(err: unknown) {
  getLog().error({ err }, 'outbox: a delivery round failed');
}

/** Delivers everything due now (tests, the cron route, a one-shot run) and answers the counts. */
export async function drainOutbox(o: WorkerOptions, stop?: () => boolean): Promise<DrainCounts> {
  const drainer = createOutboxDrainer(o);
  try {
    return await drainer.drain(stop);
  } finally {
    drainer.close();
  }
}
