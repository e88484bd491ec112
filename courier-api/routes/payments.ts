// Payments (docs/api/accounts.md, "Invoices and payments"): pay (header
// Idempotency-Key, required), Payments (the account's attempts; the Admin's
// queue of bank transfers), PUT Payment (the Admin confirms or rejects a
// transfer) and TransactionHistory.
import { createPaySchema, paymentListSchema, reviewPaymentSchema, type PayInput, type Payment } from '@/lib/schemas/payments';
import { transactionHistorySchema } from '@/lib/schemas/transactions';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import { ApiError, badRequest, conflict, forbidden, notFound, ok, readBody, messageBody } from '../http';
import type { Router } from '../router';
import { auditOf } from '../services/audit-trail';
import { pay } from '../services/payments/pay';
import { releasePayment, settlePayment } from '../services/payments/settle';
import { listPayments, loadPayment } from '../services/payments/stored';
import { transactionHistory } from '../services/payments/transactions';
import { idempotencyKey } from './booking';
import { billingScope } from './invoices';

export const KEY_REQUIRED = 'A payment needs an Idempotency-Key header, so that a retried payment is never taken twice.';
export const PAYMENT_NOT_FOUND = 'We could not find this payment.';
export const NOT_A_TRANSFER = 'Only bank transfers are confirmed or rejected by hand; card payments are decided by the card provider.';

const MESSAGES: Record<Payment['Status'], string> = {
  Succeeded: 'Payment received. Thank you.',
  Pending: 'Your bank transfer is recorded. We will confirm it as soon as the money reaches our account.',
  Failed: 'The payment did not go through.',
  Rejected: 'This bank transfer was rejected.',
};

/** A declined card is an answer too: 402 with the recorded attempt, so the client can show why. */
function answer(c: Ctx, payment: Payment, created: boolean) {
  if (payment.Status === 'Failed') return c.json(messageBody(payment.FailureReason || MESSAGES.Failed, { data: payment }), 402);
  const message = created ? MESSAGES[payment.Status] : `This payment was already made (${payment.PaymentNo}). Here it is again.`;
  return ok(c, payment, message, created ? 201 : 200);
}

async function payInvoices(c: Ctx) {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  if (!user.account) throw forbidden('Payments are made for a customer account, and this user has none.');
  const key = idempotencyKey(c);
  if (!key) throw badRequest(KEY_REQUIRED, { 'Idempotency-Key': KEY_REQUIRED });
  const input = (await readBody(c, createPaySchema(() => now()))) as PayInput;
  const outcome = await pay(db, input, { accountId: user.account.id, userId: user.id, now: now(), key }, auditOf(c));
  return answer(c, outcome.payment, outcome.created);
}

async function list(c: Ctx) {
  const q = await readBody(c, paymentListSchema);
  const scope = await billingScope(c, '');
  return ok(c, await listPayments(c.get('deps').db, scope?.id ?? null, q));
}

async function review(c: Ctx) {
  const { db, now } = c.get('deps');
  const { _id, Status, Note } = await readBody(c, reviewPaymentSchema);
  const current = await loadPayment(db, _id, null);
  if (!current) throw notFound(PAYMENT_NOT_FOUND);
  if (current.Provider !== 'BankTransfer') throw new ApiError(422, NOT_A_TRANSFER);
  if (current.Status !== 'Pending') throw conflict(`Payment ${current.PaymentNo} is already ${current.Status.toLowerCase()}.`);
  const decision = { now: now(), reviewerId: currentUser(c).id, audit: auditOf(c) };
  if (Status === 'Succeeded') await settlePayment(db, _id, { ...decision, providerRef: Note || null });
  else await releasePayment(db, _id, 'Rejected', Note, decision);
  const payment = (await loadPayment(db, _id, null))!;
  const message = Status === 'Succeeded' ? `Payment ${payment.PaymentNo} is confirmed and applied to its invoices.` : `Payment ${payment.PaymentNo} is rejected.`;
  return ok(c, payment, message);
}

async function history(c: Ctx) {
  const q = await readBody(c, transactionHistorySchema);
  const scope = await billingScope(c, '');
  return ok(c, await transactionHistory(c.get('deps').db, scope?.id ?? null, q));
}

export function paymentRoutes(r: Router) {
  r.post('pay', 'user', payInvoices);
  r.post('Payments', 'user', list);
  r.put('Payment', 'admin', review);
  r.post('TransactionHistory', 'user', history);
}
