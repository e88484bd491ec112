// Webhook subscriptions and their delivery log: one service for the portal
// (routes/webhooks.ts) and the merchant API (v1/webhooks). `accountId` is
// always the account the caller acts for: the live account, or its sandbox
// twin for test mode (ensureSandbox). Ownership is in every query's `where`,
// so another account's subscription or delivery is simply not found (404).
//
// Decisions (docs/api/merchant-api.md, "Webhooks"):
// - Delete removes the subscription and its delivery log; the events stay.
// - "Send test event" queues a real delivery of an event of the
//   subscription's first type, carrying a sample object and `"test": true`.
// - Redeliver puts the same outbox row back in the queue (same event id, so
//   a receiver that already has it can tell), due now, with a fresh 24-hour
//   retry window; its attempts keep counting.
import { and, asc, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { WebhookDeliveryList, WebhookDeliveryView, WebhookSubscriptionView } from '@/lib/schemas/webhooks';
import { MAX_SUBSCRIPTIONS } from '@/lib/schemas/webhooks';
import type { Db } from '../../db/client';
import { accounts, events, outbox, webhookSubscriptions, type WebhookEvent } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http';
import { changes as changed, type Audit } from '../audit-trail';
import { listPage, type Paging } from '../list-page';
import { eventBody, TEST_MARK } from './body';
import { insertEventFor } from './events';
import { OUTBOX_CHANNEL, signalOutbox } from './notifier';
import { sampleObject } from './samples';
import type { SubscriptionCtx } from './settings';
import { generateSecret, ROTATION_GRACE_MS } from './signature';
import { TARGET_NOT_HTTP, TARGET_PRIVATE, TARGET_UNRESOLVED, targetRefusal } from './targets';

export type { SubscriptionCtx } from './settings';
export { subscriptionCtx } from './settings';

export const SUBSCRIPTION_NOT_FOUND = 'This webhook subscription was not found.';
export const DELIVERY_NOT_FOUND = 'This webhook delivery was not found.';
export const TOO_MANY_SUBSCRIPTIONS = 'Your account already has 20 webhook subscriptions in this mode. Please delete one you no longer use first.';
export const SUBSCRIPTION_DISABLED_TEST = 'This subscription is disabled. Please enable it first, then send a test event.';
export const SUBSCRIPTION_DISABLED_REDELIVER = 'This subscription is disabled. Please enable it first, then redeliver.';
export const DELIVERY_IN_FLIGHT = 'This delivery is being attempted right now. Please try again in a moment.';

const subscriptionColumns = {
  id: webhookSubscriptions.id,
  url: webhookSubscriptions.url,
  events: webhookSubscriptions.events,
  description: webhookSubscriptions.description,
  active: webhookSubscriptions.active,
  disabledReason: webhookSubscriptions.disabledReason,
  secret: webhookSubscriptions.secret,
  previousSecretExpiresAt: webhookSubscriptions.previousSecretExpiresAt,
  createdAt: webhookSubscriptions.createdAt,
  updatedAt: webhookSubscriptions.updatedAt,
  sandboxOf: accounts.sandboxOf,
};

const selectSubscriptions = (db: Db) =>
  db.select(subscriptionColumns).from(webhookSubscriptions).innerJoin(accounts, eq(accounts.id, webhookSubscriptions.accountId));

type SubscriptionRow = Awaited<ReturnType<typeof selectSubscriptions>>[number];

function subscriptionView(r: SubscriptionRow, now?: Date): WebhookSubscriptionView {
  const previous = r.previousSecretExpiresAt && (!now || r.previousSecretExpiresAt > now) ? r.previousSecretExpiresAt.toISOString() : null;
  return {
    _id: r.id,
    Url: r.url,
    Events: r.events,
    Description: r.description ?? '',
    Active: r.active,
    DisabledReason: r.disabledReason,
    Mode: r.sandboxOf ? 'test' : 'live',
    SecretHint: r.secret.slice(-4),
    PreviousSecretExpiresAt: previous,
    CreatedAt: r.createdAt.toISOString(),
    UpdatedAt: r.updatedAt.toISOString(),
  };
}

/** A subscription as the audit trail keeps it: never its secrets. */
const auditFields = (r: SubscriptionRow) => ({ url: r.url, events: r.events, description: r.description ?? '', active: r.active, mode: r.sandboxOf ? 'test' : 'live' });

/** The trail's entry belongs to the live account, also for its sandbox twin's subscriptions (its users read it there). */
function auditEntry(r: SubscriptionRow, accountId: string) {
  return { targetType: 'webhook_subscription', targetId: r.id, accountId: r.sandboxOf ?? accountId };
}

const owned = (accountId: string, id: string) => and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.accountId, accountId));

