// Unpaid invoices settled from a COD statement (issue 15), for accounts whose
// setting says so (accounts.cod_settles_invoices). It is a payment like any
// other, through the same two steps: recordPayment reserves it on the open
// invoices (oldest due first, what payments awaiting confirmation hold left
// out) and settlePaymentIn applies it (invoices Paid or PartiallyPaid, a
// 'payment' ledger entry). Both run in the statement's transaction, under the
// account's lock that customers' payments take too, with the invoices locked.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { openInvoices, UNPAID } from '../invoices/list';
import type { Tx } from '../shipments/types';
import { openAmounts, recordPayment } from './reserve';
import { settlePaymentIn } from './settle';

export interface CodSettlement {
  paymentId: string;
  paymentNo: string;
  amountFils: number;
}

/**
 * Pays the account's unpaid invoices, oldest first, with up to `availableFils`
 * of the statement `statementNo`; null when nothing is owed (or nothing is
 * available). The caller holds the account's row lock.
 */
export async function settleInvoicesFromCod(
  tx: Tx,
  s: { accountId: string; availableFils: number; statementNo: string; userId: string; now: Date },
): Promise<CodSettlement | null> {
  if (s.availableFils <= 0) return null;
  // Every writer of invoices (generate, reserve, settle) takes the account lock
  // first, as the caller did; the rows are locked too, so one that ever did not
  // would still wait for this statement rather than pay the same invoice twice.
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, s.accountId), inArray(invoices.status, [...UNPAID])))
    .orderBy(asc(invoices.id))
    .for('update');
  const open = openAmounts(await openInvoices(tx as unknown as Parameters<typeof openInvoices>[0], s.accountId));
  const amountFils = Math.min(s.availableFils, open.reduce((n, o) => n + o.availableFils, 0));
  if (amountFils <= 0) return null;
  const payment = await recordPayment(tx, { accountId: s.accountId, userId: s.userId, provider: 'CodRemittance', amountFils, reference: s.statementNo, now: s.now }, open);
  await settlePaymentIn(tx, payment.id, { now: s.now, providerRef: s.statementNo, reviewerId: s.userId });
  return { paymentId: payment.id, paymentNo: payment.paymentNo, amountFils };
}
