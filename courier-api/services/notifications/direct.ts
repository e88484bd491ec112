// Messages that are not a shipment's event: a follower's confirmation link
// and the one-time codes (following by phone, proving one is the receiver).
// Queued in the caller's transaction like every other message: an outbox row
// (and its event), sent by the one worker. They are asked for by the person
// who gets them, so quiet hours never hold them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NotifyChannel, NotifyMessage } from '@/lib/schemas/notifications';
import type { Db } from '../../db/client';
import { events, outbox, type UserLocale } from '../../db/schema';
import type { Tx } from '../shipments/types';
import { OUTBOX_CHANNEL, signalOutbox } from '../webhooks/notifier';
import type { NotifyFacts } from './types';

export interface DirectMessage {
  kind: NotifyMessage;
  channel: NotifyChannel;
  /** An email address or an E.164 phone number. */
  recipient: string;
  locale: UserLocale;
  shipmentId: string;
  accountId: string | null;
  facts: NotifyFacts;
  /** The one-time code, when the message carries one (kept out of the event). */
  code?: string;
}

/** Queues one message in `tx`; returns its outbox row's id. */
export async function queueDirectMessage(tx: Tx | Db, m: DirectMessage, now: Date): Promise<string> {
  const eventId = randomUUID();
  await tx.insert(events).values({ id: eventId, accountId: m.accountId, type: `notification.${m.kind}`, payload: { ...m.facts }, createdAt: now });
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: m.channel,
      eventId,
      shipmentId: m.shipmentId,
      kind: m.kind,
      recipient: m.recipient,
      locale: m.locale,
      secret: m.code ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  signalOutbox();
  return row!.id;
}
