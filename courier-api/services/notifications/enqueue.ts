// Status changes → messages to the receiver and to the shipment's followers,
// queued in the transaction of the change (recordEvents calls this), so a
// rollback takes them with it and a commit hands them to the one outbox
// worker. Whatever the number of shipments: a fixed number of statements.
//
// Who is told what:
// - the receiver, on the channels the account chose for the event
//   (notification_settings, else the defaults), at the email and phone on the
//   shipment; nothing when the merchant ticked "do not notify" for it;
// - each confirmed follower, on their own channel, of every event the account
//   tells receivers of (an event the merchant turned off tells nobody);
// - one exception: a parcel that needs a delivery code goes out for delivery
//   with the code sent to the receiver whatever the settings say (SMS, else
//   email): without it the courier cannot hand the parcel over.
// At most one message per shipment, event, channel and recipient (dedupe_key):
// a second OUT_FOR_DELIVERY scan tells nobody twice. SMS and WhatsApp queued
// in quiet hours wait until 08:00 Dubai, except the delivery code.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_NOTIFICATION_SETTINGS as DEFAULT_FOR_GUESTS, NOTIFY_EVENT_OF_STATUS, type NotificationSettings, type NotifyChannel, type NotifyEvent } from '@/lib/schemas/notifications';
import type { Db } from '../../db/client';
import { accounts, deliveryCodes, events, outbox, shipmentFollowers, shipments, type UserLocale } from '../../db/schema';
import { bulkInsert } from '../batches/bulk-insert';
import type { Tx } from '../shipments/types';
import { readNotificationSettingsOf } from './settings';
import { afterQuietHours, keepsQuietHours } from './quiet-hours';
import type { NotifyFacts } from './types';

/** A shipment that took a status (or was created: status CREATED). */
export interface StatusChange {
  shipmentId: string;
  status: string;
}

const ARABIC_LETTERS = /[\u0600-\u06FF\u0750-\u077F]/;

/** The receiver's language: the account's choice, or for `auto` Arabic when their name is written in Arabic. */
export function receiverLocale(settings: NotificationSettings, receiverName: string): UserLocale {
  if (settings.locale !== 'auto') return settings.locale;
  return ARABIC_LETTERS.test(receiverName) ? 'ar' : 'en';
}

/** Phones already read (tracking reads one per shipment found: 50 a call at most); emptied when full. */
const E164_REMEMBERED = 10_000;
const e164Of = new Map<string, string | null>();

/** E.164 for a phone as typed on a shipment (UAE numbers without a country code), or null when it is not a phone number. */
export function e164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let known = e164Of.get(phone);
  if (known === undefined) {
    const p = parsePhoneNumberFromString(phone, 'AE');
    known = p?.isValid() ? p.number : null;
    if (e164Of.size >= E164_REMEMBERED) e164Of.clear();
    e164Of.set(phone, known);
  }
  return known;
}

const normalEmail = (email: string | null | undefined) => {
  const e = email?.trim().toLowerCase();
  return e && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
};

export const dedupeKey = (shipmentId: string, kind: string, channel: string, recipient: string) => `${shipmentId}:${kind}:${channel}:${recipient}`;

interface Planned {
  shipmentId: string;
  accountId: string | null;
  event: NotifyEvent;
  facts: NotifyFacts;
  messages: { channel: NotifyChannel; recipient: string; locale: UserLocale; secret: string | null; dueAt: Date; key: string }[];
}

