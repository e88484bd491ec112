// Proving one is a shipment's receiver (issue 16, part 4): a six-digit code
// sent to the phone or email written on the shipment, then a short session.
//
// The session is a signed token from the API's own TokenSigner (deps.tokens:
// HS256 with the server's secret), not a row: nothing to store or sweep, and
// it outlives no restart of the secret. Its subject is `receiver:<shipment
// id>`, which the sign-in guard never accepts (it wants a user's UUID) and a
// user's token never has, so neither can stand for the other. It lives 30
// minutes (RECEIVER_SESSION_MINUTES): enough to choose, short enough that a
// forwarded link or a shared screen soon stops working. Choices end anyway
// once the parcel is out for delivery, whatever the token says.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { eq } from 'drizzle-orm';
import {
  RECEIVER_LOCKED_STATUSES,
  RECEIVER_SESSION_MINUTES,
  type ReceiverCodeChannel,
  type ReceiverCodeSent,
  type ReceiverSession,
} from '@/lib/schemas/receiver';
import type { TokenSigner } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { accounts, shipments, type UserLocale } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../http';
import { queueDirectMessage } from './direct';
import { e164 } from './enqueue';
import { CODE_TTL_MS, issueCode, useCode } from './one-time-codes';
import { readNotificationSettings } from './settings';

const SUBJECT = 'receiver:';

export const RECEIVER_AWB_NOT_FOUND = 'We could not find this airway bill.';
export const RECEIVER_NO_CONTACT =
  'This shipment has no phone number or email for the receiver, so we cannot send a code. Please contact the sender.';
export const RECEIVER_NO_PHONE = 'This shipment has no phone number for the receiver. Please ask for the code by email.';
export const RECEIVER_NO_EMAIL = 'This shipment has no email for the receiver. Please ask for the code by SMS.';
export const RECEIVER_NOT_IN_UAE = 'Delivery choices are available only for deliveries within the UAE.';
export const RECEIVER_CODE_SENT = 'We sent a code to the receiver.';
export const RECEIVER_CODE_WRONG = 'This code is not right. Please check it and try again.';
export const RECEIVER_CODE_GONE = 'This code has expired or was already used. Please ask for a new code.';
export const RECEIVER_CODE_BURNT = 'Too many wrong codes. Please ask for a new code.';
export const RECEIVER_VERIFIED = 'Thank you: you can now change the delivery.';
export const RECEIVER_SESSION_EXPIRED = 'Your confirmation has expired. Please ask for a new code.';
export const RECEIVER_WRONG_SHIPMENT = 'This confirmation is for another shipment. Please ask for a code for this one.';

const LOCKED: Record<(typeof RECEIVER_LOCKED_STATUSES)[number], string> = {
  OUT_FOR_DELIVERY: 'The parcel is already out for delivery: the delivery can no longer be changed.',
  DELIVERED: 'The parcel is already delivered.',
  CANCELLED: 'This shipment is cancelled.',
  RETURNED: 'This shipment was returned to the sender.',
};

/** Why the receiver can change nothing now (null: they can). */
export function lockedReason(s: { status: string; destinationCountry: string }): string | null {
  const locked = LOCKED[s.status as keyof typeof LOCKED];
  if (locked) return locked;
  return s.destinationCountry === 'AE' ? null : RECEIVER_NOT_IN_UAE;
}

/** Refuses a change the status no longer allows: 409, the state of the shipment, not the request, is in the way. */
export function assertChangeable(s: { status: string; destinationCountry: string }): void {
  const why = lockedReason(s);
  if (why) throw conflict(why);
}

const normalEmail = (email: string | null | undefined) => {
  const e = email?.trim().toLowerCase();
  return e && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
};

/** Where a code can go for this shipment: the phone in E.164 (UAE numbers without a country code) and the email. */
export function receiverContacts(s: { receiverPhone: string | null; receiverEmail: string | null }): Record<ReceiverCodeChannel, string | null> {
  return { sms: e164(s.receiverPhone), email: normalEmail(s.receiverEmail) };
}

const channelsOf = (c: Record<ReceiverCodeChannel, string | null>) => (['sms', 'email'] as const).filter((ch) => c[ch]);

/** "+971 5• ••• ••67": the country code, the first digit and the last two; the grouping as the country writes it. */
export function maskPhone(phone: string): string {
  const p = parsePhoneNumberFromString(phone);
  if (!p) return '••••';
  const cc = `+${p.countryCallingCode}`;
  const rest = p.formatInternational().slice(cc.length);
  const total = rest.replace(/\D/g, '').length;
  let seen = 0;
  const masked = rest.replace(/\d/g, (d) => {
    seen += 1;
    return seen === 1 || seen > total - 2 ? d : '•';
  });
  return `${cc}${masked}`;
}

