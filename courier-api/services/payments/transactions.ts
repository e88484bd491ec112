// TransactionHistory: the account's money movements (ledger entries: charges,
// payments, refunds, top-ups, adjustments) and the payment attempts that
// moved nothing (pending, failed, rejected), newest first in one list.
import { sql, type SQL } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import { addDays } from '@/lib/schemas/booking';
import type { Transaction, TransactionHistoryQuery, TransactionList, TransactionType } from '@/lib/schemas/transactions';
import type { Db } from '../../db/client';
import type { LedgerKind } from '../../db/schema';
import { dubaiMidnight } from '../invoices/period';

const TYPE_OF: Record<LedgerKind, TransactionType> = {
  shipment_charge: 'Charge',
  payment: 'Payment',
  refund: 'Refund',
  topup: 'TopUp',
  adjustment: 'Adjustment',
};
const KIND_OF = Object.fromEntries(Object.entries(TYPE_OF).map(([k, v]) => [v, k])) as Record<TransactionType, LedgerKind>;

interface Row {
  id: string;
  at: Date | string;
  kind: LedgerKind;
  description: string;
  reference: string | null;
  amount_fils: string | number;
  balance_fils: string | number | null;
  status: Transaction['Status'];
  account_no: string;
}

function transactionJson(r: Row): Transaction {
  return {
    _id: r.id,
    Date: new Date(r.at).toISOString(),
    Type: TYPE_OF[r.kind] ?? 'Adjustment',
    Description: r.description,
    Reference: r.reference ?? '',
    Amount: fromFils(Number(r.amount_fils)),
    Balance: r.balance_fils === null ? null : fromFils(Number(r.balance_fils)),
    Status: r.status,
    AccountNo: r.account_no,
    Currency: 'AED',
  };
}

const ATTEMPT = sql`case p.status when 'Pending' then 'awaiting confirmation' when 'Failed' then 'failed: ' || coalesce(p.failure_reason, '')
  else 'rejected: ' || coalesce(p.failure_reason, '') end`;

/** The caller's account, or every account (null, the Admin). */
export async function transactionHistory(db: Db, accountId: string | null, q: TransactionHistoryQuery): Promise<TransactionList> {
  const scope = (col: SQL) => (accountId ? sql`${col} = ${accountId}` : sql`true`);
  const all = sql`
    select 'L' || l.id::text as id, l.id as seq, l.created_at as at, l.kind, l.description, l.reference, l.amount_fils, l.balance_after_fils as balance_fils,
      'Completed' as status, a.account_no
    from ledger_entries l join accounts a on a.id = l.account_id where ${scope(sql`l.account_id`)}
    union all
    select 'P' || p.id::text, 0::bigint, p.created_at, 'payment', 'Payment ' || p.payment_no || ' ' || ${ATTEMPT}, p.reference, p.amount_fils, null,
      p.status, a.account_no
    from payments p join accounts a on a.id = p.account_id where p.status <> 'Succeeded' and ${scope(sql`p.account_id`)}`;
  const filters: SQL[] = [];
  if (q.From) filters.push(sql`t.at >= ${dubaiMidnight(q.From).toISOString()}::timestamptz`);
  if (q.To) filters.push(sql`t.at < ${dubaiMidnight(addDays(q.To, 1)).toISOString()}::timestamptz`);
  if (q.Type) filters.push(sql`t.kind = ${KIND_OF[q.Type]}`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const [rows, total] = await Promise.all([
    db.execute(sql`select * from (${all}) t ${where} order by t.at desc, t.seq desc, t.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute(sql`select count(*)::int as n from (${all}) t ${where}`),
  ]);
  const list = (rows as unknown as { rows: Row[] }).rows;
  const n = (total as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  return { Transactions: list.map(transactionJson), Total: Number(n), Page: q.page, Limit: q.limit };
}