async function findRow(db: Db, accountId: string, id: string): Promise<SubscriptionRow> {
  const [row] = await selectSubscriptions(db).where(owned(accountId, id)).limit(1);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

async function checkTarget(url: string, ctx: SubscriptionCtx): Promise<void> {
  const refusal = await targetRefusal(url, ctx.allowPrivate, ctx.resolve);
  if (!refusal) return;
  if (refusal.why === 'not_http') throw new ApiError(422, TARGET_NOT_HTTP, { Url: TARGET_NOT_HTTP });
  const message = refusal.why === 'private' ? TARGET_PRIVATE(refusal.host) : TARGET_UNRESOLVED(refusal.host);
  throw new ApiError(422, message, { Url: message });
}

/** Every subscription of the account, oldest first. */
export async function listSubscriptions(db: Db, accountId: string, now?: Date): Promise<WebhookSubscriptionView[]> {
  const rows = await selectSubscriptions(db)
    .where(eq(webhookSubscriptions.accountId, accountId))
    .orderBy(asc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id));
  return rows.map((r) => subscriptionView(r, now));
}

/** One subscription of the account; 404 ApiError when it is not the account's. */
export async function getSubscription(db: Db, accountId: string, id: string, now?: Date): Promise<WebhookSubscriptionView> {
  return subscriptionView(await findRow(db, accountId, id), now);
}

export interface NewSubscription {
  accountId: string;
  userId: string;
  url: string;
  events: WebhookEvent[];
  description?: string | null;
}

/**
 * A new active subscription with a fresh signing secret, which is answered
 * this once (the view shows only its last 4 characters). 422 when the URL
 * is not a public http(s) target, 409 beyond 20 subscriptions per account.
 */
export async function createSubscription(db: Db, input: NewSubscription, ctx: SubscriptionCtx, audit?: Audit): Promise<{ subscription: WebhookSubscriptionView; secret: string }> {
  await checkTarget(input.url, ctx);
  const secret = generateSecret();
  const id = await db.transaction(async (tx) => {
    // The account's row is locked while counting, so two creates cannot both pass the limit.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).for('update');
    const [n] = await tx.select({ n: count() }).from(webhookSubscriptions).where(eq(webhookSubscriptions.accountId, input.accountId));
    if (Number(n?.n ?? 0) >= MAX_SUBSCRIPTIONS) throw conflict(TOO_MANY_SUBSCRIPTIONS);
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({
        accountId: input.accountId,
        url: input.url,
        events: input.events,
        description: input.description || null,
        secret,
        createdByUserId: input.userId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: webhookSubscriptions.id });
    if (audit) {
      const [created] = await selectSubscriptions(tx).where(owned(input.accountId, row!.id));
      await audit(tx, { ...auditEntry(created!, input.accountId), action: 'webhook.created', after: auditFields(created!) });
    }
    return row!.id;
  });
  return { subscription: await getSubscription(db, input.accountId, id, ctx.now), secret };
}

export interface SubscriptionChanges {
  url?: string;
  events?: WebhookEvent[];
  description?: string | null;
  active?: boolean;
}

/**
 * Changes what is given and leaves the rest. Active true re-enables a
 * subscription (clearing why it was disabled); false pauses it: events are
 * not queued for it, and queued deliveries wait until it is active again.
 */
