// Reading invoices: the Invoices list, one invoice, and the open ones behind
// DueInvoices and PaymentDues. A customer reads their account's; the Admin
// (scope null) every account's. Overdue is worked out against today in Dubai.
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import type { Invoice, INVOICE_SORTS, InvoiceList, InvoiceListQuery } from '@/lib/schemas/invoices';
import type { Db } from '../../db/client';
import { accounts, invoices } from '../../db/schema';
import { daysSince } from './period';
import { listOrder, type ListOrder } from '../list-order';
import { likePattern } from '../search-pattern';
import { listPage } from '../list-page';

/** Amount reserved on the invoice by payments still awaiting confirmation. */
const pendingFils = sql<string>`(select coalesce(sum(a.amount_fils), 0) from payment_allocations a
  join payments p on p.id = a.payment_id where a.invoice_id = ${invoices.id} and p.status = 'Pending')`;
const lineCount = sql<number>`(select count(*)::int from invoice_lines l where l.invoice_id = ${invoices.id})`;

export const invoiceColumns = { i: invoices, accountNo: accounts.accountNo, companyName: accounts.companyName, pending: pendingFils, lines: lineCount };
export type InvoiceRow = { i: typeof invoices.$inferSelect; accountNo: string; companyName: string; pending: string | number; lines: number };

export const UNPAID = ['Open', 'PartiallyPaid'] as const;

export function invoiceJson({ i, accountNo, companyName, pending, lines }: InvoiceRow, today: string): Invoice {
  const dueFils = i.totalFils - i.paidFils;
  const late = dueFils > 0 && i.status !== 'Void' ? Math.max(0, daysSince(i.dueDate, today)) : 0;
  return {
    _id: i.id,
    InvoiceNo: i.invoiceNo,
    AccountNo: accountNo,
    CompanyName: companyName,
    Period: i.periodStart.slice(0, 7),
    PeriodStart: i.periodStart,
    PeriodEnd: i.periodEnd,
    IssueDate: i.issueDate,
    DueDate: i.dueDate,
    Lines: Number(lines),
    Subtotal: fromFils(i.subtotalFils),
    Vat: fromFils(i.vatFils),
    Total: fromFils(i.totalFils),
    Paid: fromFils(i.paidFils),
    AmountDue: fromFils(i.status === 'Void' ? 0 : dueFils),
    PendingPayments: fromFils(Number(pending)),
    Status: i.status,
    IsOverdue: late > 0,
    DaysOverdue: late,
    Currency: 'AED',
    CreatedAt: i.createdAt.toISOString(),
  };
}

const scoped = (accountId: string | null): SQL | undefined => (accountId ? eq(invoices.accountId, accountId) : undefined);

function statusCondition(status: InvoiceListQuery['Status'], today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'Unpaid') return inArray(invoices.status, [...UNPAID]);
  if (status === 'Overdue') return and(inArray(invoices.status, [...UNPAID]), lt(invoices.dueDate, today));
  return eq(invoices.status, status);
}

/** Newest issue first by default; the invoice number, then the id, break ties. */
const ORDER: ListOrder<(typeof INVOICE_SORTS)[number]> = {
  keys: { IssueDate: invoices.issueDate, DueDate: invoices.dueDate, Total: invoices.totalFils },
  tieBreak: [invoices.invoiceNo, invoices.id],
  fallback: [desc(invoices.issueDate), desc(invoices.invoiceNo)],
};

export async function listInvoices(db: Db, accountId: string | null, q: InvoiceListQuery, today: string): Promise<InvoiceList> {
  const like = q.search ? likePattern(q.search) : null;
  const search = like
    ? accountId
      ? ilike(invoices.invoiceNo, like)
      : or(ilike(invoices.invoiceNo, like), ilike(accounts.accountNo, like), ilike(accounts.companyName, like))
    : undefined;
  const where = and(scoped(accountId), statusCondition(q.Status, today), search);
  const withAccount = eq(accounts.id, invoices.accountId);
  const { rows, ...page } = await listPage(
    db.select(invoiceColumns).from(invoices).innerJoin(accounts, withAccount).where(where).orderBy(...listOrder(q.sort, ORDER)).$dynamic(),
    db.select({ n: count() }).from(invoices).innerJoin(accounts, withAccount).where(where),
    q,
  );
  return { Invoices: rows.map((r) => invoiceJson(r, today)), ...page };
}

/** Invoices by number in the caller's scope (unknown and other accounts' are simply absent). */
export async function invoicesByNo(db: Db, accountId: string | null, numbers: string[]): Promise<InvoiceRow[]> {
  if (numbers.length === 0) return [];
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(scoped(accountId), inArray(invoices.invoiceNo, numbers)));
}

/** The unpaid invoices, oldest due first: the order payments settle them in. */
export async function openInvoices(db: Db, accountId: string | null): Promise<InvoiceRow[]> {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(scoped(accountId), inArray(invoices.status, [...UNPAID]), ne(invoices.totalFils, invoices.paidFils)))
    .orderBy(asc(invoices.dueDate), asc(invoices.issueDate), asc(invoices.invoiceNo));
}
