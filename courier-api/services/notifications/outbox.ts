// The notification rows of the one outbox: how the worker (webhooks/worker.ts)
// claims them and sends one. Rows of a channel with no settings are never
// claimed: they wait, visible to the Admin, until the channel is set up.
// The message is rendered when it is sent, from the facts snapshotted in its
// event and the row's one-time code; the code is cleared when the row is done.
import { sql } from 'drizzle-orm';
import type { NotifyChannel, NotifyKind } from '@/lib/schemas/notifications';
import type { Db } from '../../db/client';
import type { UserLocale } from '../../db/schema';
import type { MailTransport } from '../mail';
import type { DeliveryOutcome, Poster } from '../webhooks/deliver';
import { sendEmail, sendShort, type NotifySettings } from './providers';
import { followerUnsubscribeUrl } from './follow';
import { renderNotification, trackingLink } from './templates';
import type { NotifyFacts } from './types';

export interface ClaimedNotification {
  id: string;
  attempts: number;
  created_at: string | Date;
  channel: NotifyChannel;
  kind: NotifyKind;
  recipient: string;
  locale: UserLocale;
  secret: string | null;
  payload: NotifyFacts;
  follower_id: string | null;
}

/** Claims up to `limit` due notification rows of the sendable channels, leased until now + lease. */
export async function claimNotificationsDue(db: Db, now: Date, limit: number, leaseMs: number, channels: readonly NotifyChannel[]): Promise<ClaimedNotification[]> {
  if (!channels.length || limit <= 0) return [];
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const res = (await db.execute(sql`
    with claimed as (
      update outbox o
         set locked_until = ${until}::timestamptz, attempts = o.attempts + 1, last_attempt_at = ${at}::timestamptz
       where o.id in (
         select d.id from outbox d
          where d.status = 'pending' and d.channel in (${sql.join(channels.map((c) => sql`${c}`), sql`, `)})
            and d.next_attempt_at <= ${at}::timestamptz
            and (d.locked_until is null or d.locked_until <= ${at}::timestamptz)
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked)
      returning o.id, o.attempts, o.created_at, o.channel, o.kind, o.recipient, o.locale, o.secret, o.event_id, o.shipment_id)
    select c.id, c.attempts, c.created_at, c.channel, c.kind, c.recipient, c.locale, c.secret, e.payload, f.id as follower_id
      from claimed c
      join events e on e.id = c.event_id
      left join shipment_followers f on f.shipment_id = c.shipment_id and f.channel = c.channel and f.address = c.recipient`)) as unknown as {
    rows: ClaimedNotification[];
  };
  return res.rows;
}

export interface NotificationSender {
  mail: MailTransport | null | undefined;
  settings: NotifySettings | undefined;
  siteUrl: string;
  /** Posts to SMS/WhatsApp providers (operator-configured: private addresses allowed). */
  poster: Poster;
}

/** Renders and sends one claimed row; never throws. */
export async function sendNotification(s: NotificationSender, row: ClaimedNotification, now: Date): Promise<DeliveryOutcome> {
  const facts: NotifyFacts = { ...row.payload };
  // A follower is told what the tracking page shows anyone with the number, not the receiver's
  // name or what they owe; every message to a follower carries its one-click unsubscribe link.
  if (row.follower_id) {
    facts.receiverName = '';
    facts.codAmountFils = 0;
    facts.unsubscribeUrl = followerUnsubscribeUrl(s.siteUrl, { id: row.follower_id, locale: row.locale });
  }
  const message = renderNotification({
    kind: row.kind,
    channel: row.channel,
    locale: row.locale,
    facts,
    trackingUrl: trackingLink(s.siteUrl, facts.awb, row.locale),
    code: row.secret,
  });
  if (row.channel === 'email') {
    if (!s.mail) return { ok: false, statusCode: null, latencyMs: 0, error: 'No mail server is set up (SMTP_URL).', response: null };
    return sendEmail(s.mail, { to: row.recipient, subject: message.subject, text: message.text, html: message.html });
  }
  const provider = s.settings?.[row.channel];
  if (!provider) return { ok: false, statusCode: null, latencyMs: 0, error: `No ${row.channel === 'sms' ? 'SMS' : 'WhatsApp'} provider is set up.`, response: null };
  return sendShort(s.poster, provider, { id: row.id, channel: row.channel, to: row.recipient, text: message.short, locale: row.locale, kind: row.kind, awb: facts.awb }, now);
}
