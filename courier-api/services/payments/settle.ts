// What happens to a recorded payment once its provider (or an Admin) has
// decided. Succeeded: the reserved amounts are added to the invoices (Paid or
// PartiallyPaid), and a 'payment' ledger entry is written, in one
// transaction. Failed or Rejected: the reservations are released. Both only
// move a payment that is still Pending (one conditional UPDATE), so a
// decision can never be applied twice, whatever the concurrency.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { formatAed, fromFils } from '@/lib/money';
import type { Db } from '../../db/client';
import { paymentAllocations, payments, type PAYMENT_PROVIDERS } from '../../db/schema';
import { ApiError, conflict } from '../../http';
import { lockAccount, writePostpaidEntry } from '../invoices/ledger';
import type { Audit } from '../audit-trail';
import type { Tx } from '../shipments/types';

export const alreadyDecided = (paymentNo: string, status: string) => `Payment ${paymentNo} is already ${status.toLowerCase()}.`;

interface Decision {
  now: Date;
  /** The Admin who decided (bank transfers); null when the provider did. */
  reviewerId?: string | null;
  /** Writes the decision to the audit trail, in the decision's transaction. */
  audit?: Audit;
}

async function claim(tx: Tx, paymentId: string, set: Partial<typeof payments.$inferInsert>) {
  const [row] = await tx
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'Pending')))
    .returning({ id: payments.id, paymentNo: payments.paymentNo, accountId: payments.accountId, amountFils: payments.amountFils, provider: payments.provider, reference: payments.reference });
  if (row) return row;
  const [current] = await tx.select({ no: payments.paymentNo, status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  if (!current) throw new ApiError(404, 'We could not find this payment.');
  throw conflict(alreadyDecided(current.no, current.status));
}

async function accountOfPayment(tx: Tx, paymentId: string): Promise<string> {
  const [p] = await tx.select({ accountId: payments.accountId }).from(payments).where(eq(payments.id, paymentId));
  if (!p) throw new ApiError(404, 'We could not find this payment.');
  return p.accountId;
}

/** The ledger's "by …": "bank transfer FT123", "COD remittance COD-000123", "Card •••• 4242 (test mode)". */
const PAID_BY: Record<(typeof PAYMENT_PROVIDERS)[number], string> = { BankTransfer: 'bank transfer', CodRemittance: 'COD remittance', CardTest: '' };

/** Applies a succeeded payment to its invoices and the ledger. */
export async function settlePayment(db: Db, paymentId: string, d: Decision & { providerRef: string | null }) {
  await db.transaction((tx) => settlePaymentIn(tx, paymentId, d));
}

/** settlePayment inside the caller's transaction (a COD statement settles invoices in its own). */
export async function settlePaymentIn(tx: Tx, paymentId: string, d: Decision & { providerRef: string | null }): Promise<void> {
  await lockAccount(tx, await accountOfPayment(tx, paymentId));
  const p = await claim(tx, paymentId, { status: 'Succeeded', providerRef: d.providerRef, reviewedByUserId: d.reviewerId ?? null, reviewedAt: d.reviewerId ? d.now : null });
  const allocs = (await tx.execute(sql`
    update invoices i set paid_fils = i.paid_fils + a.amount_fils,
      status = case when i.paid_fils + a.amount_fils >= i.total_fils then 'Paid' else 'PartiallyPaid' end
    from payment_allocations a
    where a.payment_id = ${paymentId} and a.invoice_id = i.id
      and i.status in ('Open', 'PartiallyPaid') and i.total_fils - i.paid_fils >= a.amount_fils
    returning i.invoice_no`)) as unknown as { rows: Array<{ invoice_no: string }> };
  const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
  // Reservations make this impossible; if it happens anyway, nothing is settled rather than over-settled.
  if (allocs.rows.length !== Number(n)) throw new ApiError(422, `Payment ${p.paymentNo} is more than its invoices still owe, so it was not applied.`);
  const numbers = allocs.rows.map((r) => r.invoice_no).sort();
  const how = `${PAID_BY[p.provider]} ${p.reference ?? ''}`.trim() || 'card';
  await writePostpaidEntry(tx, {
    accountId: p.accountId,
    kind: 'payment',
    amountFils: p.amountFils,
    reference: p.paymentNo,
    description: `Payment ${p.paymentNo} of ${formatAed(fromFils(p.amountFils))} by ${how} for ${numbers.join(', ')}`,
    userId: d.reviewerId ?? null,
    now: d.now,
  });
  await d.audit?.(tx, {
    action: p.provider === 'BankTransfer' ? 'payment.confirmed' : 'payment.card_settled',
    targetType: 'payment',
    targetId: p.paymentNo,
    accountId: p.accountId,
    before: { status: 'Pending', amount: fromFils(p.amountFils), provider: p.provider, reference: p.reference },
    after: { status: 'Succeeded', providerRef: d.providerRef, invoices: numbers },
  });
}

/** Records a decline or a rejection and releases the invoices the payment had reserved. */
export async function releasePayment(db: Db, paymentId: string, status: 'Failed' | 'Rejected', reason: string, d: Decision & { providerRef?: string | null }) {
  await db.transaction(async (tx) => {
    await lockAccount(tx, await accountOfPayment(tx, paymentId));
    const p = await claim(tx, paymentId, {
      status,
      failureReason: reason,
      ...(d.providerRef !== undefined ? { providerRef: d.providerRef } : {}),
      reviewedByUserId: d.reviewerId ?? null,
      reviewedAt: d.reviewerId ? d.now : null,
    });
    await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
    // A card the provider declined is no one's decision; a rejected transfer is the Admin's.
    if (status === 'Rejected') {
      await d.audit?.(tx, {
        action: 'payment.rejected',
        targetType: 'payment',
        targetId: p.paymentNo,
        accountId: p.accountId,
        before: { status: 'Pending', amount: fromFils(p.amountFils), provider: p.provider, reference: p.reference },
        after: { status, reason },
      });
    }
  });
}

/** How long a card payment may stay Pending before it is taken to have failed. */
export const STALE_CARD_PAYMENT_MS = 15 * 60_000;
export const STALE_CARD_REASON = 'The card payment did not complete, so nothing was charged. Please pay again.';

/**
 * Releases card payments stuck in Pending: the process stopped between
 * recording the attempt and hearing from the provider, so the invoices stay
 * reserved and the customer could not pay them again. The test-mode card
 * provider charges nothing it did not answer for; a live adapter would ask the
 * provider for the attempt's outcome (by PaymentNo) before releasing. Bank
 * transfers wait for the Admin and are never swept. Runs at start-up (every
 * account) and before each payment (the payer's account).
 */
export async function releaseStaleCardPayments(db: Db, now: Date, accountId?: string): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_CARD_PAYMENT_MS);
  const stale = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'Pending'), ne(payments.provider, 'BankTransfer'), lt(payments.createdAt, cutoff), accountId ? eq(payments.accountId, accountId) : undefined));
  let released = 0;
  for (const p of stale) {
    try {
      await releasePayment(db, p.id, 'Failed', STALE_CARD_REASON, { now });
      released++;
    } catch (err) {
      // Decided meanwhile (its own request finished after all): leave it as it is.
      if (!(err instanceof ApiError && err.status === 409)) throw err;
    }
  }
  return released;
}
