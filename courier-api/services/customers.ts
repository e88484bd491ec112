// Reading registration requests and accounts for the Admin's Manage Customers.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ACCOUNT_SORTS, CustomerAccount, RegistrationRequest } from '@/lib/schemas/customers';
import type { SortValue } from '@/lib/schemas/list-query';
import { fromFils } from '@/lib/money';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { accounts, registrationRequests, users } from '../db/schema';
import { listOrder, type ListOrder } from './list-order';
import { likePattern } from './search-pattern';
import { listPage } from './list-page';

interface PageQuery {
  search: string;
  page: number;
  limit: number;
  status: string;
}
type AccountSortKey = (typeof ACCOUNT_SORTS)[number];

const anyLike = (search: string, cols: SQL[]) =>
  search ? sql`(${sql.join(cols.map((col) => sql`${col} ilike ${likePattern(search)}`), sql` or `)})` : undefined;

type RequestRow = typeof registrationRequests.$inferSelect & { accountNo: string | null; reviewedBy: string | null };

function requestJson(r: RequestRow): RegistrationRequest {
  return {
    _id: r.id,
    username: r.username,
    full_name: r.fullName,
    email: r.email,
    company_name: r.companyName,
    address_line_1: r.addressLine1,
    address_line_2: r.addressLine2,
    phone_number: r.phoneNumber,
    telephone_number: r.telephoneNumber,
    Country: r.country,
    City: r.city,
    Status: r.status,
    CreatedAt: r.createdAt.toISOString(),
    ReviewedAt: r.reviewedAt?.toISOString() ?? null,
    ReviewNote: r.reviewNote,
    ReviewedBy: r.reviewedBy,
    AccountNo: r.accountNo,
  };
}

const reviewer = alias(users, 'reviewer');

/** Pending requests first, oldest first (a queue); then the reviewed ones, latest first. */
export async function listRequests(db: Db, q: PageQuery) {
  const rr = registrationRequests;
  const cond = and(
    q.status === 'all' ? undefined : eq(rr.status, q.status as RequestRow['status']),
    anyLike(q.search, [sql`${rr.username}`, sql`${rr.fullName}`, sql`${rr.email}`, sql`${rr.companyName}`]),
  );
  const { rows, ...page } = await listPage(
    db
      .select({ r: rr, accountNo: accounts.accountNo, reviewedBy: reviewer.fullName })
      .from(rr)
      .leftJoin(accounts, eq(accounts.id, rr.accountId))
      .leftJoin(reviewer, eq(reviewer.id, rr.reviewedByUserId))
      .where(cond)
      .orderBy(
        asc(sql`(${rr.status} <> 'pending')`),
        asc(sql`case when ${rr.status} = 'pending' then ${rr.createdAt} end`),
        desc(sql`coalesce(${rr.reviewedAt}, ${rr.createdAt})`),
        asc(rr.id),
      )
      .$dynamic(),
    db.select({ n: count() }).from(rr).where(cond),
    q,
  );
  return {
    Requests: rows.map(({ r, accountNo, reviewedBy }) => requestJson({ ...r, accountNo, reviewedBy })),
    ...page,
  };
}

type AccountRow = typeof accounts.$inferSelect;
type PrimaryUser = CustomerAccount['PrimaryUser'];

export function accountJson(a: AccountRow, userCount: number, primary: PrimaryUser): CustomerAccount {
  return {
    _id: a.id,
    AccountNo: a.accountNo,
    CompanyName: a.companyName,
    PaymentType: a.paymentType,
    CreditLimit: fromFils(a.creditLimitFils),
    Balance: fromFils(a.balanceFils),
    Active: a.active,
    Trn: a.trn,
    Email: a.email,
    Phone: a.phone,
    City: a.city,
    Country: a.country,
    Users: userCount,
    PrimaryUser: primary,
    CodTransferFee: fromFils(a.codTransferFeeFils),
    CodSettlesInvoices: a.codSettlesInvoices,
    CreatedAt: a.createdAt.toISOString(),
  };
}

/** User counts and primary users of some accounts, in two small queries. */
async function accountPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return { counts: new Map<string, number>(), primaries: new Map<string, PrimaryUser>() };
  const [counts, primaries] = await Promise.all([
    db.select({ id: users.accountId, n: sql<number>`count(*)::int` }).from(users).where(inArray(users.accountId, ids)).groupBy(users.accountId),
    db
      .select({ id: users.accountId, username: users.username, full_name: users.fullName, email: users.email })
      .from(users)
      .where(and(inArray(users.accountId, ids), isNull(users.parentUserId)))
      .orderBy(asc(users.createdAt)),
  ]);
  const primaryMap = new Map<string, PrimaryUser>();
  for (const p of primaries) if (!primaryMap.has(p.id!)) primaryMap.set(p.id!, { username: p.username, full_name: p.full_name, email: p.email });
  return { counts: new Map(counts.map((c) => [c.id!, Number(c.n)])), primaries: primaryMap };
}

export async function accountsJson(db: Db, rows: AccountRow[]) {
  const { counts, primaries } = await accountPeople(db, rows.map((a) => a.id));
  return rows.map((a) => accountJson(a, counts.get(a.id) ?? 0, primaries.get(a.id) ?? null));
}

/** Newest accounts first by default, so one just opened is at the top. */
const ACCOUNT_ORDER: ListOrder<AccountSortKey> = {
  keys: { AccountNo: accounts.accountNo, CompanyName: sql`lower(${accounts.companyName})`, CreatedAt: accounts.createdAt },
  tieBreak: [accounts.accountNo, accounts.id],
  fallback: [desc(accounts.createdAt), desc(accounts.accountNo)],
};

export async function listAccounts(db: Db, q: PageQuery & { sort?: SortValue<AccountSortKey> }) {
  const cond = and(
    q.status === 'all' ? undefined : eq(accounts.active, q.status === 'active'),
    anyLike(q.search, [sql`${accounts.accountNo}`, sql`${accounts.companyName}`, sql`${accounts.email}`]),
    // A merchant API sandbox twin is not a customer: it follows its live account.
    isNull(accounts.sandboxOf),
  );
  const { rows, ...page } = await listPage(
    db.select().from(accounts).where(cond).orderBy(...listOrder(q.sort, ACCOUNT_ORDER)).$dynamic(),
    db.select({ n: count() }).from(accounts).where(cond),
    q,
  );
  return { Accounts: await accountsJson(db, rows), ...page };
}
