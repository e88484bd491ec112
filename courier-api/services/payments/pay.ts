// `pay`: one payment per Idempotency-Key. Recorded first (Pending, invoices
// reserved), then handed to its provider outside any transaction, then
// settled or released by the provider's answer. The same key again returns
// the same payment (200) when the body is the same and 409 when it is not,
// also when the two requests race: the account lock makes the second wait and
// then find the first, and the unique index on (account, key) backs that up.
import type { PayInput, Payment } from '@/lib/schemas/payments';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation, notFound } from '../../http';
import { providerFor, type ProviderOutcome } from './provider';
import { reservePayment, type PayContext } from './reserve';
import type { Audit } from '../audit-trail';
import { releasePayment, releaseStaleCardPayments, settlePayment } from './settle';
import { findPaymentByKey, loadPayment, payHash, type StoredPayment } from './stored';

export const PAYMENT_KEY_REUSED = 'This payment form was already used for a different payment. Please reload the page to make another payment.';
export const PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Nothing was charged; please try again.';

export interface PayOutcome {
  payment: Payment;
  /** False when the key had already been used for this same payment (a replay). */
  created: boolean;
}

async function replay(db: Db, accountId: string, stored: StoredPayment, hash: string): Promise<PayOutcome> {
  if (stored.requestHash !== hash) throw conflict(PAYMENT_KEY_REUSED);
  const payment = await loadPayment(db, stored.id, accountId);
  if (!payment) throw notFound('We could not find this payment.');
  return { payment, created: false };
}

export async function pay(db: Db, input: PayInput, owner: { accountId: string; userId: string; now: Date; key: string }, audit?: Audit): Promise<PayOutcome> {
  const provider = providerFor(input.Provider);
  const request = { amountFils: 0, currency: 'AED' as const, reference: input.Reference || undefined, card: input.Card };
  const hash = payHash(input);
  const earlier = await findPaymentByKey(db, owner.accountId, owner.key);
  if (earlier) return replay(db, owner.accountId, earlier, hash);
  provider.precheck(request);
  // An attempt stuck since a crash would hold its invoices; it is released first.
  await releaseStaleCardPayments(db, owner.now, owner.accountId);

  const ctx: PayContext = { ...owner, hash, reference: provider.describe(request) };
  let reserved;
  try {
    reserved = await db.transaction((tx) => reservePayment(tx, input, ctx));
  } catch (err) {
    const stored = isUniqueViolation(err) ? await findPaymentByKey(db, owner.accountId, owner.key) : undefined;
    if (stored) return replay(db, owner.accountId, stored, hash);
    throw err;
  }
  if (reserved.kind === 'stored') return replay(db, owner.accountId, reserved.stored, hash);

  let outcome: ProviderOutcome;
  try {
    outcome = await provider.start({ ...request, paymentNo: reserved.paymentNo, amountFils: reserved.amountFils });
  } catch {
    outcome = { status: 'Failed', providerRef: null, failureReason: PROVIDER_UNAVAILABLE };
  }
  if (outcome.status === 'Succeeded') await settlePayment(db, reserved.id, { now: owner.now, providerRef: outcome.providerRef, audit });
  else if (outcome.status === 'Failed') await releasePayment(db, reserved.id, 'Failed', outcome.failureReason, { now: owner.now, providerRef: outcome.providerRef });
  const payment = await loadPayment(db, reserved.id, owner.accountId);
  return { payment: payment!, created: true };
}
