// Who may manage which login, and which permissions a caller may hand out.
// The rules of docs/api/accounts.md "Sub-users", in one place for every call.
import { PERMISSION_LABELS } from '@/lib/portal-nav';
import type { AuthUser } from '../context';
import { PERMISSION_KEYS, type PermissionKey, type Permissions } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http';
import { permissionsOf, type UserRow } from './user-list';

export const USER_NOT_FOUND = 'This user does not exist. It may have been deleted.';
export const ADMIN_HAS_NO_ACCOUNT =
  'The Admin has no customer account to add users to. Open an account from its registration request under Manage Customers; its primary user then adds sub-users.';

export const unprocessable = (message: string) => new ApiError(422, message);

const names = (keys: PermissionKey[]) => keys.map((k) => PERMISSION_LABELS[k]).join(', ');

/**
 * The user `userId` if the caller may manage it: a customer manages the users
 * of its own account; the Admin manages every customer's users (never Admin
 * logins). Anything else reads as missing (404), so nobody learns about
 * another account's users.
 */
export function managedUser(caller: AuthUser, target: UserRow | undefined): UserRow {
  if (!target) throw notFound(USER_NOT_FOUND);
  if (caller.account) {
    if (target.accountId !== caller.account.id) throw notFound(USER_NOT_FOUND);
  } else if (caller.role !== 'Admin' || target.role === 'Admin' || !target.accountId) {
    throw notFound(USER_NOT_FOUND);
  }
  return target;
}

/** A new user's permissions: only ones the caller holds itself. */
export function checkGrant(caller: AuthUser, wanted: Permissions) {
  const lacking = PERMISSION_KEYS.filter((k) => wanted[k] && !caller.permissions[k]);
  if (lacking.length) {
    throw forbidden(`You cannot give permissions you do not have yourself: ${names(lacking)}.`);
  }
}

/**
 * The permissions after an edit. A caller changes (grants or removes) only
 * permissions it holds; the rest keep their value, so nobody can edit
 * themselves or anyone else beyond their own reach. The primary user always
 * keeps all six.
 */
export function nextPermissions(caller: AuthUser, target: UserRow, patch: Partial<Permissions> | undefined): Permissions {
  const current = permissionsOf(target);
  const next = { ...current };
  for (const k of PERMISSION_KEYS) if (typeof patch?.[k] === 'boolean') next[k] = patch[k]!;
  const changed = PERMISSION_KEYS.filter((k) => next[k] !== current[k]);
  if (changed.length === 0) return current;
  if (target.primary) throw unprocessable("The account's primary user always has every permission.");
  const lacking = changed.filter((k) => !caller.permissions[k]);
  if (lacking.length) {
    throw forbidden(`You cannot change permissions you do not have yourself: ${names(lacking)}.`);
  }
  return next;
}

/** Deactivating, deleting or resetting: never yourself, never the primary user (except the Admin's reset). */
export function checkLifecycle(caller: AuthUser, target: UserRow, action: 'deactivate' | 'delete' | 'reset') {
  if (target.id === caller.id) {
    const what = { deactivate: 'deactivate your own login', delete: 'delete your own login', reset: 'reset your own password here: use Change Password' }[action];
    throw unprocessable(`You cannot ${what}.`);
  }
  if (!target.primary) return;
  if (action === 'reset' && caller.role === 'Admin') return;
  if (action === 'reset') throw forbidden("Only the Admin can reset the password of the account's primary user.");
  throw unprocessable(
    action === 'delete'
      ? "The account's primary user cannot be deleted."
      : "The account's primary user cannot be deactivated. An Admin can deactivate the whole account.",
  );
}

/** Details of the primary user are changed by that user or the Admin only. */
export function checkDetailsEdit(caller: AuthUser, target: UserRow) {
  if (target.primary && target.id !== caller.id && caller.role !== 'Admin') {
    throw forbidden("Only the account's primary user can change their own details.");
  }
}