export async function updateSubscription(
  db: Db,
  accountId: string,
  id: string,
  changes: SubscriptionChanges,
  ctx: SubscriptionCtx,
  audit?: Audit,
): Promise<WebhookSubscriptionView> {
  await findRow(db, accountId, id);
  if (changes.url !== undefined) await checkTarget(changes.url, ctx);
  const set: Partial<typeof webhookSubscriptions.$inferInsert> = { updatedAt: ctx.now };
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.events !== undefined) set.events = changes.events;
  if (changes.description !== undefined) set.description = changes.description || null;
  if (changes.active === true) Object.assign(set, { active: true, disabledReason: null, disabledAt: null });
  if (changes.active === false) Object.assign(set, { active: false, disabledAt: ctx.now });
  await db.transaction(async (tx) => {
    const [was] = await selectSubscriptions(tx).where(owned(accountId, id)).for('update', { of: webhookSubscriptions });
    if (!was) throw notFound(SUBSCRIPTION_NOT_FOUND);
    await tx.update(webhookSubscriptions).set(set).where(owned(accountId, id));
    if (!audit) return;
    const [now] = await selectSubscriptions(tx).where(owned(accountId, id));
    const { active: wasActive, ...before } = auditFields(was);
    const { active: isActive, ...after } = auditFields(now!);
    const entry = auditEntry(was, accountId);
    const diff = changed(before, after);
    if (diff) await audit(tx, { ...entry, action: 'webhook.updated', before: { url: was.url, ...diff.before }, after: { url: now!.url, ...diff.after } });
    if (wasActive !== isActive) {
      await audit(tx, {
        ...entry,
        action: isActive ? 'webhook.enabled' : 'webhook.disabled',
        before: { url: now!.url, active: wasActive, disabledReason: was.disabledReason },
        after: { url: now!.url, active: isActive },
      });
    }
  });
  return getSubscription(db, accountId, id, ctx.now);
}

/** Deletes the subscription and its delivery log (the events themselves stay). 404 when it is not the account's. */
export async function deleteSubscription(db: Db, accountId: string, id: string, audit?: Audit): Promise<WebhookSubscriptionView> {
  const view = await getSubscription(db, accountId, id);
  await db.transaction(async (tx) => {
    // Locked first: a change writing events for it finishes before its deliveries are deleted (events.ts).
    const [was] = await selectSubscriptions(tx).where(owned(accountId, id)).for('update', { of: webhookSubscriptions });
    if (!was) throw notFound(SUBSCRIPTION_NOT_FOUND);
    await tx.delete(outbox).where(eq(outbox.subscriptionId, id));
    await tx.delete(webhookSubscriptions).where(owned(accountId, id));
    await audit?.(tx, { ...auditEntry(was, accountId), action: 'webhook.deleted', before: auditFields(was) });
  });
  return view;
}

/**
 * A new signing secret, answered this once. The one it replaces keeps
 * signing (as a second v1=) for 24 hours, so receivers can switch over.
 */
export async function rotateSecret(db: Db, accountId: string, id: string, now: Date, audit?: Audit): Promise<{ secret: string; previousSecretExpiresAt: string }> {
  const current = await findRow(db, accountId, id);
  const secret = generateSecret();
  const expires = new Date(now.getTime() + ROTATION_GRACE_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(webhookSubscriptions)
      .set({ secret, previousSecret: current.secret, previousSecretExpiresAt: expires, updatedAt: now })
      .where(owned(accountId, id));
    // Only the last four characters, as the screen shows them: enough to tell secrets apart, nothing to sign with.
    await audit?.(tx, {
      ...auditEntry(current, accountId),
      action: 'webhook.secret_rotated',
      before: { url: current.url, secretHint: current.secret.slice(-4) },
      after: { url: current.url, secretHint: secret.slice(-4), previousSecretExpiresAt: expires.toISOString() },
    });
  });
  return { secret, previousSecretExpiresAt: expires.toISOString() };
}

const deliveryColumns = {
  id: outbox.id,
  status: outbox.status,
  attempts: outbox.attempts,
  lastStatusCode: outbox.lastStatusCode,
  lastLatencyMs: outbox.lastLatencyMs,
  lastError: outbox.lastError,
  lastResponse: outbox.lastResponse,
  lastAttemptAt: outbox.lastAttemptAt,
  nextAttemptAt: outbox.nextAttemptAt,
  deliveredAt: outbox.deliveredAt,
  createdAt: outbox.createdAt,
  eventId: events.id,
  eventType: events.type,
  eventAt: events.createdAt,
  payload: events.payload,
  sandboxOf: accounts.sandboxOf,
};

