// Following a shipment from its tracking page (issue 16, "Follow a shipment").
//
// Who may follow: anyone with the airway bill number (the tracking page shows
// its steps to anyone already), while the shipment still has steps to come:
// not delivered, returned or cancelled (409), and not one the merchant marked
// "do not notify" (409: its followers would never hear anything).
//
// Double opt-in. Nothing but the confirmation itself goes to an address until
// its owner confirms: by the email's link (a random token, stored as its
// SHA-256 only, single use, valid CONFIRM_LINK_TTL_MS) or by the SMS code
// (one-time-codes.ts: hashed, single use, 10 minutes, 5 wrong tries burn it).
// Re-following (after a lost message, or after unsubscribing) sends a new
// link or code; only confirming starts (or restarts) the updates. The answers
// are the same whether or not the address already follows the shipment, so
// the form tells nobody who follows what; the routes' rate limits keep it from
// being used to flood an address.
//
// Unsubscribing: every message to a follower carries a one-click link whose
// token is the follower row's id (a v4 UUID from the CSPRNG: 122 random bits,
// as unguessable as a separate token, and shown nowhere else), looked up by
// its SHA-256 (unsubscribe_token_hash). The enqueue code therefore builds the
// link from the row it already reads (followerUnsubscribeUrl), with no secret
// and no second copy of the token. Keep a follower's id out of answers, logs
// and other links: it is the key to their unsubscribe link.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CONFIRM_LINK_INVALID, UNSUBSCRIBE_LINK_INVALID, canFollow, followPhone, type FollowChannel } from '@/lib/schemas/follow';
import type { Db } from '../../db/client';
import { accounts, shipmentFollowers, shipments, type UserLocale } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http';
import { queueDirectMessage } from './direct';
import { issueCode, useCode, type CodeCheck } from './one-time-codes';
import { readNotificationSettings } from './settings';
import type { NotifyFacts } from './types';

