// Reading payments: by Idempotency-Key (replays), by id, and the Payments
// list. A customer reads their account's; the Admin (scope null) everyone's.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import type { PayInput, Payment, PaymentList, PaymentListQuery } from '@/lib/schemas/payments';
import type { Db } from '../../db/client';
import { accounts, payments } from '../../db/schema';
import { canonical } from '../booking-request';
import { likePattern } from '../search-pattern';
import { listPage } from '../list-page';

export interface StoredPayment {
  id: string;
  requestHash: string | null;
}

/**
 * sha256 of what the payment is: invoices, amount, provider, transfer
 * reference, and of a card only what identifies it without being secret
 * (last four digits, expiry, name) — never the number or the CVC.
 */
export function payHash(input: PayInput): string {
  const card = input.Card ? { Last4: input.Card.Number.slice(-4), Expiry: input.Card.Expiry, Name: input.Card.Name.toLowerCase() } : null;
  const what = { InvoiceNos: [...(input.InvoiceNos ?? [])].sort(), Amount: input.Amount ?? null, Provider: input.Provider, Reference: input.Reference || '', Card: card };
  return createHash('sha256').update(canonical(what)).digest('hex');
}

export async function findPaymentByKey(db: Db, accountId: string, key: string): Promise<StoredPayment | undefined> {
  const [row] = await db
    .select({ id: payments.id, requestHash: payments.requestHash })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

const allocationsJson = sql<Array<{ InvoiceNo: string; Fils: number }> | null>`(
  select json_agg(json_build_object('InvoiceNo', i.invoice_no, 'Fils', a.amount_fils) order by i.due_date, i.invoice_no)
  from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = ${payments.id})`;

const columns = { p: payments, accountNo: accounts.accountNo, companyName: accounts.companyName, allocations: allocationsJson };
type PaymentRow = { p: typeof payments.$inferSelect; accountNo: string; companyName: string; allocations: Array<{ InvoiceNo: string; Fils: number }> | null };

function paymentJson({ p, accountNo, companyName, allocations }: PaymentRow): Payment {
  // A bank transfer's review note: the reason of a rejection, or the Admin's note on confirmation.
  const reviewNote = p.provider === 'BankTransfer' ? (p.status === 'Rejected' ? p.failureReason : p.status === 'Succeeded' ? p.providerRef : null) : null;
  return {
    _id: p.id,
    PaymentNo: p.paymentNo,
    AccountNo: accountNo,
    CompanyName: companyName,
    Provider: p.provider,
    Amount: fromFils(p.amountFils),
    Status: p.status,
    Reference: p.reference ?? '',
    FailureReason: p.status === 'Failed' || p.status === 'Rejected' ? (p.failureReason ?? '') : '',
    Allocations: (allocations ?? []).map((a) => ({ InvoiceNo: a.InvoiceNo, Amount: fromFils(Number(a.Fils)) })),
    ReviewNote: reviewNote ?? '',
    ReviewedAt: p.reviewedAt?.toISOString() ?? null,
    TestMode: p.provider === 'CardTest',
    Currency: 'AED',
    CreatedAt: p.createdAt.toISOString(),
  };
}

const scoped = (accountId: string | null): SQL | undefined => (accountId ? eq(payments.accountId, accountId) : undefined);

export async function loadPayment(db: Db, id: string, accountId: string | null): Promise<Payment | null> {
  const [row] = await db
    .select(columns)
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(and(eq(payments.id, id), scoped(accountId)))
    .limit(1);
  return row ? paymentJson(row) : null;
}

/** Newest first (the Admin's queue filters Status=Pending, Provider=BankTransfer). */
export async function listPayments(db: Db, accountId: string | null, q: PaymentListQuery): Promise<PaymentList> {
  const like = q.search ? likePattern(q.search) : null;
  const where = and(
    scoped(accountId),
    q.Status ? eq(payments.status, q.Status) : undefined,
    q.Provider ? eq(payments.provider, q.Provider) : undefined,
    like ? or(ilike(payments.paymentNo, like), ilike(payments.reference, like), ilike(accounts.accountNo, like), ilike(accounts.companyName, like)) : undefined,
  );
  const withAccount = eq(accounts.id, payments.accountId);
  const { rows, ...page } = await listPage(
    db.select(columns).from(payments).innerJoin(accounts, withAccount).where(where).orderBy(desc(payments.createdAt), desc(payments.paymentNo)).$dynamic(),
    db.select({ n: count() }).from(payments).innerJoin(accounts, withAccount).where(where),
    q,
  );
  return { Payments: rows.map(paymentJson), ...page };
}