const selectDeliveries = (db: Db) =>
  db
    .select(deliveryColumns)
    .from(outbox)
    .innerJoin(events, eq(events.id, outbox.eventId))
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, outbox.subscriptionId))
    .innerJoin(accounts, eq(accounts.id, webhookSubscriptions.accountId));

type DeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];

function deliveryView(r: DeliveryRow): WebhookDeliveryView {
  return {
    _id: r.id,
    EventId: r.eventId,
    EventType: r.eventType,
    Status: r.status,
    Attempts: r.attempts,
    LastStatusCode: r.lastStatusCode,
    LastLatencyMs: r.lastLatencyMs,
    LastError: r.lastError,
    LastResponse: r.lastResponse,
    LastAttemptAt: r.lastAttemptAt?.toISOString() ?? null,
    NextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    DeliveredAt: r.deliveredAt?.toISOString() ?? null,
    CreatedAt: r.createdAt.toISOString(),
    Request: eventBody({ id: r.eventId, type: r.eventType, createdAt: r.eventAt, payload: r.payload }, !r.sandboxOf),
  };
}

/** One delivery of the account's; 404 ApiError otherwise. */
export async function getDelivery(db: Db, accountId: string, outboxId: string): Promise<WebhookDeliveryView> {
  const [row] = await selectDeliveries(db)
    .where(and(eq(outbox.id, outboxId), eq(webhookSubscriptions.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  return deliveryView(row);
}

/** The subscription's delivery log, newest first, a page at a time. 404 when the subscription is not the account's. */
export async function listDeliveries(db: Db, accountId: string, subscriptionId: string, paging: Paging): Promise<WebhookDeliveryList> {
  await findRow(db, accountId, subscriptionId);
  const cond = eq(outbox.subscriptionId, subscriptionId);
  const { rows, ...page } = await listPage(
    selectDeliveries(db).where(cond).orderBy(desc(outbox.createdAt), desc(outbox.id)).$dynamic(),
    db.select({ n: count() }).from(outbox).where(cond),
    paging,
  );
  return { Deliveries: (rows as DeliveryRow[]).map(deliveryView), ...page };
}

/**
 * Queues a test event for the subscription: its first event type, a sample
 * object of that type, and `"test": true` in the body. Answers the queued
 * delivery (the worker sends it within a second or so). 409 when disabled.
 */
export async function sendTestEvent(db: Db, accountId: string, id: string, now: Date): Promise<WebhookDeliveryView> {
  const sub = await findRow(db, accountId, id);
  if (!sub.active) throw conflict(SUBSCRIPTION_DISABLED_TEST);
  const type = sub.events[0] ?? 'shipment.status_changed';
  const { outboxId } = await db.transaction(async (tx) => {
    // Held until the commit, as events.ts does: a delete meanwhile waits, then takes this delivery with it.
    const [still] = await tx.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(owned(accountId, id)).for('key share');
    if (!still) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return insertEventFor(tx, { accountId, type, payload: { [TEST_MARK]: true, object: sampleObject(type, now) }, subscriptionId: id }, now);
  });
  return getDelivery(db, accountId, outboxId);
}

/**
 * Sends a delivery again: the same row, so the same event id, due now with a
 * fresh 24-hour retry window. 409 while an attempt is in flight or when the
 * subscription is disabled; 404 when the delivery is not the account's.
 */
export async function redeliver(db: Db, accountId: string, outboxId: string, now: Date): Promise<WebhookDeliveryView> {
  const [row] = await db
    .select({ id: outbox.id, active: webhookSubscriptions.active })
    .from(outbox)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, outbox.subscriptionId))
    .where(and(eq(outbox.id, outboxId), eq(webhookSubscriptions.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  if (!row.active) throw conflict(SUBSCRIPTION_DISABLED_REDELIVER);
  const [done] = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null, deliveredAt: null, createdAt: now })
    .where(and(eq(outbox.id, outboxId), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now))))
    .returning({ id: outbox.id });
  if (!done) throw conflict(DELIVERY_IN_FLIGHT);
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  signalOutbox();
  return getDelivery(db, accountId, outboxId);
}
