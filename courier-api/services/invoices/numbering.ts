// Gap-free numbers (tax invoices must be numbered without gaps). The counter
// row is bumped by an upsert inside the caller's transaction: its row lock
// makes a concurrent generation wait until this one commits, and a rollback
// takes the number back with everything else, so no number is lost or reused.
import { sql } from 'drizzle-orm';
import type { Tx } from '../shipments/types';

/** The next value of a counter (1 for a new one), locked until the transaction ends. */
export async function nextNumber(tx: Tx, name: string): Promise<number> {
  const res = (await tx.execute(sql`
    insert into counters (name, value) values (${name}, 1)
    on conflict (name) do update set value = counters.value + 1
    returning value`)) as unknown as { rows: Array<{ value: string | number }> };
  return Number(res.rows[0]!.value);
}

/**
 * Invoice numbers restart each year, as finance teams expect of
 * INV-YYYY-NNNNNN: the year is the issue date's, and each year has its own
 * counter ('invoice-2026'), so each year's numbers run 1, 2, 3… without gaps.
 */
export async function nextInvoiceNo(tx: Tx, issueDate: string): Promise<string> {
  const year = issueDate.slice(0, 4);
  const n = await nextNumber(tx, `invoice-${year}`);
  return `INV-${year}-${String(n).padStart(6, '0')}`;
}

/** Payment numbers: PAY-YYYY-NNNNNN by the year the attempt was made (Dubai). */
export async function nextPaymentNo(tx: Tx, year: string): Promise<string> {
  const n = await nextNumber(tx, `payment-${year}`);
  return `PAY-${year}-${String(n).padStart(6, '0')}`;
}
