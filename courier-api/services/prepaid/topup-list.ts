// Reading top-up requests: one (the answer of TopupRequest and its review), a
// page of the account's history (PrepaidPaymentHistory) or the Admin's queue
// over every account (GET TopupRequests). Newest first, or by the chosen sort.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromFils } from '@/lib/money';
import { addDays } from '@/lib/schemas/booking';
import type { TOPUP_SORTS, TopupRequest, TopupList, TopupStatus, TopupListQuery } from '@/lib/schemas/prepaid';
import type { Db } from '../../db/client';
import { accounts, topupRequests, users } from '../../db/schema';
import { listOrder, type ListOrder } from '../list-order';
import { likePattern } from '../search-pattern';
import { listPage } from '../list-page';

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

const columns = {
  t: topupRequests,
  accountNo: accounts.accountNo,
  companyName: accounts.companyName,
  requestedBy: requester.fullName,
  reviewedBy: reviewer.fullName,
};
type Row = { t: typeof topupRequests.$inferSelect; accountNo: string; companyName: string; requestedBy: string | null; reviewedBy: string | null };

function topupJson({ t, accountNo, companyName, requestedBy, reviewedBy }: Row): TopupRequest {
  return {
    _id: t.id,
    RequestNo: t.requestNo,
    AccountNo: accountNo,
    CompanyName: companyName,
    Amount: fromFils(t.amountFils),
    Method: t.method,
    Reference: t.reference ?? '',
    Status: t.status,
    Note: t.reviewNote ?? '',
    RequestedBy: requestedBy,
    ReviewedBy: reviewedBy,
    ReviewedAt: t.reviewedAt?.toISOString() ?? null,
    CreatedAt: t.createdAt.toISOString(),
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(topupRequests)
    .innerJoin(accounts, eq(accounts.id, topupRequests.accountId))
    .leftJoin(requester, eq(requester.id, topupRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, topupRequests.reviewedByUserId));
}

/** Whose requests: one account's, or every account's (null, the Admin). */
const scoped = (accountId: string | null): SQL | undefined => (accountId ? eq(topupRequests.accountId, accountId) : undefined);

/** One request in the caller's scope, or null (unknown or another account's). */
export async function loadTopup(db: Db, id: string, accountId: string | null): Promise<TopupRequest | null> {
  const [row] = await select(db).where(and(eq(topupRequests.id, id), scoped(accountId))).limit(1);
  return row ? topupJson(row) : null;
}

/** Midnight in Dubai (UTC+4 all year) at the start of a calendar day. */
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

export interface TopupFilters {
  accountId: string | null;
  status: TopupStatus | '';
  /** Request number, account number or company name (the Admin's queue). */
  search?: string;
  From?: string;
  To?: string;
  page: number;
  limit: number;
  sort?: TopupListQuery['sort'];
}

/** Newest first by default; the request number, then the id, break ties. */
const ORDER: ListOrder<(typeof TOPUP_SORTS)[number]> = {
  keys: { CreatedAt: topupRequests.createdAt, Amount: topupRequests.amountFils },
  tieBreak: [topupRequests.requestNo, topupRequests.id],
  fallback: [desc(topupRequests.createdAt), desc(topupRequests.requestNo)],
};

export async function listTopups(db: Db, f: TopupFilters): Promise<TopupList> {
  const like = f.search ? likePattern(f.search) : null;
  const where = and(
    scoped(f.accountId),
    f.status ? eq(topupRequests.status, f.status) : undefined,
    like ? or(ilike(topupRequests.requestNo, like), ilike(accounts.accountNo, like), ilike(accounts.companyName, like)) : undefined,
    f.From ? gte(topupRequests.createdAt, dubaiMidnight(f.From)) : undefined,
    f.To ? lt(topupRequests.createdAt, dubaiMidnight(addDays(f.To, 1))) : undefined,
  );
  const { rows, ...page } = await listPage(
    select(db).where(where).orderBy(...listOrder(f.sort, ORDER)).$dynamic(),
    db.select({ n: count() }).from(topupRequests).innerJoin(accounts, eq(accounts.id, topupRequests.accountId)).where(where),
    f,
  );
  return { TopupRequests: rows.map(topupJson), ...page };
}