/** "a•••@example.com": the first letter and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/** The receiver's own shipment, by airway bill: what the code, the session and the choices need. */
export async function findReceiverShipment(db: Db, awb: string) {
  const [s] = await db
    .select({
      id: shipments.id,
      awbNo: shipments.awbNo,
      accountId: shipments.accountId,
      status: shipments.status,
      destinationCountry: shipments.destinationCountry,
      destinationCity: shipments.destinationCity,
      senderName: shipments.senderName,
      receiverName: shipments.receiverName,
      receiverPhone: shipments.receiverPhone,
      receiverEmail: shipments.receiverEmail,
      deliveryDate: shipments.deliveryDate,
      companyName: accounts.companyName,
    })
    .from(shipments)
    .leftJoin(accounts, eq(accounts.id, shipments.accountId))
    .where(eq(shipments.awbNo, awb));
  if (!s) throw notFound(RECEIVER_AWB_NOT_FOUND);
  return s;
}

/**
 * Sends a new code to the receiver (SMS unless they ask for email or the
 * shipment has no phone) and answers only where it went, masked. The code
 * and its message are written in one transaction: no code without its
 * message, no message without its code. Rate limits are the route's.
 */
export async function sendReceiverCode(db: Db, p: { awb: string; via?: ReceiverCodeChannel | ''; locale: UserLocale }, now: Date): Promise<ReceiverCodeSent> {
  const s = await findReceiverShipment(db, p.awb);
  assertChangeable(s);
  const contacts = receiverContacts(s);
  const channels = channelsOf(contacts);
  if (!channels.length) throw new ApiError(422, RECEIVER_NO_CONTACT);
  const via: ReceiverCodeChannel = p.via || channels[0]!;
  const address = contacts[via];
  if (!address) throw new ApiError(422, via === 'sms' ? RECEIVER_NO_PHONE : RECEIVER_NO_EMAIL, { Via: via === 'sms' ? RECEIVER_NO_PHONE : RECEIVER_NO_EMAIL });
  const settings = s.accountId ? await readNotificationSettings(db, s.accountId) : null;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, { purpose: 'receiver', shipmentId: s.id, channel: via, address }, now);
    await queueDirectMessage(
      tx,
      {
        kind: 'receiver_code',
        channel: via,
        recipient: address,
        locale: p.locale,
        shipmentId: s.id,
        accountId: s.accountId,
        facts: {
          awb: s.awbNo,
          senderName: settings?.senderName ?? s.companyName ?? s.senderName,
          receiverName: s.receiverName,
          status: s.status,
          destinationCity: s.destinationCity,
          deliveryDate: s.deliveryDate,
        },
        code,
      },
      now,
    );
  });
  return { Via: via, SentTo: via === 'sms' ? maskPhone(address) : maskEmail(address), Channels: channels, ExpiresInMinutes: CODE_TTL_MS / 60_000 };
}

/** Checks the code (single use; the fifth wrong try burns it) and opens a 30-minute session for this shipment. */
export async function verifyReceiver(db: Db, tokens: TokenSigner, p: { awb: string; code: string }, now: Date): Promise<ReceiverSession> {
  const s = await findReceiverShipment(db, p.awb);
  // A parcel already out for delivery keeps its code unused: nothing could be changed with it.
  assertChangeable(s);
  const check = await useCode(db, { purpose: 'receiver', shipmentId: s.id }, p.code, now);
  if (!check.ok) {
    const message = check.reason === 'wrong' ? RECEIVER_CODE_WRONG : check.reason === 'burnt' ? RECEIVER_CODE_BURNT : RECEIVER_CODE_GONE;
    throw badRequest(message, { Code: message });
  }
  const ttl = RECEIVER_SESSION_MINUTES * 60;
  const Token = await tokens.issue(`${SUBJECT}${s.id}`, 0, ttl);
  // The signer counts whole seconds from its own clock: the same instant, said as a time.
  const issuedAt = Math.floor(now.getTime() / 1000);
  return { Token, ExpiresAt: new Date((issuedAt + ttl) * 1000).toISOString() };
}

/**
 * The shipment a session token is for, after checking it names `awb`:
 * 401 when it is not a live receiver session, 403 when it is for another
 * shipment (a token never reaches past the parcel it was made for).
 */
export async function receiverSessionShipment(db: Db, tokens: TokenSigner, token: string, awb: string): Promise<string> {
  const claims = await tokens.read(token);
  if (!claims || !claims.sub.startsWith(SUBJECT)) throw new ApiError(401, RECEIVER_SESSION_EXPIRED);
  // Signed by us, so a shipment's UUID.
  const shipmentId = claims.sub.slice(SUBJECT.length);
  const [own] = await db.select({ awbNo: shipments.awbNo }).from(shipments).where(eq(shipments.id, shipmentId));
  if (!own) throw new ApiError(401, RECEIVER_SESSION_EXPIRED);
  if (own.awbNo !== awb) throw new ApiError(403, RECEIVER_WRONG_SHIPMENT);
  return shipmentId;
}
