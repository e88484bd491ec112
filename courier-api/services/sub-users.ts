// Writing logins for the `users` calls. Every new or reset login gets a
// one-time password: stored hashed, returned once, emailed through the outbox
// in the same transaction, and delivered after commit.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SubUserCreateInput } from '@/lib/schemas/users';
import { generateOneTimePassword } from '../auth/one-time-password';
import { hashPassword } from '../auth/passwords';
import { endSessions } from '../auth/sessions';
import { clearTwoFactor } from '../auth/two-factor';
import type { AuthUser, CourierDeps } from '../context';
import type { Db } from '../db/client';
import { registrationRequests, users, type Permissions } from '../db/schema';
import { conflict, isUniqueViolation } from '../http';
import type { Audit } from './audit-trail';
import { deliverMail, queueMail, type DeliveryStatus } from './mail';
import { subUserWelcomeMail } from './mail-templates';
import { findUser, type UserRow } from './user-list';
import { takenIdentity } from './users';

export const USERNAME_TAKEN = () => conflict('This User Name is already taken. Please choose another.', { username: 'Already taken.' });
export const EMAIL_TAKEN = () => conflict('Another login already uses this Email ID.', { email: 'Already used.' });

export interface IssuedLogin {
  user: UserRow;
  oneTimePassword: string;
  mail: DeliveryStatus;
}

/** Whether another login, or a request awaiting approval, already uses this email. */
export async function emailInUse(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const e = email.toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${e}`, ne(users.id, exceptUserId))).limit(1);
  if (user) return true;
  const [request] = await db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(and(sql`lower(${registrationRequests.email}) = ${e}`, eq(registrationRequests.status, 'pending')))
    .limit(1);
  return Boolean(request);
}

/** "+971501234567" from whatever valid form was typed; the schema has checked it. */
export async function e164(phone: string | undefined): Promise<string | null> {
  if (!phone) return null;
  const { parsePhoneNumberFromString } = await import('libphonenumber-js');
  return parsePhoneNumberFromString(phone)?.number ?? phone;
}

/** A new sub-user in the caller's account, with a one-time password it must replace. */
export async function createSubUser(deps: CourierDeps, caller: AuthUser, input: SubUserCreateInput, permissions: Permissions, audit?: Audit): Promise<IssuedLogin> {
  const { db, now, mail } = deps;
  const account = caller.account!;
  const taken = await takenIdentity(db, input.username, input.email);
  if (taken.username) throw USERNAME_TAKEN();
  if (taken.email) throw EMAIL_TAKEN();
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const phone = await e164(input.phone_number);
  let created: { id: string; mailId: string };
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          parentUserId: caller.id,
          username: input.username,
          email: input.email,
          fullName: input.full_name,
          phone,
          passwordHash,
          permissions,
          mustChangePassword: true,
          // Left out of the request: the language of the user who adds the login.
          locale: input.Locale ?? sql`(select locale from users where id = ${caller.id})`,
          createdAt: now(),
        })
        .returning({ id: users.id, locale: users.locale });
      await audit?.(tx, {
        action: 'user.created',
        targetType: 'user',
        targetId: row!.id,
        accountId: account.id,
        after: { username: input.username, fullName: input.full_name, email: input.email, phone, permissions, active: true },
      });
      const welcome = subUserWelcomeMail({
        to: input.email,
        fullName: input.full_name,
        username: input.username,
        oneTimePassword,
        companyName: account.companyName,
        accountNo: account.accountNo,
        siteUrl: mail?.siteUrl ?? 'http://localhost:3000',
        addedBy: caller.fullName,
        locale: row!.locale,
      });
      return { id: row!.id, mailId: await queueMail(tx, welcome, now()) };
    });
  } catch (err) {
    // Two requests racing for one name: the unique indexes let one through.
    if (isUniqueViolation(err)) throw conflict('This User Name or Email ID is already taken. Please choose another.');
    throw err;
  }
  const [status] = await deliverMail(db, mail, [created.mailId], now);
  return { user: (await findUser(db, created.id))!, oneTimePassword, mail: status! };
}

/** A fresh one-time password: older sessions end, the next sign-in must replace it. */
export async function resetPassword(deps: CourierDeps, caller: AuthUser, target: UserRow, audit?: Audit): Promise<IssuedLogin> {
  const { db, now, mail } = deps;
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const mailId = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, target.id))
      .returning({ locale: users.locale });
    // The new password itself is never written down: only that it was reset.
    await audit?.(tx, {
      action: 'user.password_reset',
      targetType: 'user',
      targetId: target.id,
      accountId: target.accountId,
      after: { username: target.username, mustChangePassword: true, signedOut: true },
    });
    const message = subUserWelcomeMail({
      to: target.email,
      fullName: target.fullName,
      username: target.username,
      oneTimePassword,
      companyName: target.companyName ?? '',
      accountNo: target.accountNo ?? '',
      siteUrl: mail?.siteUrl ?? 'http://localhost:3000',
      addedBy: caller.role === 'Admin' ? null : caller.fullName,
      reset: true,
      locale: updated?.locale ?? 'en',
    });
    return queueMail(tx, message, now());
  });
  const [status] = await deliverMail(db, mail, [mailId], now);
  return { user: (await findUser(db, target.id))!, oneTimePassword, mail: status! };
}

/** True for a foreign-key violation from either driver (possibly wrapped by Drizzle). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Deletes a login that never did anything; one that shipments, pickups,
 * addresses or payments name is deactivated instead, so the history keeps
 * its author. Either way its sessions end at once.
 */
export async function deleteUser(deps: CourierDeps, target: UserRow, audit?: Audit): Promise<{ deleted: boolean }> {
  const { db } = deps;
  const entry = { targetType: 'user', targetId: target.id, accountId: target.accountId };
  const before = { username: target.username, fullName: target.fullName, email: target.email, permissions: target.permissions, active: target.active };
  return db.transaction(async (tx) => {
    try {
      // A savepoint: a refused delete leaves the transaction usable for the deactivation.
      await tx.transaction((sp) => sp.delete(users).where(eq(users.id, target.id)));
      await audit?.(tx, { ...entry, action: 'user.deleted', before });
      return { deleted: true };
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
    }
    await tx.update(users).set({ active: false, tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, target.id));
    if (target.active) await audit?.(tx, { ...entry, action: 'user.deactivated', before: { username: target.username, active: true }, after: { username: target.username, active: false } });
    return { deleted: false };
  });
}
