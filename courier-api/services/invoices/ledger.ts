// A postpaid account's ledger: each invoice is a charge and each settled
// payment a credit, with the balance right after it. For postpaid accounts
// that balance is what the account owes on its invoices, as a negative
// number (accounts.balance_fils is the prepaid balance and stays 0 for them).
// Callers hold the account's row lock, so the figure cannot move under them.
import { sql } from 'drizzle-orm';
import { ledgerEntries, type LedgerKind } from '../../db/schema';
import type { Tx } from '../shipments/types';

/** Minus what the account owes on its invoices (Void ones excluded). */
export async function owedBalance(tx: Tx, accountId: string): Promise<number> {
  const res = (await tx.execute(sql`
    select coalesce(sum(total_fils - paid_fils), 0) as owed from invoices
    where account_id = ${accountId} and status <> 'Void'`)) as unknown as { rows: Array<{ owed: string | number }> };
  return -Number(res.rows[0]!.owed);
}

export interface PostpaidEntry {
  accountId: string;
  kind: Extract<LedgerKind, 'shipment_charge' | 'payment'>;
  amountFils: number;
  reference: string;
  description: string;
  userId: string | null;
  now: Date;
}

/** Writes the entry with the balance after it; call it after the invoice rows have changed. */
export async function writePostpaidEntry(tx: Tx, e: PostpaidEntry): Promise<void> {
  await tx.insert(ledgerEntries).values({
    accountId: e.accountId,
    kind: e.kind,
    amountFils: e.amountFils,
    balanceAfterFils: await owedBalance(tx, e.accountId),
    reference: e.reference,
    description: e.description,
    createdByUserId: e.userId,
    createdAt: e.now,
  });
}

/** Locks the account row for the rest of the transaction (invoicing and settling take turns per account). */
export async function lockAccount(tx: Tx, accountId: string): Promise<{ paymentType: string; accountNo: string } | null> {
  const res = (await tx.execute(sql`select payment_type, account_no from accounts where id = ${accountId} for update`)) as unknown as {
    rows: Array<{ payment_type: string; account_no: string }>;
  };
  const row = res.rows[0];
  return row ? { paymentType: row.payment_type, accountNo: row.account_no } : null;
}
