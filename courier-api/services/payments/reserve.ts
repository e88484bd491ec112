// The first step of `pay`, in one transaction under the account's row lock:
// check the Idempotency-Key again (a racing retry waited for the lock), work
// out what the payment settles (oldest due first, in full or in part, never
// more than is due and not already reserved by a pending payment), and record
// the attempt as Pending with its reservations. The lock makes two payments
// of one account take turns, so together they can never over-settle.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatAed, fromFils, toFils } from '@/lib/money';
import type { PayInput } from '@/lib/schemas/payments';
import { payments, paymentAllocations, type PAYMENT_PROVIDERS } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http';
import { lockAccount } from '../invoices/ledger';
import { invoicesByNo, openInvoices, UNPAID, type InvoiceRow } from '../invoices/list';
import { nextPaymentNo } from '../invoices/numbering';
import { dubaiToday } from '../invoices/period';
import type { Tx } from '../shipments/types';
import { findPaymentByKey, type StoredPayment } from './stored';

export interface PayContext {
  accountId: string;
  userId: string;
  now: Date;
  key: string;
  hash: string;
  reference: string;
}

export const NOTHING_DUE = 'Nothing is due on these invoices.';
export const notFoundMessage = (nos: string[]) =>
  nos.length === 1 ? `Invoice ${nos[0]} was not found.` : `These invoices were not found: ${nos.join(', ')}.`;

/** The invoices a payment may settle, oldest due first. */
async function targets(tx: Tx, accountId: string, wanted: string[]): Promise<InvoiceRow[]> {
  const db = tx as unknown as Parameters<typeof openInvoices>[0];
  if (wanted.length === 0) return openInvoices(db, accountId);
  const rows = await invoicesByNo(db, accountId, wanted);
  const missing = wanted.filter((no) => !rows.some((r) => r.i.invoiceNo === no));
  if (missing.length) throw notFound(notFoundMessage(missing));
  const settled = rows.filter((r) => !(UNPAID as readonly string[]).includes(r.i.status));
  if (settled.length) {
    const list = settled.map((r) => `${r.i.invoiceNo} (${r.i.status === 'Paid' ? 'paid' : 'void'})`).join(', ');
    throw new ApiError(422, `There is nothing to pay on ${list}.`);
  }
  return rows.sort((a, b) => a.i.dueDate.localeCompare(b.i.dueDate) || a.i.issueDate.localeCompare(b.i.issueDate) || a.i.invoiceNo.localeCompare(b.i.invoiceNo));
}

/** Oldest first: each invoice gets what is still open on it until the amount runs out. */
export function allocate(open: Array<{ id: string; availableFils: number }>, amountFils: number) {
  const out: Array<{ invoiceId: string; amountFils: number }> = [];
  let left = amountFils;
  for (const inv of open) {
    if (left === 0) break;
    const take = Math.min(left, inv.availableFils);
    if (take > 0) out.push({ invoiceId: inv.id, amountFils: take });
    left -= take;
  }
  return out;
}

/** What each invoice can still take, oldest due first: its due less what payments awaiting confirmation have reserved. */
export const openAmounts = (rows: InvoiceRow[]) => rows.map((r) => ({ id: r.i.id, availableFils: Math.max(0, r.i.totalFils - r.i.paidFils - Number(r.pending)) }));

export interface NewPayment {
  accountId: string;
  userId: string | null;
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** At most what `open` can take. */
  amountFils: number;
  reference: string;
  now: Date;
  key?: string;
  hash?: string;
}

/**
 * Records a payment as Pending with its reservations on `open`, oldest first
 * (the one allocation path: customers' payments and COD statements alike).
 * The caller holds the account's lock and decides what becomes of it.
 */
export async function recordPayment(tx: Tx, p: NewPayment, open: Array<{ id: string; availableFils: number }>): Promise<{ id: string; paymentNo: string }> {
  const paymentNo = await nextPaymentNo(tx, dubaiToday(p.now).slice(0, 4));
  const [payment] = await tx
    .insert(payments)
    .values({ paymentNo, accountId: p.accountId, userId: p.userId, provider: p.provider, amountFils: p.amountFils, status: 'Pending', reference: p.reference, idempotencyKey: p.key ?? null, requestHash: p.hash ?? null, createdAt: p.now })
    .returning({ id: payments.id });
  await tx.insert(paymentAllocations).values(allocate(open, p.amountFils).map((a) => ({ paymentId: payment!.id, ...a })));
  return { id: payment!.id, paymentNo };
}

async function duplicateTransfer(tx: Tx, accountId: string, reference: string) {
  const [dup] = await tx
    .select({ no: payments.paymentNo })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.provider, 'BankTransfer'), inArray(payments.status, ['Pending', 'Succeeded']), sql`lower(${payments.reference}) = lower(${reference})`))
    .limit(1);
  if (dup) throw conflict(`This transfer reference was already submitted with payment ${dup.no}.`, { Reference: 'This transfer reference was already submitted.' });
}

export type Reservation = { kind: 'created'; id: string; paymentNo: string; amountFils: number } | { kind: 'stored'; stored: StoredPayment };

export async function reservePayment(tx: Tx, input: PayInput, ctx: PayContext): Promise<Reservation> {
  const account = await lockAccount(tx, ctx.accountId);
  if (!account || account.paymentType !== 'PD') throw new ApiError(422, 'Only postpaid accounts pay invoices. Prepaid accounts top up their balance instead.');
  const stored = await findPaymentByKey(tx as never, ctx.accountId, ctx.key);
  if (stored) return { kind: 'stored', stored };
  if (input.Provider === 'BankTransfer') await duplicateTransfer(tx, ctx.accountId, ctx.reference);

  const rows = await targets(tx, ctx.accountId, input.InvoiceNos ?? []);
  const open = openAmounts(rows);
  const availableFils = open.reduce((s, o) => s + o.availableFils, 0);
  const pendingFils = rows.reduce((s, r) => s + Number(r.pending), 0);
  if (availableFils === 0) {
    throw new ApiError(422, pendingFils > 0 ? 'Everything due on these invoices is already covered by payments awaiting confirmation.' : rows.length ? NOTHING_DUE : 'Your account has no invoices to pay.');
  }
  const amountFils = input.Amount === undefined ? availableFils : toFils(input.Amount);
  if (amountFils > availableFils) {
    const pending = pendingFils > 0 ? ` (${formatAed(fromFils(pendingFils))} more is covered by payments awaiting confirmation)` : '';
    throw new ApiError(422, `The amount of ${formatAed(fromFils(amountFils))} is more than the ${formatAed(fromFils(availableFils))} due${pending}. Please pay at most ${formatAed(fromFils(availableFils))}.`, {
      Amount: `Please pay at most ${formatAed(fromFils(availableFils))}.`,
    });
  }

  const { id, paymentNo } = await recordPayment(
    tx,
    { accountId: ctx.accountId, userId: ctx.userId, provider: input.Provider, amountFils, reference: ctx.reference, now: ctx.now, key: ctx.key, hash: ctx.hash },
    open,
  );
  return { kind: 'created', id, paymentNo, amountFils };
}
