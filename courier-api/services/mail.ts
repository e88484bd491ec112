// Outgoing mail. Every message is first a mail_outbox row written inside the
// business transaction (queueMail), and is delivered only after that
// transaction commits (deliverMail), which records the outcome on the row.
// A mail server that is down or slow therefore never undoes an account or a
// user, and never sends a welcome email for a transaction that rolled back.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { likePattern } from './search-pattern';
import { listPage } from './list-page';
import { getLog } from '@/lib/log';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative (the Arabic emails: right-to-left, with left-to-right numbers and links). */
  html?: string;
}

/** Something that hands a message to a mail server; throws when it could not. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailSettings {
  /** null: no SMTP_URL, mail stays in the outbox for the Admin to read. */
  transport: MailTransport | null;
  /** Public origin of the site, for the login link in emails. */
  siteUrl: string;
}

export const OUTBOX_ONLY: MailSettings = { transport: null, siteUrl: 'http://localhost:3000' };

/**
 * nodemailer over SMTP_URL, created on first use. The timeouts are short
 * because a request waits for delivery (the row is already committed either way).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  return {
    async send(mail) {
      transporter ??= import('nodemailer').then((m) =>
        m.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never),
      );
      const html = mail.html ? { html: mail.html } : {};
      await (await transporter).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...html });
    },
  };
}

/** Writes the message to the outbox in the caller's transaction; returns its id for deliverMail. */
export async function queueMail(tx: Db, mail: OutgoingMail, now: Date): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, createdAt: now })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export type DeliveryStatus = 'outbox' | 'sent' | 'failed';

/**
 * Sends queued messages (after their transaction committed) and records
 * sent/failed on each row. Never throws: mail is not the business outcome.
 * Returns each message's resulting status.
 */
export async function deliverMail(db: Db, settings: MailSettings | undefined, ids: string[], now: () => Date): Promise<DeliveryStatus[]> {
  const transport = settings?.transport;
  if (!transport || ids.length === 0) return ids.map(() => 'outbox');
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'outbox')))
    .catch((err: Error) => {
      getLog().error({ error: err.message }, 'mail: could not read the outbox');
      return [];
    });
  const result = new Map<string, DeliveryStatus>();
  for (const row of rows) {
    let status: DeliveryStatus = 'sent';
    let error: string | null = null;
    try {
      const html = row.htmlBody ? { html: row.htmlBody } : {};
      await transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody, ...html });
    } catch (err) {
      status = 'failed';
      error = ((err as Error).message || 'Unknown error').slice(0, 500);
      getLog().warn({ error }, 'mail: delivery failed');
    }
    result.set(row.id, status);
    await db
      .update(mailOutbox)
      .set({ status, error, sentAt: status === 'sent' ? now() : null })
      .where(eq(mailOutbox.id, row.id))
      .catch((err: Error) => getLog().error({ error: err.message }, 'mail: could not record the delivery'));
  }
  return ids.map((id) => result.get(id) ?? 'outbox');
}

export interface OutboxQuery {
  status: 'all' | DeliveryStatus;
  search: string;
  page: number;
  limit: number;
}

/** One page of the outbox, newest first (Admin). */
export async function listOutbox(db: Db, q: OutboxQuery) {
  const like = likePattern(q.search);
  const cond = and(
    q.status === 'all' ? undefined : eq(mailOutbox.status, q.status),
    q.search ? sql`(${mailOutbox.toAddress} ilike ${like} or ${mailOutbox.subject} ilike ${like})` : undefined,
  );
  const { rows, ...page } = await listPage(
    db.select().from(mailOutbox).where(cond).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).$dynamic(),
    db.select({ n: count() }).from(mailOutbox).where(cond),
    q,
  );
  return {
    Mail: rows.map((r) => ({
      _id: r.id,
      To: r.toAddress,
      Subject: r.subject,
      Text: r.textBody,
      Status: r.status,
      Error: r.error,
      CreatedAt: r.createdAt.toISOString(),
      SentAt: r.sentAt?.toISOString() ?? null,
    })),
    ...page,
  };
}
