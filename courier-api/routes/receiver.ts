// The receiver's delivery choices (issue 16; docs/decisions.md, "The
// receiver's side"): Receiver/Code sends a code to the phone or email on the
// shipment, Receiver/Verify turns it into a 30-minute session, and with that
// session Receiver/Options and Receiver/Choice. Public routes: the receiver
// has no login. The session token travels in the body (never in an address,
// so no log or history keeps it), and it answers for one shipment only.
// Rate limits: codes per shipment and per IP, verify tries per IP (each code
// also burns after five wrong tries), choices per shipment.
// ReceiverChoices is Ops' list of what receivers chose.
import {
  receiverChoiceSchema,
  receiverChoicesQuery,
  receiverCodeSchema,
  receiverCurrentQuery,
  receiverOptionsSchema,
  receiverVerifySchema,
  type ReceiverChoiceKind,
} from '@/lib/schemas/receiver';
import { clientIp, type Ctx } from '../context';
import { ok, readBody, readQuery, tooManyRequests } from '../http';
import type { Router } from '../router';
import { applyChoice, choiceSaved, currentChoices, listChoices, receiverOptions } from '../services/notifications/delivery-choices';
import { RECEIVER_CODE_SENT, RECEIVER_VERIFIED, receiverSessionShipment, sendReceiverCode, verifyReceiver } from '../services/notifications/receiver';

const HOUR = 3600;
/** Codes one shipment may be sent an hour: a receiver who lost one asks again; nobody can flood their phone. */
export const RECEIVER_CODES_PER_SHIPMENT = 3;
/** Codes one IP may ask for an hour, across shipments. */
export const RECEIVER_CODES_PER_IP = 10;
/** Code checks one IP may make an hour (each code also burns after 5 wrong ones). */
export const RECEIVER_VERIFY_PER_IP = 20;
/** Choices on one shipment an hour: each is a tracking event. */
export const RECEIVER_CHOICES_PER_SHIPMENT = 10;

/** One hit on a limit of an hour; over `max`, 429 with `refusal` and when to try again. */
async function limit(c: Ctx, key: string, max: number, refusal: string) {
  const hit = await c.get('deps').rateLimiter.hit(`receiver:${key}`, HOUR);
  if (hit.count <= max) return;
  const minutes = Math.max(1, Math.ceil(hit.resetInSeconds / 60));
  throw tooManyRequests(`${refusal} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, hit.resetInSeconds);
}

async function code(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, receiverCodeSchema);
  await limit(c, `code:ip:${clientIp(c)}`, RECEIVER_CODES_PER_IP, 'Too many codes were asked for from your connection.');
  await limit(c, `code:awb:${input.AirWayBillNo}`, RECEIVER_CODES_PER_SHIPMENT, 'Too many codes were sent for this shipment.');
  const sent = await sendReceiverCode(db, { awb: input.AirWayBillNo, via: input.Via as '' | 'sms' | 'email', locale: input.Locale ?? 'en' }, now());
  return ok(c, sent, RECEIVER_CODE_SENT);
}

async function verify(c: Ctx) {
  const { db, tokens, now } = c.get('deps');
  const input = await readBody(c, receiverVerifySchema);
  await limit(c, `verify:ip:${clientIp(c)}`, RECEIVER_VERIFY_PER_IP, 'Too many code checks from your connection.');
  return ok(c, await verifyReceiver(db, tokens, { awb: input.AirWayBillNo, code: input.Code }, now()), RECEIVER_VERIFIED);
}

async function options(c: Ctx) {
  const { db, tokens, now } = c.get('deps');
  const input = await readBody(c, receiverOptionsSchema);
  const shipmentId = await receiverSessionShipment(db, tokens, input.Token, input.AirWayBillNo);
  return ok(c, await receiverOptions(db, shipmentId, now()));
}

async function choice(c: Ctx) {
  const { db, tokens, now } = c.get('deps');
  const input = await readBody(c, receiverChoiceSchema);
  const shipmentId = await receiverSessionShipment(db, tokens, input.Token, input.AirWayBillNo);
  await limit(c, `choice:${shipmentId}`, RECEIVER_CHOICES_PER_SHIPMENT, 'Too many changes to this delivery.');
  const at = now();
  await applyChoice(db, shipmentId, input, at);
  return ok(c, await receiverOptions(db, shipmentId, at), choiceSaved(input.Kind as ReceiverChoiceKind));
}

async function current(c: Ctx) {
  const q = await readQuery(c, receiverCurrentQuery);
  return ok(c, await currentChoices(c.get('deps').db, q.AirWayBillNos ? q.AirWayBillNos.split(',') : []));
}

async function list(c: Ctx) {
  const q = await readQuery(c, receiverChoicesQuery);
  return ok(c, await listChoices(c.get('deps').db, q));
}

export function receiverRoutes(r: Router) {
  r.post('Receiver/Code', 'public', code);
  r.post('Receiver/Verify', 'public', verify);
  r.post('Receiver/Options', 'public', options);
  r.post('Receiver/Choice', 'public', choice);
  r.get('ReceiverChoices', 'ops', list);
  r.get('ReceiverChoices/Current', 'ops', current);
}
