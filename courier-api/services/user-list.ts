// Reading logins for the `users` calls: one account's users (or every user,
// for the Admin) as the API shows them, primary user first, then by name
// (or by the list's chosen sort).
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubUser, USER_SORTS, UserListQuery } from '@/lib/schemas/users';
import type { Db } from '../db/client';
import { accounts, PERMISSION_KEYS, users, type Permissions } from '../db/schema';
import { listOrder, type ListOrder } from './list-order';
import { likePattern } from './search-pattern';
import { listPage } from './list-page';

/** The account's first user (opened with the account); sub-users name their creator. */
export const isPrimarySql = sql<boolean>`(${users.accountId} is not null and ${users.parentUserId} is null)`;

export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  phone: users.phone,
  role: users.role,
  permissions: users.permissions,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  accountId: users.accountId,
  parentUserId: users.parentUserId,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  primary: isPrimarySql,
  accountNo: accounts.accountNo,
  companyName: accounts.companyName,
};

export interface UserRow {
  id: string;
  username: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: 'Admin' | 'Customer';
  permissions: Permissions;
  active: boolean;
  mustChangePassword: boolean;
  accountId: string | null;
  parentUserId: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  primary: boolean;
  accountNo: string | null;
  companyName: string | null;
}

/** Every key present and boolean, whatever an older row holds (Admin has all). */
export function permissionsOf(row: Pick<UserRow, 'permissions' | 'role'>): Permissions {
  return Object.fromEntries(PERMISSION_KEYS.map((k) => [k, row.role === 'Admin' || row.permissions?.[k] === true])) as Permissions;
}

export function userJson(row: UserRow): SubUser {
  return {
    _id: row.id,
    username: row.username,
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phone,
    dashboard: permissionsOf(row),
    active: row.active,
    first: row.mustChangePassword,
    Primary: Boolean(row.primary),
    Role: row.role,
    AccountNo: row.accountNo,
    CompanyName: row.companyName,
    CreatedAt: row.createdAt.toISOString(),
    LastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = likePattern(search);
  return sql`(${users.fullName} ilike ${like} or ${users.username} ilike ${like} or ${users.email} ilike ${like})`;
}

const ORDER = [desc(isPrimarySql), asc(sql`lower(${users.fullName})`), asc(users.id)];

/** A chosen sort is the whole order: the primary user first is the default's rule only. */
const LIST_ORDER: ListOrder<(typeof USER_SORTS)[number]> = {
  keys: { Name: sql`lower(${users.fullName})`, CreatedAt: users.createdAt },
  tieBreak: [users.id],
  fallback: ORDER,
};

/** One page of users: of one account, or (accountId null, the Admin) of every account. */
export async function listUsers(db: Db, accountId: string | null, q: UserListQuery) {
  const cond = and(
    accountId ? eq(users.accountId, accountId) : undefined,
    q.activate === 'all' ? undefined : eq(users.active, q.activate === 'true'),
    searchCondition(q.search),
  );
  const { rows, ...page } = await listPage(
    db.select(userColumns).from(users).leftJoin(accounts, eq(accounts.id, users.accountId)).where(cond).orderBy(...listOrder(q.sort, LIST_ORDER)).$dynamic(),
    db.select({ n: count() }).from(users).where(cond),
    q,
  );
  return { Users: (rows as UserRow[]).map(userJson), ...page };
}

/** Every user of one account (an account has a handful: no paging). */
export async function usersOfAccount(db: Db, accountId: string) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.accountId, accountId))
    .orderBy(...ORDER)
    .limit(1000);
  return (rows as UserRow[]).map(userJson);
}

/** One user with its account, or undefined. */
export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const rows = await db.select(userColumns).from(users).leftJoin(accounts, eq(accounts.id, users.accountId)).where(eq(users.id, userId)).limit(1);
  return rows[0] as UserRow | undefined;
}
