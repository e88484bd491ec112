// Data access for users and account requests.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, registrationRequests, users } from '../db/schema';

const LOGIN_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  locale: users.locale,
  passwordHash: users.passwordHash,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  tokenVersion: users.tokenVersion,
  accountId: users.accountId,
  accountActive: accounts.active,
};

/** The user an "Email ID or Username" names, with what signing in needs. */
export async function findUserForLogin(db: Db, identifier: string) {
  const id = identifier.trim().toLowerCase();
  const rows = await db
    .select(LOGIN_COLUMNS)
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(or(sql`lower(${users.email}) = ${id}`, sql`lower(${users.username}) = ${id}`))
    .limit(1);
  return rows[0];
}

/** The same, by id (a sign-in's second step). */
export async function findUserForLoginById(db: Db, userId: string) {
  const rows = await db.select(LOGIN_COLUMNS).from(users).leftJoin(accounts, eq(accounts.id, users.accountId)).where(eq(users.id, userId)).limit(1);
  return rows[0];
}
export type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;

/** Which of username / email are already used by a user or a pending request. */
export async function takenIdentity(db: Db, username: string, email: string) {
  const u = username.toLowerCase();
  const e = email.toLowerCase();
  const [byUser] = await db
    .select({
      username: sql<boolean>`bool_or(lower(${users.username}) = ${u})`,
      email: sql<boolean>`bool_or(lower(${users.email}) = ${e})`,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${u}`, sql`lower(${users.email}) = ${e}`));
  const [byRequest] = await db
    .select({
      username: sql<boolean>`bool_or(lower(${registrationRequests.username}) = ${u})`,
      email: sql<boolean>`bool_or(lower(${registrationRequests.email}) = ${e})`,
    })
    .from(registrationRequests)
    .where(
      sql`${registrationRequests.status} = 'pending' and (lower(${registrationRequests.username}) = ${u} or lower(${registrationRequests.email}) = ${e})`,
    );
  return {
    username: Boolean(byUser?.username || byRequest?.username),
    email: Boolean(byUser?.email || byRequest?.email),
  };
}
