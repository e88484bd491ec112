// Writing top-up requests. A customer's request is numbered from the
// 'topup' counter (TU000001…) and is unique per Idempotency-Key on the
// account; an Admin's review is one conditional UPDATE on status = 'Pending'
// whose approval credits the balance and writes the ledger entry in the same
// transaction, so two Admins approving at once credit the account once.
import { and, eq, sql } from 'drizzle-orm';
import { fromFils, toFils } from '@/lib/money';
import { TOPUP_METHOD_LABELS, type TopupMethod, type TopupRequestInput, type TopupReviewInput, type TopupStatus } from '@/lib/schemas/prepaid';
import type { Db } from '../../db/client';
import { topupRequests } from '../../db/schema';
import { ApiError, isUniqueViolation } from '../../http';
import type { Audit } from '../audit-trail';
import type { Tx } from '../shipments/types';
import { creditAccount } from './ledger';

export const NO_LONGER_PREPAID = 'This account is no longer prepaid, so the top-up cannot be credited. Please reject it instead.';

/** The next request number; the counter row's lock orders concurrent requests and a rollback gives the number back. */
async function nextRequestNo(tx: Tx): Promise<string> {
  const res = (await tx.execute(sql`
    insert into counters (name, value) values ('topup', 1)
    on conflict (name) do update set value = counters.value + 1
    returning value`)) as unknown as { rows: Array<{ value: string | number }> };
  return `TU${String(res.rows[0]!.value).padStart(6, '0')}`;
}

export interface StoredTopup {
  id: string;
  amountFils: number;
  method: string;
  reference: string | null;
}

/** The request made earlier with this key on this account. */
export async function findTopupByKey(db: Db, accountId: string, key: string): Promise<StoredTopup | undefined> {
  const [row] = await db
    .select({ id: topupRequests.id, amountFils: topupRequests.amountFils, method: topupRequests.method, reference: topupRequests.reference })
    .from(topupRequests)
    .where(and(eq(topupRequests.accountId, accountId), eq(topupRequests.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Whether a stored request is the same request as `input` (a replay, not a reuse of the key). */
export function sameTopup(stored: StoredTopup, input: TopupRequestInput): boolean {
  return stored.amountFils === toFils(input.Amount) && stored.method === input.Method && (stored.reference ?? '') === input.Reference;
}

export type CreateOutcome = { created: true; id: string } | { created: false; existing: StoredTopup };

export async function createTopup(
  db: Db,
  o: { accountId: string; userId: string; key: string | null; now: Date },
  input: TopupRequestInput,
): Promise<CreateOutcome> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(topupRequests)
        .values({
          requestNo: await nextRequestNo(tx),
          accountId: o.accountId,
          userId: o.userId,
          amountFils: toFils(input.Amount),
          method: input.Method as TopupMethod,
          reference: input.Reference || null,
          idempotencyKey: o.key,
          createdAt: o.now,
        })
        .returning({ id: topupRequests.id });
      return row!.id;
    });
    return { created: true, id };
  } catch (err) {
    // Only a racing request with the same key can clash here.
    const existing = isUniqueViolation(err) && o.key ? await findTopupByKey(db, o.accountId, o.key) : undefined;
    if (existing) return { created: false, existing };
    throw err;
  }
}

export type ReviewOutcome = { ok: true } | { ok: false; status: TopupStatus | null };

/** Approves (credit + ledger) or rejects a pending request, exactly once. */
export function reviewTopup(db: Db, input: TopupReviewInput, adminId: string, now: Date, audit?: Audit): Promise<ReviewOutcome> {
  const decision = input.Status as Exclude<TopupStatus, 'Pending'>;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(topupRequests)
      .set({ status: decision, reviewNote: input.Note || null, reviewedByUserId: adminId, reviewedAt: now })
      .where(and(eq(topupRequests.id, input._id), eq(topupRequests.status, 'Pending')))
      .returning({
        accountId: topupRequests.accountId,
        amountFils: topupRequests.amountFils,
        requestNo: topupRequests.requestNo,
        method: topupRequests.method,
        reference: topupRequests.reference,
      });
    if (!row) {
      const [current] = await tx.select({ status: topupRequests.status }).from(topupRequests).where(eq(topupRequests.id, input._id)).limit(1);
      return { ok: false, status: current?.status ?? null };
    }
    let balanceAfter: number | null = null;
    if (decision === 'Approved') {
      const ref = row.reference ? `, ref. ${row.reference}` : '';
      const balance = await creditAccount(tx, {
        accountId: row.accountId,
        amountFils: row.amountFils,
        kind: 'topup',
        description: `Top-up ${row.requestNo} (${TOPUP_METHOD_LABELS[row.method]}${ref})`,
        reference: row.requestNo,
        userId: adminId,
        now,
        prepaidOnly: true,
      });
      // Throwing rolls the status change back with it: the request stays pending.
      if (balance === null) throw new ApiError(422, NO_LONGER_PREPAID);
      balanceAfter = balance;
    }
    await audit?.(tx, {
      action: decision === 'Approved' ? 'topup.approved' : 'topup.rejected',
      targetType: 'topup_request',
      targetId: row.requestNo,
      accountId: row.accountId,
      before: { status: 'Pending', amount: fromFils(row.amountFils), method: row.method, reference: row.reference },
      after: { status: decision, note: input.Note || null, ...(balanceAfter === null ? {} : { balance: fromFils(balanceAfter) }) },
    });
    return { ok: true };
  });
}
