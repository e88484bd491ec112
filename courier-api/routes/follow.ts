// Follow, Follow/Confirm, Follow/Verify, Follow/Unsubscribe: a visitor
// follows a shipment from its tracking page (services/notifications/follow.ts).
// Public, so every call is rate limited: asking for updates per IP, per
// shipment and address, per shipment and per address (a form that sends
// messages must not become a way to flood someone), trying codes per IP and
// per shipment, and opening links per IP. Input is validated first, so only
// calls that could act count.
// The SMS code is never in an answer: it leaves only in the message.
import { createHash } from 'node:crypto';
import { followConfirmSchema, followSchema, followUnsubscribeSchema, followVerifySchema } from '@/lib/schemas/follow';
import { clientIp, type Ctx } from '../context';
import { ok, readBody, tooManyRequests, type ApiError } from '../http';
import type { Router } from '../router';
import { OUTBOX_ONLY } from '../services/mail';
import {
  confirmFollow,
  followAddress,
  FOLLOW_CODE_SENT,
  FOLLOW_CONFIRMED_EMAIL,
  FOLLOW_CONFIRMED_SMS,
  FOLLOW_EMAIL_SENT,
  FOLLOW_UNSUBSCRIBED,
  startFollow,
  unsubscribe,
  verifyFollow,
} from '../services/notifications/follow';

const MINUTE = 60;
const HOUR = 3600;

/** Each limit: calls allowed per window. Asking for updates sends a message, so it is held tightest. */
export const FOLLOW_LIMITS = {
  perIp: { max: 5, window: 10 * MINUTE },
  perShipmentAndAddress: { max: 3, window: HOUR },
  perShipment: { max: 10, window: HOUR },
  perAddress: { max: 5, window: HOUR },
  codesPerIp: { max: 10, window: 10 * MINUTE },
  codesPerShipment: { max: 20, window: HOUR },
  linksPerIp: { max: 20, window: 10 * MINUTE },
} as const;

type Limit = keyof typeof FOLLOW_LIMITS;

const inMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function tooManyFollows(seconds: number) {
  const minutes = inMinutes(seconds);
  return tooManyRequests(`You have asked for updates several times in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
}

function tooManyCodes(seconds: number) {
  const minutes = inMinutes(seconds);
  return tooManyRequests(`Too many codes were tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
}

function tooManyLinks(seconds: number) {
  const minutes = inMinutes(seconds);
  return tooManyRequests(`Too many links were opened from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
}

/** Counts one call against each limit in turn; the first one over answers 429 (`tooMany`). */
async function limit(c: Ctx, tooMany: (seconds: number) => ApiError, checks: Array<[Limit, string]>) {
  const { rateLimiter } = c.get('deps');
  for (const [name, key] of checks) {
    const { max, window } = FOLLOW_LIMITS[name];
    const hit = await rateLimiter.hit(`follow:${name}:${key}`, window);
    if (hit.count > max) throw tooMany(hit.resetInSeconds);
  }
}

async function follow(c: Ctx) {
  const { db, now, mail } = c.get('deps');
  const input = await readBody(c, followSchema);
  const address = followAddress(input.Channel, input.Address ?? '');
  const awb = input.AirWayBillNo;
  // The address is counted by its hash: no email address or phone number in the rate-limit store (Redis).
  const who = createHash('sha256').update(address).digest('base64url');
  await limit(c, tooManyFollows, [
    ['perIp', clientIp(c)],
    ['perShipmentAndAddress', `${awb}:${who}`],
    ['perShipment', awb],
    ['perAddress', who],
  ]);
  const siteUrl = mail?.siteUrl ?? OUTBOX_ONLY.siteUrl;
  await startFollow(db, { awb, channel: input.Channel, address, locale: input.Locale }, now(), siteUrl);
  // The same answer whether or not this address already followed the shipment.
  return ok(c, { AirWayBillNo: awb, Channel: input.Channel }, input.Channel === 'email' ? FOLLOW_EMAIL_SENT : FOLLOW_CODE_SENT, 202);
}

async function confirm(c: Ctx) {
  const { db, now } = c.get('deps');
  const { Token } = await readBody(c, followConfirmSchema);
  await limit(c, tooManyLinks, [['linksPerIp', clientIp(c)]]);
  const out = await confirmFollow(db, Token, now());
  return ok(c, { AirWayBillNo: out.awb, Channel: out.channel }, FOLLOW_CONFIRMED_EMAIL);
}

async function verify(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, followVerifySchema);
  await limit(c, tooManyCodes, [
    ['codesPerIp', clientIp(c)],
    ['codesPerShipment', input.AirWayBillNo],
  ]);
  const out = await verifyFollow(db, { awb: input.AirWayBillNo, phone: input.Phone, code: input.Code }, now());
  return ok(c, { AirWayBillNo: out.awb, Channel: out.channel }, FOLLOW_CONFIRMED_SMS);
}

async function stop(c: Ctx) {
  const { db, now } = c.get('deps');
  const { Token } = await readBody(c, followUnsubscribeSchema);
  await limit(c, tooManyLinks, [['linksPerIp', clientIp(c)]]);
  const out = await unsubscribe(db, Token, now());
  return ok(c, { AirWayBillNo: out.awb, Channel: out.channel }, FOLLOW_UNSUBSCRIBED);
}

export function followRoutes(r: Router) {
  r.post('Follow', 'public', follow);
  r.post('Follow/Confirm', 'public', confirm);
  r.post('Follow/Verify', 'public', verify);
  r.post('Follow/Unsubscribe', 'public', stop);
}
