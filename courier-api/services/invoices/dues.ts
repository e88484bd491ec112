// What is due: DueInvoices (the open invoices) and PaymentDues (totals,
// ageing, credit). Sums are taken in fils and turned into AED once.
import { sql } from 'drizzle-orm';
import { fromFils, toFils } from '@/lib/money';
import type { AgeingBucket, DueInvoices, DuesSummary, Invoice, PaymentDues } from '@/lib/schemas/invoices';
import type { Db } from '../../db/client';
import { invoiceJson, openInvoices } from './list';

export function bucketOf(daysOverdue: number): AgeingBucket {
  if (daysOverdue <= 0) return 'Current';
  if (daysOverdue <= 30) return 'Days1To30';
  if (daysOverdue <= 60) return 'Days31To60';
  if (daysOverdue <= 90) return 'Days61To90';
  return 'Over90';
}

export function duesSummary(list: Invoice[]): DuesSummary {
  const ageing: Record<AgeingBucket, number> = { Current: 0, Days1To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0 };
  let total = 0;
  let overdue = 0;
  let pending = 0;
  let overdueCount = 0;
  for (const inv of list) {
    const due = toFils(inv.AmountDue);
    total += due;
    pending += toFils(inv.PendingPayments);
    ageing[bucketOf(inv.DaysOverdue)] += due;
    if (inv.IsOverdue) {
      overdue += due;
      overdueCount++;
    }
  }
  const next = list.filter((i) => !i.IsOverdue).map((i) => i.DueDate).sort()[0] ?? null;
  return {
    TotalDue: fromFils(total),
    Overdue: fromFils(overdue),
    NotYetDue: fromFils(total - overdue),
    OpenInvoices: list.length,
    OverdueInvoices: overdueCount,
    Ageing: Object.fromEntries(Object.entries(ageing).map(([k, v]) => [k, fromFils(v)])) as Record<AgeingBucket, number>,
    PendingPayments: fromFils(pending),
    NextDueDate: next,
  };
}

export async function dueInvoices(db: Db, accountId: string | null, accountNo: string | null, today: string): Promise<DueInvoices> {
  const list = (await openInvoices(db, accountId)).map((r) => invoiceJson(r, today));
  const s = duesSummary(list);
  return { AccountNo: accountNo, Invoices: list, TotalDue: s.TotalDue, PendingPayments: s.PendingPayments, Currency: 'AED' };
}

interface AccountFigures {
  id: string;
  account_no: string;
  company_name: string;
  payment_type: 'PP' | 'PD';
  credit_limit_fils: string | number;
  uninvoiced_fils: string | number;
}

/** Each account's credit limit and the charges of its shipments not invoiced yet (postpaid only). */
async function accountFigures(db: Db, accountId: string | null): Promise<AccountFigures[]> {
  const res = (await db.execute(sql`
    select a.id, a.account_no, a.company_name, a.payment_type, a.credit_limit_fils,
      case when a.payment_type = 'PD' then (select coalesce(sum(s.total_fils), 0) from shipments s
        where s.account_id = a.id and s.status <> 'CANCELLED' and s.total_fils > 0
          and not exists (select 1 from invoice_lines l where l.shipment_id = s.id)) else 0 end as uninvoiced_fils
    from accounts a
    where ${accountId ? sql`a.id = ${accountId}` : sql`a.payment_type = 'PD'`}
    order by a.account_no`)) as unknown as { rows: AccountFigures[] };
  return res.rows;
}

function credit(limitFils: number, dueFils: number, uninvoicedFils: number) {
  const used = dueFils + uninvoicedFils;
  return { CreditLimit: fromFils(limitFils), CreditUsed: fromFils(used), AvailableCredit: fromFils(Math.max(0, limitFils - used)) };
}

/** One account's position, or (accountId null, the Admin) every postpaid account's together. */
export async function paymentDues(db: Db, accountId: string | null, today: string): Promise<PaymentDues> {
  const [figures, open] = await Promise.all([accountFigures(db, accountId), openInvoices(db, accountId)]);
  const list = open.map((r) => invoiceJson(r, today));
  const summary = duesSummary(list);
  const uninvoiced = figures.reduce((s, f) => s + Number(f.uninvoiced_fils), 0);
  if (accountId) {
    const a = figures[0]!;
    const postpaid = a.payment_type === 'PD';
    return {
      AccountNo: a.account_no,
      CompanyName: a.company_name,
      PaymentType: a.payment_type,
      ...summary,
      UninvoicedCharges: fromFils(uninvoiced),
      ...(postpaid ? credit(Number(a.credit_limit_fils), toFils(summary.TotalDue), uninvoiced) : { CreditLimit: null, CreditUsed: null, AvailableCredit: null }),
      Currency: 'AED',
    };
  }
  const rows = figures.map((f) => {
    const mine = duesSummary(list.filter((i) => i.AccountNo === f.account_no));
    const c = credit(Number(f.credit_limit_fils), toFils(mine.TotalDue), Number(f.uninvoiced_fils));
    return { AccountNo: f.account_no, CompanyName: f.company_name, TotalDue: mine.TotalDue, Overdue: mine.Overdue, CreditLimit: c.CreditLimit, AvailableCredit: c.AvailableCredit };
  });
  return {
    AccountNo: null,
    CompanyName: null,
    PaymentType: null,
    ...summary,
    UninvoicedCharges: fromFils(uninvoiced),
    CreditLimit: null,
    CreditUsed: null,
    AvailableCredit: null,
    Currency: 'AED',
    Accounts: rows.filter((r) => r.TotalDue > 0),
  };
}