/** How long an email's confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

export const FOLLOW_EMAIL_SENT = 'Check your inbox: we sent you a link to confirm that you want updates on this shipment.';
export const FOLLOW_CODE_SENT = 'We sent a 6-digit code by SMS. Enter it to start getting updates.';
export const FOLLOW_CONFIRMED_EMAIL = 'You will get updates on this shipment by email.';
export const FOLLOW_CONFIRMED_SMS = 'You will get updates on this shipment by SMS.';
export const FOLLOW_UNSUBSCRIBED = 'You will no longer get updates on this shipment.';
export const FOLLOW_FINISHED = 'This shipment has already been delivered, returned or cancelled: there are no more updates to follow.';
export const FOLLOW_NOT_OFFERED = 'Updates by email or SMS are not available for this shipment.';
export const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired. Please ask for updates again from the tracking page.';
export const CODE_WRONG = 'That code is not right. Please check it and try again.';
export const CODE_BURNT = 'That code was entered wrongly too many times. Please ask for a new one.';
export const CODE_MISSING = 'That code has expired or has already been used. Please ask for a new one.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** `/follow/…` on the site, in the follower's language (Arabic pages live under /ar). */
function followLink(siteUrl: string, locale: UserLocale, page: 'confirm' | 'unsubscribe', token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${locale === 'ar' ? '/ar' : ''}/follow/${page}?token=${encodeURIComponent(token)}`;
}

export const confirmUrl = (siteUrl: string, locale: UserLocale, token: string) => followLink(siteUrl, locale, 'confirm', token);
export const unsubscribeUrl = (siteUrl: string, locale: UserLocale, token: string) => followLink(siteUrl, locale, 'unsubscribe', token);

/** The one-click unsubscribe link of a follower (a shipment_followers row): for every message sent to them. */
export function followerUnsubscribeUrl(siteUrl: string, follower: { id: string; locale: UserLocale }): string {
  return unsubscribeUrl(siteUrl, follower.locale, follower.id);
}

/**
 * A confirmation token: when it was issued (seconds, base 36) and 32 random
 * bytes. The time needs no column of its own: only the SHA-256 of the whole
 * token is stored, so a token with an altered time matches nothing.
 */
function newConfirmToken(now: Date): string {
  return `${Math.floor(now.getTime() / 1000).toString(36)}.${randomBytes(32).toString('base64url')}`;
}

function issuedAt(token: string): number | null {
  const [time, rest] = token.split('.');
  if (!time || !rest || !/^[0-9a-z]{1,10}$/.test(time)) return null;
  return parseInt(time, 36) * 1000;
}

/** An email address (lower-cased) or a phone number (E.164); a 400 for anything else. */
export function followAddress(channel: FollowChannel, typed: string): string {
  if (channel === 'sms') {
    const phone = followPhone(typed);
    if (!phone) throw badRequest('Phone is not a valid phone number.', { Address: 'Phone is not a valid phone number.' });
    return phone;
  }
  const email = typed.trim().toLowerCase();
  if (!/^[^\s@<>'";]+@[^\s@<>'";]+\.[^\s@<>'";]+$/.test(email) || email.length > 254) {
    throw badRequest('Please enter a valid email address.', { Address: 'Please enter a valid email address.' });
  }
  return email;
}

interface Followed {
  id: string;
  accountId: string | null;
  awbNo: string;
  status: string;
  doNotNotify: boolean;
  senderName: string;
  destinationCity: string;
  companyName: string | null;
}

async function shipmentByAwb(db: Db, awb: string): Promise<Followed> {
  const [s] = await db
    .select({
      id: shipments.id,
      accountId: shipments.accountId,
      awbNo: shipments.awbNo,
      status: shipments.status,
      doNotNotify: shipments.doNotNotify,
      senderName: shipments.senderName,
      destinationCity: shipments.destinationCity,
      companyName: accounts.companyName,
    })
    .from(shipments)
    .leftJoin(accounts, eq(accounts.id, shipments.accountId))
    .where(eq(shipments.awbNo, awb));
  if (!s) throw notFound(`Airway bill ${awb} was not found.`);
  return s;
}

/**
 * What a follower's messages may say: what the tracking page shows anyone
 * with the number, and whom it is from. Never the receiver's name, phone,
 * email or address: a follower need not be the receiver.
 */
async function followerFacts(db: Db, s: Followed): Promise<NotifyFacts> {
  const settings = s.accountId ? await readNotificationSettings(db, s.accountId) : null;
  return {
    awb: s.awbNo,
    senderName: settings?.senderName ?? s.companyName ?? s.senderName,
    receiverName: '',
    status: s.status,
    destinationCity: s.destinationCity,
  };
}

export interface FollowRequest {
  awb: string;
  channel: FollowChannel;
  address: string;
  locale: UserLocale;
}

/**
 * Starts following: the follower row (new, or the same person again) and the
 * message that confirms it (a link by email, a code by SMS), in one
 * transaction. Nothing it answers depends on whether the address already
 * followed the shipment.
 */
export async function startFollow(db: Db, f: FollowRequest, now: Date, siteUrl: string): Promise<void> {
  const address = followAddress(f.channel, f.address);
  const s = await shipmentByAwb(db, f.awb);
  if (!canFollow(s.status)) throw new ApiError(409, FOLLOW_FINISHED);
  if (s.doNotNotify) throw new ApiError(409, FOLLOW_NOT_OFFERED);
  const facts = await followerFacts(db, s);
  const confirmToken = f.channel === 'email' ? newConfirmToken(now) : null;
  let code: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const id = randomUUID();
      const [row] = await tx
        .insert(shipmentFollowers)
        .values({
          id,
          shipmentId: s.id,
          channel: f.channel,
          address,
          locale: f.locale,
          confirmTokenHash: confirmToken ? sha256(confirmToken) : null,
          unsubscribeTokenHash: sha256(id),
          createdAt: now,
        })
        // The same person again: a new link (the older one stops working), in the language of this request.
        .onConflictDoUpdate({
          target: [shipmentFollowers.shipmentId, shipmentFollowers.channel, shipmentFollowers.address],
          set: { locale: f.locale, ...(confirmToken ? { confirmTokenHash: sha256(confirmToken) } : {}) },
        })
        .returning({ id: shipmentFollowers.id });
      const follower = { id: row!.id, locale: f.locale };
      const message = { channel: f.channel, recipient: address, locale: f.locale, shipmentId: s.id, accountId: s.accountId } as const;
      if (confirmToken) {
        await queueDirectMessage(
          tx,
          {
            ...message,
            kind: 'follow_confirm',
            facts: { ...facts, confirmUrl: confirmUrl(siteUrl, f.locale, confirmToken), unsubscribeUrl: followerUnsubscribeUrl(siteUrl, follower) },
          },
          now,
        );
      } else {
        code = await issueCode(tx, { purpose: 'follow', shipmentId: s.id, channel: 'sms', address }, now);
        await queueDirectMessage(tx, { ...message, kind: 'follow_code', facts, code }, now);
      }
    });
  } catch (err) {
    // A failed statement's error quotes its parameters: the code must not reach the log with it.
    throw code ? withoutSecret(err, code) : err;
  }
}

function withoutSecret(err: unknown, secret: string): Error {
  const hide = (s: string) => s.split(secret).join('••••••');
  const out = new Error(hide(err instanceof Error ? err.message : String(err)));
  out.stack = hide(err instanceof Error ? (err.stack ?? '') : '');
  return out;
}

export interface FollowOutcome {
  awb: string;
  channel: FollowChannel;
}

async function awbOf(db: Db, shipmentId: string): Promise<string> {
  const [s] = await db.select({ awbNo: shipments.awbNo }).from(shipments).where(eq(shipments.id, shipmentId));
  return s!.awbNo;
}

/** The email's confirmation link: single use (the token is cleared), valid CONFIRM_LINK_TTL_MS. */
export async function confirmFollow(db: Db, token: string, now: Date): Promise<FollowOutcome> {
  const issued = issuedAt(token);
  if (issued === null) throw badRequest(CONFIRM_LINK_INVALID);
  const hash = sha256(token);
  if (now.getTime() - issued > CONFIRM_LINK_TTL_MS) {
    const [known] = await db.select({ id: shipmentFollowers.id }).from(shipmentFollowers).where(eq(shipmentFollowers.confirmTokenHash, hash));
    throw badRequest(known ? CONFIRM_LINK_EXPIRED : CONFIRM_LINK_INVALID);
  }
  // One statement: of two clicks at once, one confirms and the other finds no token.
  const [row] = await db
    .update(shipmentFollowers)
    .set({ confirmedAt: now, confirmTokenHash: null, unsubscribedAt: null })
    .where(eq(shipmentFollowers.confirmTokenHash, hash))
    .returning({ shipmentId: shipmentFollowers.shipmentId, channel: shipmentFollowers.channel });
  if (!row) throw badRequest(CONFIRM_LINK_INVALID);
  return { awb: await awbOf(db, row.shipmentId), channel: row.channel };
}

const CODE_FAILURES: Record<Exclude<CodeCheck, { ok: true }>['reason'], string> = {
  wrong: CODE_WRONG,
  burnt: CODE_BURNT,
  missing: CODE_MISSING,
};

/** The SMS code: used up and the follower confirmed in one transaction. */
export async function verifyFollow(db: Db, v: { awb: string; phone: string; code: string }, now: Date): Promise<FollowOutcome> {
  const phone = followAddress('sms', v.phone);
  const s = await shipmentByAwb(db, v.awb);
  const check = await db.transaction(async (tx) => {
    // useCode's own transaction runs as a savepoint of this one, its row lock held until the follower is confirmed.
    const result = await useCode(tx as unknown as Db, { purpose: 'follow', shipmentId: s.id, address: phone }, v.code, now);
    if (result.ok) {
      await tx
        .update(shipmentFollowers)
        .set({ confirmedAt: now, unsubscribedAt: null })
        .where(and(eq(shipmentFollowers.shipmentId, s.id), eq(shipmentFollowers.channel, 'sms'), eq(shipmentFollowers.address, phone)));
    }
    // Returned, not thrown: a wrong code's count must be committed.
    return result;
  });
  if (!check.ok) throw badRequest(CODE_FAILURES[check.reason], { Code: CODE_FAILURES[check.reason] });
  return { awb: s.awbNo, channel: 'sms' };
}

/** One click, no sign-in: stops the updates; the same answer however many times. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<FollowOutcome> {
  const [row] = await db
    .select({ id: shipmentFollowers.id, shipmentId: shipmentFollowers.shipmentId, channel: shipmentFollowers.channel, unsubscribedAt: shipmentFollowers.unsubscribedAt })
    .from(shipmentFollowers)
    .where(eq(shipmentFollowers.unsubscribeTokenHash, sha256(token)));
  if (!row) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
  // A confirmation link still waiting stops working too: unsubscribing from the confirmation email means "I did not ask for this".
  if (!row.unsubscribedAt) await db.update(shipmentFollowers).set({ unsubscribedAt: now, confirmTokenHash: null }).where(eq(shipmentFollowers.id, row.id));
  return { awb: await awbOf(db, row.shipmentId), channel: row.channel };
}
