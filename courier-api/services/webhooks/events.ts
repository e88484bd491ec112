// Events, written in the transaction of the change that caused them: a
// scan, a cancel, a new airway bill (portal, batch, API), a pickup's move.
// For each event an account's ACTIVE subscriptions want, one `events` row
// (the shipment or pickup as the API answers it, at that moment) and one
// `outbox` row per such subscription, so a rollback takes them with it and
// a commit hands them to the worker. An event no subscription wants is not
// stored: it would cost every scan a payload for no reader.
// Whatever the number of shipments: a fixed number of statements.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, outbox, pickups, shipments, webhookSubscriptions, type WebhookEvent } from '../../db/schema';
import { bulkInsert } from '../batches/bulk-insert';
import type { Tx } from '../shipments/types';
import { statusDef } from '../status';
import { OUTBOX_CHANNEL, signalOutbox } from './notifier';
import { pickupPayload, shipmentPayloads } from './payloads';
import { queueStatusNotifications } from '../notifications/enqueue';

export type ShipmentEventType = Exclude<WebhookEvent, 'pickup.status_changed'>;

/** Something that happened: to a shipment or to a pickup. `accountId` when the caller knows it (saves a read). */
export type EventItem =
  | { type: ShipmentEventType; shipmentId: string; accountId?: string | null; /** status_changed: the status taken (receiver notifications read it). */ status?: string }
  | { type: 'pickup.status_changed'; pickupId: string; accountId?: string | null };

/** The events a shipment's new status causes: always status_changed, plus delivered, cancelled or exception. */
export function statusEvents(code: string): ShipmentEventType[] {
  const out: ShipmentEventType[] = ['shipment.status_changed'];
  if (code === 'DELIVERED') out.push('shipment.delivered');
  else if (code === 'CANCELLED') out.push('shipment.cancelled');
  else if (statusDef(code).exception) out.push('shipment.exception');
  return out;
}

/** The items for shipments that all took the status `code`. */
export function shipmentStatusItems(shipmentIds: readonly string[], code: string, accountId?: string | null): EventItem[] {
  const types = statusEvents(code);
  return shipmentIds.flatMap((shipmentId) => types.map((type) => ({ type, shipmentId, accountId, status: code })));
}

const subjectOf = (i: EventItem) => ('shipmentId' in i ? i.shipmentId : i.pickupId);

const unique = <T>(xs: T[]) => [...new Set(xs)];

/**
 * Stores the events of `items` that active subscriptions want, with their
 * outbox rows, in `tx`. Returns how many events were stored.
 */
export async function recordEvents(tx: Tx, items: readonly EventItem[], now: Date): Promise<number> {
  if (items.length === 0) return 0;
  const db = tx as unknown as Db;
  // The receiver's and followers' messages (issue 16) ride on the same changes, into the same outbox.
  const changes = items.flatMap((i) =>
    i.type === 'shipment.created' ? [{ shipmentId: i.shipmentId, status: 'CREATED' }] : i.type === 'shipment.status_changed' && i.status ? [{ shipmentId: i.shipmentId, status: i.status }] : [],
  );
  if (changes.length && (await queueStatusNotifications(tx, changes, now)) > 0) {
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
    signalOutbox();
  }
  // Whose is each subject (guest bookings have no account: nobody to tell).
  const owner = new Map<string, string | null>();
  for (const i of items) if (i.accountId !== undefined) owner.set(subjectOf(i), i.accountId);
  const unknownShipments = unique(items.filter((i) => 'shipmentId' in i && !owner.has(subjectOf(i))).map(subjectOf));
  const unknownPickups = unique(items.filter((i) => 'pickupId' in i && !owner.has(subjectOf(i))).map(subjectOf));
  if (unknownShipments.length) {
    const rows = await db.select({ id: shipments.id, accountId: shipments.accountId }).from(shipments).where(inArray(shipments.id, unknownShipments));
    for (const r of rows) owner.set(r.id, r.accountId);
  }
  if (unknownPickups.length) {
    const rows = await db.select({ id: pickups.id, accountId: pickups.accountId }).from(pickups).where(inArray(pickups.id, unknownPickups));
    for (const r of rows) owner.set(r.id, r.accountId);
  }
  const accountIds = unique([...owner.values()].filter((a): a is string => !!a));
  if (accountIds.length === 0) return 0;
  const subs = await db
    .select({ id: webhookSubscriptions.id, accountId: webhookSubscriptions.accountId, events: webhookSubscriptions.events })
    .from(webhookSubscriptions)
    .where(and(inArray(webhookSubscriptions.accountId, accountIds), eq(webhookSubscriptions.active, true)))
    // Held until the commit: a subscription being deleted meanwhile waits for these outbox rows
    // (and deletes them with it) instead of leaving them pointing at nothing.
    .for('key share');
  if (subs.length === 0) return 0;

  const wanted = items
    .map((item) => {
      const accountId = owner.get(subjectOf(item));
      const to = accountId ? subs.filter((s) => s.accountId === accountId && s.events.includes(item.type)) : [];
      return { item, accountId: accountId!, to };
    })
    .filter((w) => w.to.length > 0);
  if (wanted.length === 0) return 0;

  const shipmentIds = unique(wanted.flatMap((w) => ('shipmentId' in w.item ? [w.item.shipmentId] : [])));
  const pickupIds = unique(wanted.flatMap((w) => ('pickupId' in w.item ? [w.item.pickupId] : [])));
  const payloads = new Map<string, Record<string, unknown>>();
  for (const [id, detail] of await shipmentPayloads(db, shipmentIds)) payloads.set(id, detail as unknown as Record<string, unknown>);
  for (const id of pickupIds) {
    const pickup = await pickupPayload(db, id);
    if (pickup) payloads.set(id, pickup as unknown as Record<string, unknown>);
  }

  const eventRows: Record<string, unknown>[] = [];
  const outboxRows: Record<string, unknown>[] = [];
  for (const w of wanted) {
    const payload = payloads.get(subjectOf(w.item));
    if (!payload) continue;
    const id = randomUUID();
    eventRows.push({ id, accountId: w.accountId, type: w.item.type, payload, createdAt: now });
    for (const s of w.to) outboxRows.push({ channel: 'webhook', eventId: id, subscriptionId: s.id, nextAttemptAt: now, createdAt: now });
  }
  if (eventRows.length === 0) return 0;
  await bulkInsert(tx, events, eventRows);
  await bulkInsert(tx, outbox, outboxRows);
  // Delivered by PostgreSQL on commit only; the local signal serves PGlite (notifier.ts).
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  signalOutbox();
  return eventRows.length;
}

/** Inserts an event and its one outbox row outside any business change (the "send test event" button). */
export async function insertEventFor(tx: Tx, e: { accountId: string; type: string; payload: Record<string, unknown>; subscriptionId: string }, now: Date) {
  const id = randomUUID();
  await tx.insert(events).values({ id, accountId: e.accountId, type: e.type, payload: e.payload, createdAt: now });
  const [row] = await tx
    .insert(outbox)
    .values({ channel: 'webhook', eventId: id, subscriptionId: e.subscriptionId, nextAttemptAt: now, createdAt: now })
    .returning({ id: outbox.id });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  signalOutbox();
  return { eventId: id, outboxId: row!.id };
}
