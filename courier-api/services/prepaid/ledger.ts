// Puts money back on an account (an approved top-up, a refund) and writes its
// ledger entry, inside the caller's transaction. The balance moves with one
// atomic UPDATE … RETURNING, so the entry's balance_after is exactly the
// balance this credit produced, whatever runs beside it (the same rule as the
// debit in services/shipments/debit.ts).
import { sql } from 'drizzle-orm';
import { ledgerEntries, type LedgerKind } from '../../db/schema';
import type { Tx } from '../shipments/types';

export interface Credit {
  accountId: string;
  amountFils: number;
  kind: Extract<LedgerKind, 'topup' | 'refund' | 'adjustment'>;
  description: string;
  reference: string | null;
  shipmentId?: string | null;
  userId: string | null;
  now: Date;
  /** Only credit a prepaid account (top-ups); a refund gives back what was taken, whatever the account is now. */
  prepaidOnly?: boolean;
}

/** Credits the account; returns the balance after it, or null when the account is not (or no longer) prepaid. */
export async function creditAccount(tx: Tx, c: Credit): Promise<number | null> {
  if (!Number.isSafeInteger(c.amountFils) || c.amountFils <= 0) throw new Error(`A credit must be a positive number of fils, not ${c.amountFils}`);
  const onlyPrepaid = c.prepaidOnly ? sql` and payment_type = 'PP'` : sql``;
  const updated = (await tx.execute(sql`
    update accounts set balance_fils = balance_fils + ${c.amountFils}
    where id = ${c.accountId}${onlyPrepaid}
    returning balance_fils`)) as unknown as { rows: Array<{ balance_fils: string | number }> };
  const row = updated.rows[0];
  if (!row) return null;
  const balanceAfterFils = Number(row.balance_fils);
  await tx.insert(ledgerEntries).values({
    accountId: c.accountId,
    kind: c.kind,
    amountFils: c.amountFils,
    balanceAfterFils,
    shipmentId: c.shipmentId ?? null,
    reference: c.reference,
    description: c.description,
    createdByUserId: c.userId,
    createdAt: c.now,
  });
  return balanceAfterFils;
}
