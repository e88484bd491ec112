// Takes a shipment's price from a prepaid account. One conditional UPDATE …
// RETURNING: the row lock it takes makes a concurrent debit wait and then
// re-check the balance, so two shipments can never together overdraw it (the
// CHECK on accounts.balance_fils is only the last line of defence).
import { sql } from 'drizzle-orm';
import { formatAed, fromFils } from '@/lib/money';
import { ledgerEntries } from '../../db/schema';
import { ApiError } from '../../http';
import type { Tx } from './types';

/** 422: the balance does not cover the price. Carries both for callers that list row errors (batch upload). */
export class InsufficientBalanceError extends ApiError {
  constructor(
    readonly balanceFils: number,
    readonly priceFils: number,
  ) {
    super(
      422,
      `Your prepaid balance is ${formatAed(fromFils(balanceFils))} and this shipment costs ${formatAed(fromFils(priceFils))}. Please top up your account and try again.`,
    );
  }
}

export interface Debit {
  accountId: string;
  userId: string;
  shipmentId: string;
  awbNo: string;
  amountFils: number;
  now: Date;
}

/** Debits the account and writes its ledger entry; returns the balance after it. */
export async function debitPrepaid(tx: Tx, d: Debit): Promise<number> {
  const updated = (await tx.execute(sql`
    update accounts set balance_fils = balance_fils - ${d.amountFils}
    where id = ${d.accountId} and balance_fils >= ${d.amountFils}
    returning balance_fils`)) as unknown as { rows: Array<{ balance_fils: string | number }> };
  const row = updated.rows[0];
  if (!row) {
    const current = (await tx.execute(sql`select balance_fils from accounts where id = ${d.accountId}`)) as unknown as {
      rows: Array<{ balance_fils: string | number }>;
    };
    throw new InsufficientBalanceError(Number(current.rows[0]?.balance_fils ?? 0), d.amountFils);
  }
  const balanceAfterFils = Number(row.balance_fils);
  await tx.insert(ledgerEntries).values({
    accountId: d.accountId,
    kind: 'shipment_charge',
    amountFils: -d.amountFils,
    balanceAfterFils,
    shipmentId: d.shipmentId,
    reference: d.awbNo,
    description: `Airway bill ${d.awbNo}`,
    createdByUserId: d.userId,
    createdAt: d.now,
  });
  return balanceAfterFils;
}
