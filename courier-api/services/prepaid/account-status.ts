// PrepaidAccountStatus: today's balance, the pending top-ups, the last
// approved one, and a page of the ledger with the balance after each line.
// Lines are ordered by id: ids are taken while the account row is locked by
// the balance UPDATE, so id order is the order the balance moved in.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import { addDays } from '@/lib/schemas/booking';
import type { AccountStatus, AccountStatusQuery, LedgerLine } from '@/lib/schemas/prepaid';
import type { Db } from '../../db/client';
import { accounts, ledgerEntries, topupRequests } from '../../db/schema';

/** Midnight in Dubai (UTC+4 all year) at the start of a calendar day. */
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

function lineJson(e: typeof ledgerEntries.$inferSelect): LedgerLine {
  return {
    _id: String(e.id),
    Date: e.createdAt.toISOString(),
    Kind: e.kind,
    Description: e.description,
    Reference: e.reference ?? '',
    Amount: fromFils(e.amountFils),
    Balance: fromFils(e.balanceAfterFils),
  };
}

/**
 * The balance at the end of the range: after the last line before `end`;
 * with no line before it, the balance the ledger started from (the first
 * line's balance less its amount), or today's balance for an empty ledger.
 */
async function balanceAt(db: Db, accountId: string, end: Date | null, currentFils: number): Promise<number> {
  const mine = eq(ledgerEntries.accountId, accountId);
  const [last] = await db
    .select({ after: ledgerEntries.balanceAfterFils })
    .from(ledgerEntries)
    .where(and(mine, end ? lt(ledgerEntries.createdAt, end) : undefined))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  if (last) return last.after;
  const [first] = await db.select({ after: ledgerEntries.balanceAfterFils, amount: ledgerEntries.amountFils }).from(ledgerEntries).where(mine).orderBy(ledgerEntries.id).limit(1);
  return first ? first.after - first.amount : currentFils;
}

/**
 * One read-only REPEATABLE READ transaction: the balance, the sums and the
 * lines are one snapshot, so they agree even while shipments are debited.
 */
export function accountStatus(db: Db, accountId: string, q: AccountStatusQuery): Promise<AccountStatus> {
  return db.transaction((tx) => readStatus(tx as unknown as Db, accountId, q), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readStatus(db: Db, accountId: string, q: AccountStatusQuery): Promise<AccountStatus> {
  const [account] = await db
    .select({ id: accounts.id, accountNo: accounts.accountNo, companyName: accounts.companyName, balanceFils: accounts.balanceFils })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new Error(`Account ${accountId} vanished`);
  const end = q.To ? dubaiMidnight(addDays(q.To, 1)) : null;
  const inRange: SQL | undefined = and(
    eq(ledgerEntries.accountId, account.id),
    q.From ? gte(ledgerEntries.createdAt, dubaiMidnight(q.From)) : undefined,
    end ? lt(ledgerEntries.createdAt, end) : undefined,
  );
  const topupsOf = eq(topupRequests.accountId, account.id);
  const [lines, [sums], [pending], [last], closingFils] = await Promise.all([
    db.select().from(ledgerEntries).where(inRange).orderBy(desc(ledgerEntries.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db
      .select({
        n: count(),
        credits: sql<string>`coalesce(sum(${ledgerEntries.amountFils}) filter (where ${ledgerEntries.amountFils} > 0), 0)`,
        debits: sql<string>`coalesce(sum(-${ledgerEntries.amountFils}) filter (where ${ledgerEntries.amountFils} < 0), 0)`,
      })
      .from(ledgerEntries)
      .where(inRange),
    db
      .select({ n: count(), total: sql<string>`coalesce(sum(${topupRequests.amountFils}), 0)` })
      .from(topupRequests)
      .where(and(topupsOf, eq(topupRequests.status, 'Pending'))),
    db
      .select({ requestNo: topupRequests.requestNo, amountFils: topupRequests.amountFils, reviewedAt: topupRequests.reviewedAt })
      .from(topupRequests)
      .where(and(topupsOf, eq(topupRequests.status, 'Approved')))
      .orderBy(desc(topupRequests.reviewedAt))
      .limit(1),
    balanceAt(db, account.id, end, account.balanceFils),
  ]);
  const credits = Number(sums?.credits ?? 0);
  const debits = Number(sums?.debits ?? 0);
  return {
    AccountNo: account.accountNo,
    CompanyName: account.companyName,
    Balance: fromFils(account.balanceFils),
    Currency: 'AED',
    PendingTopups: { Count: Number(pending?.n ?? 0), Amount: fromFils(Number(pending?.total ?? 0)) },
    LastTopup: last ? { RequestNo: last.requestNo, Amount: fromFils(last.amountFils), ApprovedAt: last.reviewedAt!.toISOString() } : null,
    Ledger: {
      Entries: lines.map(lineJson),
      Total: Number(sums?.n ?? 0),
      Page: q.page,
      Limit: q.limit,
      From: q.From,
      To: q.To,
      OpeningBalance: fromFils(closingFils - credits + debits),
      Credits: fromFils(credits),
      Debits: fromFils(debits),
      ClosingBalance: fromFils(closingFils),
    },
  };
}