/** Queues the messages these changes cause, in `tx`. Returns how many messages were queued. */
export async function queueStatusNotifications(tx: Tx, changes: readonly StatusChange[], now: Date): Promise<number> {
  const wanted = changes.flatMap((c) => {
    const event = NOTIFY_EVENT_OF_STATUS[c.status];
    return event ? [{ shipmentId: c.shipmentId, event }] : [];
  });
  if (!wanted.length) return 0;
  const db = tx as unknown as Db;
  const ids = [...new Set(wanted.map((w) => w.shipmentId))];
  const rows = await db
    .select({
      id: shipments.id,
      accountId: shipments.accountId,
      awbNo: shipments.awbNo,
      status: shipments.status,
      doNotNotify: shipments.doNotNotify,
      senderName: shipments.senderName,
      receiverName: shipments.receiverName,
      receiverPhone: shipments.receiverPhone,
      receiverEmail: shipments.receiverEmail,
      destinationCity: shipments.destinationCity,
      codAmountFils: shipments.codAmountFils,
      deliveryDate: shipments.deliveryDate,
      companyName: accounts.companyName,
      code: deliveryCodes.code,
    })
    .from(shipments)
    .leftJoin(accounts, eq(accounts.id, shipments.accountId))
    .leftJoin(deliveryCodes, eq(deliveryCodes.shipmentId, shipments.id))
    .where(inArray(shipments.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId] : [])))];
  const settingsOf = await readNotificationSettingsOf(db, accountIds);
  const followers = await db
    .select({ id: shipmentFollowers.id, shipmentId: shipmentFollowers.shipmentId, channel: shipmentFollowers.channel, address: shipmentFollowers.address, locale: shipmentFollowers.locale })
    .from(shipmentFollowers)
    .where(and(inArray(shipmentFollowers.shipmentId, ids), isNotNull(shipmentFollowers.confirmedAt), isNull(shipmentFollowers.unsubscribedAt)));
  const followersOf = new Map<string, typeof followers>();
  for (const f of followers) followersOf.set(f.shipmentId, [...(followersOf.get(f.shipmentId) ?? []), f]);

  const plans: Planned[] = [];
  for (const w of wanted) {
    const s = byId.get(w.shipmentId);
    if (!s) continue;
    // A guest booking's receiver (no account, no settings): the defaults.
    const settings = s.accountId ? settingsOf.get(s.accountId)! : DEFAULT_FOR_GUESTS;
    const senderName = settings.senderName ?? s.companyName ?? s.senderName;
    const facts: NotifyFacts = {
      awb: s.awbNo,
      senderName,
      receiverName: s.receiverName,
      status: w.event === 'created' ? 'CREATED' : s.status,
      destinationCity: s.destinationCity,
      deliveryDate: s.deliveryDate,
      codAmountFils: s.codAmountFils,
    };
    const phone = e164(s.receiverPhone);
    const email = normalEmail(s.receiverEmail);
    const locale = receiverLocale(settings, s.receiverName);
    const withCode = w.event === 'out_for_delivery' && !!s.code;
    if (withCode) facts.needsCode = true;
    const channels = new Set<NotifyChannel>(s.doNotNotify ? [] : settings.events[w.event]);
    // The delivery code always reaches the receiver: by SMS, else by email.
    if (withCode && !(channels.has('sms') && phone) && !(channels.has('whatsapp') && phone) && !(channels.has('email') && email)) {
      channels.add(phone ? 'sms' : 'email');
    }
    const messages: Planned['messages'] = [];
    const add = (channel: NotifyChannel, recipient: string, loc: UserLocale, secret: string | null) => {
      const dueAt = keepsQuietHours(channel) && !secret ? afterQuietHours(now) : now;
      messages.push({ channel, recipient, locale: loc, secret, dueAt, key: dedupeKey(s.id, w.event, channel, recipient) });
    };
    for (const channel of channels) {
      const recipient = channel === 'email' ? email : phone;
      if (recipient) add(channel, recipient, locale, withCode ? s.code : null);
    }
    // Followers hear of the events the merchant tells receivers of; never the delivery code.
    if (!s.doNotNotify && settings.events[w.event].length > 0) {
      for (const f of followersOf.get(s.id) ?? []) add(f.channel, f.address, f.locale, null);
    }
    if (messages.length) plans.push({ shipmentId: s.id, accountId: s.accountId, event: w.event, facts, messages });
  }
  if (!plans.length) return 0;

  // Messages already queued (a repeated scan) are not queued again; the unique index guards a race.
  const keys = plans.flatMap((p) => p.messages.map((m) => m.key));
  const seen = new Set(
    (await db.select({ key: outbox.dedupeKey }).from(outbox).where(inArray(outbox.dedupeKey, keys))).map((r) => r.key),
  );
  const eventRows: Record<string, unknown>[] = [];
  const outboxRows: Record<string, unknown>[] = [];
  for (const p of plans) {
    const fresh = p.messages.filter((m) => !seen.has(m.key));
    if (!fresh.length) continue;
    const eventId = randomUUID();
    eventRows.push({ id: eventId, accountId: p.accountId, type: `notification.${p.event}`, payload: p.facts, createdAt: now });
    for (const m of fresh) {
      seen.add(m.key);
      outboxRows.push({
        channel: m.channel,
        eventId,
        shipmentId: p.shipmentId,
        kind: p.event,
        recipient: m.recipient,
        locale: m.locale,
        secret: m.secret,
        dedupeKey: m.key,
        nextAttemptAt: m.dueAt,
        createdAt: now,
      });
    }
  }
  if (!outboxRows.length) return 0;
  await bulkInsert(tx, events, eventRows);
  await bulkInsert(tx, outbox, outboxRows, sql`on conflict (dedupe_key) do nothing`);
  return outboxRows.length;
}
