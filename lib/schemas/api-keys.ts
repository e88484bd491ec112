// Merchant API keys (/ApiWebhooks and the courier API's ApiKeys calls). One
// schema for the "Create key" form's resolver and the route; `now` is
// injected so the API checks the expiry on its own clock (and tests can move it).
import * as yup from 'yup';
import { requiredText, str } from './common';
import { addDays, dubaiNow } from './booking';
import { isIsoDate } from './dashboard';
import { listQuery } from './list-query';
import { recordId } from './service-types';
import { PERMISSIONS, type Permission } from './users';

/** A key's mode; courier-api/db/schema.ts uses this list. */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** `active`: neither revoked nor expired (the keys that work); `all` includes both. */
export const API_KEY_STATUSES = ['all', 'active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const MAX_KEY_NAME = 60;
/** How far ahead an expiry may be: two years from today (Dubai). */
export const MAX_KEY_YEARS = 2;
/** Working keys per account: enough for every shop system and person, few enough to review. */
export const MAX_ACTIVE_KEYS = 50;

/** The last day (Dubai, YYYY-MM-DD) a key created at `now` may expire on. */
export function lastExpiryDay(now: Date): string {
  const { date } = dubaiNow(now);
  const [y, m, d] = date.split('-');
  const day = `${Number(y) + MAX_KEY_YEARS}-${m}-${d}`;
  // 29 February two years on is 1 March.
  return isIsoDate(day) ? day : addDays(`${Number(y) + MAX_KEY_YEARS}-${m}-28`, 1);
}

/** A key that expires on a day works through that day in Dubai: it stops at the next midnight there (20:00 UTC). */
export const expiryInstant = (day: string) => new Date(`${addDays(day, 1)}T00:00:00+04:00`);

const SCOPE_UNKNOWN =
  'Scopes may contain only the permission keys Manage_Sub_Users, Airway_Bill_Generation, Air_Way_bill_history, Print_Airway_Bill, Pickup_Request and Pickup_History.';

const expiresAt = (now: () => Date) =>
  str('Expiry date')
    .default('')
    .test('date', 'Expiry date must be a date like 2026-11-23.', (v) => !v || isIsoDate(v))
    .test('future', 'Expiry date must be today or later.', (v) => !v || !isIsoDate(v) || v >= dubaiNow(now()).date)
    .test('max', 'Expiry date can be at most 2 years from today.', (v) => !v || !isIsoDate(v) || v <= lastExpiryDay(now()));

/** POST ApiKeys: a new key of the caller's account. ExpiresAt '' (or left out): it never expires. */
export function apiKeyCreateSchema(now: () => Date = () => new Date()) {
  return yup.object({
    Name: requiredText('Name', MAX_KEY_NAME),
    Mode: str('Mode', 'lower').required('Please choose live or test mode.').oneOf(API_KEY_MODES, 'Mode must be live or test.'),
    Scopes: yup
      .array()
      .typeError('Scopes must be a list of permission keys.')
      .of(str('Scope').required(SCOPE_UNKNOWN).oneOf(PERMISSIONS, SCOPE_UNKNOWN))
      // A scope ticked twice counts once.
      .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v)] : v))
      .min(1, 'Please choose at least one scope.')
      .required('Please choose at least one scope.'),
    ExpiresAt: expiresAt(now),
  });
}
export type ApiKeyCreateInput = yup.InferType<ReturnType<typeof apiKeyCreateSchema>>;

/** PUT ApiKeys/Revoke. */
export const apiKeyRevokeSchema = yup.object({ _id: recordId('_id') });

/** GET ApiKeys?search=&Status=&page=&limit= (search: the key's name or prefix; the Admin also an account number or company). */
export const apiKeyListQuery = listQuery({ pageSize: 10, search: true }).shape({
  Status: str('Status', 'lower').oneOf(API_KEY_STATUSES, 'Status must be all, active or revoked.').default('all'),
});
export type ApiKeyListQuery = yup.InferType<typeof apiKeyListQuery>;

/** A key as the list shows it: never the key itself (it is shown once, when created). */
export interface ApiKeyView {
  _id: string;
  Name: string;
  /** `sk_live_` or `sk_test_` and the secret's first characters. */
  Prefix: string;
  Mode: ApiKeyMode;
  Scopes: Permission[];
  ExpiresAt: string | null;
  LastUsedAt: string | null;
  CreatedAt: string;
  RevokedAt: string | null;
  /** The full name of the user who created it (a key does what that user may, within its scopes). */
  CreatedBy: string;
  RevokedBy: string | null;
  AccountNo: string;
  CompanyName: string;
  Expired: boolean;
  /** Revoked first, then expired, else active. */
  Status: 'active' | 'expired' | 'revoked';
}

/** POST ApiKeys → 201: the key, this once, and its list row. */
export interface ApiKeyCreated {
  Key: string;
  ApiKey: ApiKeyView;
}
