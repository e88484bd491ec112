// Staff logins (Admin): Ops and Courier users, with no account. A new one
// gets a one-time password it must replace at first sign-in, as sub-users do.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffCreateInput, StaffMember, StaffRole } from '@/lib/schemas/courier';
import { PERMISSIONS } from '@/lib/schemas/users';
import { generateOneTimePassword } from '../../auth/one-time-password';
import { hashPassword } from '../../auth/passwords';
import { endSessions } from '../../auth/sessions';
import { clearTwoFactor } from '../../auth/two-factor';
import type { CourierDeps } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../http';
import { e164, EMAIL_TAKEN, USERNAME_TAKEN } from '../sub-users';
import type { Audit } from '../audit-trail';
import { takenIdentity } from '../users';

export const STAFF_NOT_FOUND = 'This staff user was not found.';
const NO_PERMISSIONS = Object.fromEntries(PERMISSIONS.map((k) => [k, false])) as Record<(typeof PERMISSIONS)[number], boolean>;

const columns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  active: users.active,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};
interface Row {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: string;
  active: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const toMember = (r: Row): StaffMember => ({
  _id: r.id,
  Username: r.username,
  FullName: r.fullName,
  Email: r.email,
  Phone: r.phone,
  Role: r.role as StaffRole,
  Active: r.active,
  LastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  CreatedAt: r.createdAt.toISOString(),
});

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select(columns).from(users).where(inArray(users.role, ['Ops', 'Courier'])).orderBy(asc(users.role), asc(users.fullName));
  return rows.map(toMember);
}

export async function createStaff(deps: CourierDeps, input: StaffCreateInput, audit?: Audit): Promise<{ user: StaffMember; OneTimePassword: string }> {
  const { db, now } = deps;
  const taken = await takenIdentity(db, input.Username, input.Email);
  if (taken.username) throw USERNAME_TAKEN();
  if (taken.email) throw EMAIL_TAKEN();
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const phone = await e164(input.Phone);
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.Username,
          email: input.Email,
          fullName: input.FullName,
          phone,
          passwordHash,
          role: input.Role as StaffRole,
          permissions: NO_PERMISSIONS,
          mustChangePassword: true,
          locale: input.Locale ?? 'en',
          createdAt: now(),
        })
        .returning(columns);
      await audit?.(tx, {
        action: 'staff.created',
        targetType: 'user',
        targetId: row!.id,
        after: { username: row!.username, fullName: row!.fullName, email: row!.email, role: row!.role, active: row!.active },
      });
      return row!;
    });
    return { user: toMember(row), OneTimePassword: oneTimePassword };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This User Name or Email ID is already taken. Please choose another.');
    throw err;
  }
}

/** Deactivating ends the user's sessions at once (the token version moves on). */
export async function setStaffActive(db: Db, id: string, active: boolean, audit?: Audit): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const staff = and(eq(users.id, id), inArray(users.role, ['Ops', 'Courier']));
    const [was] = await tx.select({ active: users.active }).from(users).where(staff).for('update');
    const [row] = await tx
      .update(users)
      .set({ active, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(staff)
      .returning(columns);
    if (!row || !was) throw notFound(STAFF_NOT_FOUND);
    await audit?.(tx, {
      action: active ? 'staff.activated' : 'staff.deactivated',
      targetType: 'user',
      targetId: row.id,
      before: { username: row.username, role: row.role, active: was.active },
      after: { username: row.username, role: row.role, active },
    });
    return toMember(row);
  });
}

/**
 * A staff member who lost their phone (or password): a new one-time password,
 * shown once; their sessions end and their two-factor sign-in is cleared, so
 * they set up their authenticator again at the next sign-in.
 */
export async function resetStaffSignIn(deps: CourierDeps, id: string, audit?: Audit): Promise<{ user: StaffMember; OneTimePassword: string }> {
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), inArray(users.role, ['Ops', 'Courier'])))
      .returning(columns);
    if (!row) throw notFound(STAFF_NOT_FOUND);
    await endSessions(tx, id, {}, 'password-changed', deps.now());
    const twoFactorReset = await clearTwoFactor(tx, id);
    await audit?.(tx, {
      action: 'user.password_reset',
      targetType: 'user',
      targetId: id,
      accountId: null,
      after: { username: row.username, mustChangePassword: true, signedOut: true, ...(twoFactorReset ? { twoFactorReset: true } : {}) },
    });
    return { user: toMember(row), OneTimePassword: oneTimePassword };
  });
}
