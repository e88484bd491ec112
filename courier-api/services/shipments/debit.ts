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

type BalanceRows = { rows: Array<{ balance_fils: string | number }> };

/**
 * Takes `amountFils` from a prepaid balance if it covers it: the balance after,
 * or the balance found (untouched) when it does not. The batch upload takes a
 * whole file's charges in one go.
 */
export async function takeFromBalance(tx: Tx, accountId: string, amountFils: number): Promise<{ ok: true; balanceAfterFils: number } | { ok: false; balanceFils: number }> {
  const updated = (await tx.execute(sql`
    update accounts set balance_fils = balance_fils - ${amountFils}
    where id = ${accountId} and balance_fils >= ${amountFils}
    returning balance_fils`)) as unknown as BalanceRows;
  const row = updated.rows[0];
  if (row) return { ok: true, balanceAfterFils: Number(row.balance_fils) };
  return { ok: false, balanceFils: await readBalance(tx, accountId) };
}

/** The account's balance as it is now (no lock). */
export async function readBalance(tx: Tx, accountId: string): Promise<number> {
  const current = (await tx.execute(sql`select balance_fils from accounts where id = ${accountId}`)) as unknown as BalanceRows;
  return Number(current.rows[0]?.balance_fils ?? 0);
}

/** The ledger entry of one shipment's charge. */
export function chargeEntry(d: Debit, balanceAfterFils: number): typeof ledgerEntries.$inferInsert {
  return {
    accountId: d.accountId,
    kind: 'shipment_charge',
    amountFils: -d.amountFils,
    balanceAfterFils,
    shipmentId: d.shipmentId,
    reference: d.awbNo,
    description: `Airway bill ${d.awbNo}`,
    createdByUserId: d.userId,
    createdAt: d.now,
  };
}

/** Debits the account and writes its ledger entry; returns the balance after it. */
export async function debitPrepaid(tx: Tx, d: Debit): Promise<number> {
  const taken = await takeFromBalance(tx, d.accountId, d.amountFils);
  if (!taken.ok) throw new InsufficientBalanceError(taken.balanceFils, d.amountFils);
  await tx.insert(ledgerEntries).values(chargeEntry(d, taken.balanceAfterFils));
  return taken.balanceAfterFils;
}
