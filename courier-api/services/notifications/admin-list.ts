// The Admin's view of the receivers' and followers' messages (issue 16):
// Manage Customers → Notifications, beside the mail outbox. They are rows of
// the one outbox with channel email, SMS or WhatsApp (webhook rows are the
// merchants', shown in API & Webhooks). A channel without settings is never
// claimed by the worker, so its messages wait here; failures show their last
// error. The one-time code a row carries (`secret`) is never read out of the
// database here: not selected, not returned, not even as a flag.
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { NOTIFY_CHANNELS, NOTIFY_MESSAGES, type NotifyChannel, type NotifyKind } from '@/lib/schemas/notifications';
import type { NotificationOutboxPage, NotificationOutboxQuery, NotificationStatus, OutboxNotification } from '@/lib/schemas/notification-outbox';
import type { Db } from '../../db/client';
import { events, outbox, type UserLocale } from '../../db/schema';
import { conflict, notFound } from '../../http';
import { listPage } from '../list-page';
import { likePattern } from '../search-pattern';
import { OUTBOX_CHANNEL, signalOutbox } from '../webhooks/notifier';
import { afterQuietHours, keepsQuietHours } from './quiet-hours';

export const NOTIFICATION_NOT_FOUND = 'This notification was not found.';
export const NOTIFICATION_ALREADY_DELIVERED = 'This message was already delivered.';
export const NOTIFICATION_HAS_CODE = 'A message with a one-time code cannot be sent again; ask for a new code.';
export const NOTIFICATION_IN_FLIGHT = 'This message is being sent right now. Please try again in a moment.';

/** Messages that are nothing but a one-time code (a person asked for it; it expires in minutes). */
const CODE_KINDS: readonly string[] = NOTIFY_MESSAGES.filter((k) => k !== 'follow_confirm');

const isNotification = inArray(outbox.channel, NOTIFY_CHANNELS);
const awb = sql<string | null>`${events.payload}->>'awb'`;
const needsCode = sql<boolean>`coalesce((${events.payload}->>'needsCode')::boolean, false)`;
/** The last error with the row's own code masked, should a provider have echoed the message back. */
const lastError = sql<string | null>`case when ${outbox.secret} is null then ${outbox.lastError} else replace(${outbox.lastError}, ${outbox.secret}, '••••••') end`;

const hasCode = (kind: string | null, codeNeeded: boolean) => CODE_KINDS.includes(kind ?? '') || codeNeeded;

export async function listNotificationOutbox(db: Db, q: NotificationOutboxQuery): Promise<NotificationOutboxPage> {
  const like = likePattern(q.search);
  const cond = and(
    isNotification,
    q.status === 'all' ? undefined : eq(outbox.status, q.status as NotificationStatus),
    q.channel === 'all' ? undefined : eq(outbox.channel, q.channel as NotifyChannel),
    q.search ? sql`(${outbox.recipient} ilike ${like} or ${awb} ilike ${like})` : undefined,
  );
  const [{ rows, ...page }, pending] = await Promise.all([
    listPage(
      db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          kind: outbox.kind,
          recipient: outbox.recipient,
          locale: outbox.locale,
          status: outbox.status,
          attempts: outbox.attempts,
          nextAttemptAt: outbox.nextAttemptAt,
          lastError,
          lastStatusCode: outbox.lastStatusCode,
          createdAt: outbox.createdAt,
          deliveredAt: outbox.deliveredAt,
          awb,
          needsCode,
        })
        .from(outbox)
        .innerJoin(events, eq(events.id, outbox.eventId))
        .where(cond)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .$dynamic(),
      db.select({ n: count() }).from(outbox).innerJoin(events, eq(events.id, outbox.eventId)).where(cond),
      q,
    ),
    db
      .select({ channel: outbox.channel, n: count() })
      .from(outbox)
      .where(and(isNotification, eq(outbox.status, 'pending')))
      .groupBy(outbox.channel),
  ]);
  const Pending = Object.fromEntries(NOTIFY_CHANNELS.map((c) => [c, 0])) as Record<NotifyChannel, number>;
  for (const p of pending) Pending[p.channel as NotifyChannel] = Number(p.n);
  return {
    Notifications: rows.map(
      (r): OutboxNotification => ({
        _id: r.id,
        Channel: r.channel as NotifyChannel,
        Kind: r.kind as NotifyKind,
        Recipient: r.recipient ?? '',
        Awb: r.awb,
        Locale: (r.locale ?? 'en') as UserLocale,
        Status: r.status,
        Attempts: r.attempts,
        NextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
        LastError: r.lastError,
        LastStatusCode: r.lastStatusCode,
        HasCode: hasCode(r.kind, Boolean(r.needsCode)),
        CreatedAt: r.createdAt.toISOString(),
        DeliveredAt: r.deliveredAt?.toISOString() ?? null,
      }),
    ),
    Pending,
    ...page,
  };
}

/**
 * Sends a failed (or waiting) message again: pending, due now (an SMS or
 * WhatsApp in quiet hours: due at 08:00), attempts as they were. Its 24 hours
 * of retries count from when it was queued, so a failed message gets one more
 * attempt, not another day of them. A message whose one-time code is gone
 * (cleared when it failed) is refused: it would go out without its code.
 */
export async function retryNotification(db: Db, id: string, now: Date): Promise<{ _id: string; Status: 'pending'; NextAttemptAt: string }> {
  const [row] = await db
    .select({ channel: outbox.channel, status: outbox.status, kind: outbox.kind, needsCode, codeGone: sql<boolean>`${outbox.secret} is null` })
    .from(outbox)
    .innerJoin(events, eq(events.id, outbox.eventId))
    .where(and(eq(outbox.id, id), isNotification))
    .limit(1);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (row.status === 'delivered') throw conflict(NOTIFICATION_ALREADY_DELIVERED);
  if (CODE_KINDS.includes(row.kind ?? '') || (row.needsCode && row.codeGone)) throw conflict(NOTIFICATION_HAS_CODE);
  // A delivery code still on its row is never held (the courier is at the door); nothing else keeps one.
  const held = keepsQuietHours(row.channel) && !row.needsCode;
  const due = held ? afterQuietHours(now) : now;
  const [done] = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: due, lockedUntil: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'failed']), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now))))
    .returning({ id: outbox.id });
  if (!done) throw conflict(NOTIFICATION_IN_FLIGHT);
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  signalOutbox();
  return { _id: id, Status: 'pending', NextAttemptAt: due.toISOString() };
}
