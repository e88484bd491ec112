// Sub-users (/ManageSubUsers and the courier API's `users` calls,
// docs/api/accounts.md). One schema for the form's resolver and the route.
import * as yup from 'yup';
import { email, personName, str, username } from './common';
import { optionalPhone } from './phone';
import { listQuery } from './list-query';
import { userLocale } from './locale';
import { recordId } from './service-types';

/** The six permission keys (the same list as courier-api/db/schema.ts, which a test keeps equal). */
export const PERMISSIONS = [
  'Manage_Sub_Users',
  'Airway_Bill_Generation',
  'Air_Way_bill_history',
  'Print_Airway_Bill',
  'Pickup_Request',
  'Pickup_History',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type PermissionSet = Record<Permission, boolean>;

export const USER_STATUSES = ['all', 'true', 'false'] as const;

export { USER_LOCALES, type UserLocale } from './locale';

/** PUT auth/profile/locale: the signed-in user's own language. */
export const profileLocaleSchema = yup.object({
  Locale: userLocale().required('Locale is required: en (English) or ar (Arabic).'),
});
export type ProfileLocaleInput = yup.InferType<typeof profileLocaleSchema>;

const flag = (label: string) => yup.boolean().typeError(`${label} must be true or false.`);

/** One schema per permission key. */
const perKey = <S extends yup.Schema<unknown, yup.AnyObject, unknown, 'd' | ''>>(make: (key: Permission) => S) =>
  Object.fromEntries(PERMISSIONS.map((k) => [k, make(k)])) as unknown as Record<Permission, S>;

/** `dashboard`: each key true or false; a key left out is false (a missing tick is no permission). */
export const permissionSet = () =>
  yup.object(perKey((k) => flag(k).default(false))).typeError('dashboard must be an object of permissions.');

/** Only the keys that were sent, so a PUT can leave the others alone. */
const permissionPatch = () =>
  yup
    .object(perKey((k) => flag(k).optional()))
    .typeError('dashboard must be an object of permissions.')
    .default(undefined);

const mobile = () => optionalPhone('Mobile Number');

/** POST users: a new sub-user of the caller's account. */
export const subUserCreateSchema = yup.object({
  username: username(),
  full_name: personName('Full Name'),
  email: email(),
  phone_number: mobile(),
  dashboard: permissionSet().required(),
  /** The new user's email language; left out: the creating user's. */
  Locale: userLocale().optional(),
});
export type SubUserCreateInput = yup.InferType<typeof subUserCreateSchema>;

/** PUT users: `userId` and only the fields to change (the username is the login and never changes). */
export const subUserUpdateSchema = yup.object({
  userId: recordId('userId'),
  full_name: personName('Full Name').optional(),
  email: email().optional(),
  phone_number: mobile().optional().default(undefined),
  dashboard: permissionPatch(),
  active: flag('active').optional(),
});
export type SubUserUpdateInput = yup.InferType<typeof subUserUpdateSchema>;

/** Sort keys of GET users (Name: the full name, any letter case). Without one: the primary user first, then by name. */
export const USER_SORTS = ['Name', 'CreatedAt'] as const;

/** GET users?activate=all|true|false&search=&page=&limit=&sort=. */
export const userListQuery = listQuery({ pageSize: 10, search: true, sorts: USER_SORTS }).shape({
  activate: str('activate', 'lower').oneOf(USER_STATUSES, 'activate must be all, true or false.').default('all'),
});
export type UserListQuery = yup.InferType<typeof userListQuery>;

/** DELETE users?userId= and POST users/ResetPassword. */
export const userIdQuery = yup.object({ userId: recordId('userId') });

/** GET users/GetAllUserByAccountNo?AccountNo=. */
export const accountNoQuery = yup.object({
  AccountNo: str('AccountNo')
    .required('AccountNo is required.')
    .matches(/^[0-9]{1,12}$/, { message: 'AccountNo must be digits.', excludeEmptyString: true }),
});

/** A user as the `users` calls return it. */
export interface SubUser {
  _id: string;
  username: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  dashboard: PermissionSet;
  active: boolean;
  /** Still has to replace the one-time password. */
  first: boolean;
  /** The account's first user: cannot be deleted, deactivated or have permissions removed here. */
  Primary: boolean;
  Role: 'Admin' | 'Customer' | 'Ops' | 'Courier';
  AccountNo: string | null;
  CompanyName: string | null;
  CreatedAt: string;
  LastLoginAt: string | null;
}

/** The edit form: the create fields without the username, which never changes. */
export const subUserEditFormSchema = subUserCreateSchema.omit(['username']);
export type SubUserEditFormInput = yup.InferType<typeof subUserEditFormSchema>;
