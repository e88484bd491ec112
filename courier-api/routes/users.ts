// users (GET list, POST add, PUT edit, DELETE ?userId=), users/ResetPassword and
// users/GetAllUserByAccountNo (Admin). A customer manages its own account's
// logins; the account always comes from the token, never from the request.
import { eq, sql } from 'drizzle-orm';
import { accountNoQuery, subUserCreateSchema, subUserUpdateSchema, userIdQuery, userListQuery } from '@/lib/schemas/users';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import { accounts, users } from '../db/schema';
import { forbidden, isUniqueViolation, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { createSubUser, deleteUser, e164, EMAIL_TAKEN, emailInUse, resetPassword } from '../services/sub-users';
import { auditOf, changes } from '../services/audit-trail';
import { findUser, listUsers, userJson, usersOfAccount } from '../services/user-list';
import { ADMIN_HAS_NO_ACCOUNT, checkDetailsEdit, checkGrant, checkLifecycle, managedUser, nextPermissions } from '../services/user-rules';

const MANAGE = { permission: 'Manage_Sub_Users' } as const;
const ONCE = 'Copy the one-time password now: it is shown only once.';

async function list(c: Ctx) {
  const caller = currentUser(c);
  const q = await readQuery(c, userListQuery);
  // The Admin (no account) sees every login with its AccountNo.
  return ok(c, await listUsers(c.get('deps').db, caller.account?.id ?? null, q));
}

async function create(c: Ctx) {
  const caller = currentUser(c);
  if (!caller.account) throw forbidden(ADMIN_HAS_NO_ACCOUNT);
  const input = await readBody(c, subUserCreateSchema);
  checkGrant(caller, input.dashboard);
  const issued = await createSubUser(c.get('deps'), caller, input, input.dashboard, auditOf(c));
  return ok(
    c,
    { user: userJson(issued.user), OneTimePassword: issued.oneTimePassword, Mail: issued.mail },
    `${issued.user.fullName} can now sign in as ${issued.user.username}. ${ONCE}`,
    201,
  );
}

async function update(c: Ctx) {
  const { db } = c.get('deps');
  const caller = currentUser(c);
  const input = await readBody(c, subUserUpdateSchema);
  const target = managedUser(caller, await findUser(db, input.userId));
  const detailsChange = input.full_name !== undefined || input.email !== undefined || input.phone_number !== undefined;
  if (detailsChange) checkDetailsEdit(caller, target);
  const permissions = nextPermissions(caller, target, input.dashboard);
  const deactivating = input.active === false && target.active;
  if (deactivating) checkLifecycle(caller, target, 'deactivate');

  if (input.email && (await emailInUse(db, input.email, target.id))) throw EMAIL_TAKEN();
  const next = {
    fullName: input.full_name ?? target.fullName,
    email: input.email ?? target.email,
    phone: input.phone_number === undefined ? target.phone : await e164(input.phone_number),
    permissions,
    active: input.active ?? target.active,
  };
  const audit = auditOf(c);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...next,
          // A deactivated login's tokens stop working at once, not when they expire.
          ...(deactivating ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, target.id));
      // One entry per kind of change, each with only its own fields.
      const entry = { targetType: 'user', targetId: target.id, accountId: target.accountId };
      const who = { username: target.username };
      const details = changes({ fullName: target.fullName, email: target.email, phone: target.phone }, { fullName: next.fullName, email: next.email, phone: next.phone });
      if (details) await audit(tx, { ...entry, action: 'user.updated', before: { ...who, ...details.before }, after: { ...who, ...details.after } });
      const granted = changes(target.permissions, next.permissions);
      if (granted) await audit(tx, { ...entry, action: 'user.permissions_changed', before: { ...who, ...granted.before }, after: { ...who, ...granted.after } });
      if (next.active !== target.active) {
        await audit(tx, { ...entry, action: next.active ? 'user.activated' : 'user.deactivated', before: { ...who, active: target.active }, after: { ...who, active: next.active } });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw EMAIL_TAKEN();
    throw err;
  }
  const row = (await findUser(db, target.id))!;
  const message = deactivating
    ? `${row.fullName} was deactivated and signed out everywhere.`
    : input.active === true && !target.active
      ? `${row.fullName} was activated.`
      : `${row.fullName} was updated.`;
  return ok(c, userJson(row), message);
}

/** The login a lifecycle call (delete, reset) names, once the caller may do that to it. */
async function lifecycleTarget(c: Ctx, userId: string, action: 'delete' | 'reset') {
  const caller = currentUser(c);
  const target = managedUser(caller, await findUser(c.get('deps').db, userId));
  checkLifecycle(caller, target, action);
  return { caller, target };
}

async function remove(c: Ctx) {
  const { userId } = await readQuery(c, userIdQuery);
  const { target } = await lifecycleTarget(c, userId, 'delete');
  const { deleted } = await deleteUser(c.get('deps'), target, auditOf(c));
  if (deleted) return ok(c, { userId, Deleted: true }, `${target.fullName}'s login was deleted.`);
  return ok(
    c,
    { userId, Deleted: false, active: false },
    `${target.fullName} has shipments, pickups or other records, so the login was deactivated instead of deleted.`,
  );
}

async function reset(c: Ctx) {
  const { userId } = await readBody(c, userIdQuery);
  const { caller, target } = await lifecycleTarget(c, userId, 'reset');
  const issued = await resetPassword(c.get('deps'), caller, target, auditOf(c));
  return ok(
    c,
    { user: userJson(issued.user), OneTimePassword: issued.oneTimePassword, Mail: issued.mail },
    `${target.fullName} has a new one-time password and was signed out everywhere. ${ONCE}`,
  );
}

async function byAccountNo(c: Ctx) {
  const { db } = c.get('deps');
  const { AccountNo } = await readQuery(c, accountNoQuery);
  const [account] = await db.select().from(accounts).where(eq(accounts.accountNo, AccountNo)).limit(1);
  if (!account) throw notFound(`There is no account ${AccountNo}.`);
  return ok(c, {
    AccountNo: account.accountNo,
    CompanyName: account.companyName,
    Active: account.active,
    Users: await usersOfAccount(db, account.id),
  });
}

export function userRoutes(r: Router) {
  r.get('users', MANAGE, list);
  r.post('users', MANAGE, create);
  r.put('users', MANAGE, update);
  r.delete('users', MANAGE, remove);
  r.post('users/ResetPassword', MANAGE, reset);
  r.get('users/GetAllUserByAccountNo', 'admin', byAccountNo);
}
