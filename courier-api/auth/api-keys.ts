// Merchant API keys: `sk_live_…` or `sk_test_…`, 32 random base62 characters
// (190 bits) and a 6-character CRC32 checksum, so a mistyped or truncated key
// is refused without a database read (and secret scanners can recognise ours).
// Only the key's SHA-256 is stored: a key is random and long, so a fast hash
// loses nothing (argon2id is for passwords people choose).
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, apiKeys, PERMISSION_KEYS, users, type ApiKeyMode, type PermissionKey } from '../db/schema';
import type { ApiKeyCaller, AuthUser } from '../context';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^sk_(live|test)_([0-9A-Za-z]{38})$/;
/** How many characters of the secret lists show after `sk_live_`. */
const PREFIX_CHARS = 6;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(text: string): number {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function base62(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

const checksum = (secret: string) => base62(crc32(secret), CHECKSUM_LENGTH);

export interface NewKey {
  key: string;
  prefix: string;
  hash: string;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A fresh key, its display prefix and its hash. */
export function generateKey(mode: ApiKeyMode): NewKey {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += BASE62[randomInt(62)];
  const key = `sk_${mode}_${secret}${checksum(secret)}`;
  return { key, prefix: `sk_${mode}_${secret.slice(0, PREFIX_CHARS)}`, hash: hashKey(key) };
}

/** True when the text has a key's shape and its checksum holds. */
export function isWellFormedKey(key: string): boolean {
  const m = KEY_PATTERN.exec(key);
  if (!m) return false;
  const body = m[2]!;
  return checksum(body.slice(0, SECRET_LENGTH)) === body.slice(SECRET_LENGTH);
}

/** Anything that looks like one of our keys (so the session guard can refuse keys on portal routes). */
export const looksLikeKey = (token: string) => token.startsWith('sk_live_') || token.startsWith('sk_test_');

export type KeyRefusal = 'malformed' | 'unknown' | 'revoked' | 'expired' | 'inactive';

export interface KeyCaller {
  user: AuthUser;
  apiKey: ApiKeyCaller;
}

/** How often last_used_at is written for one key (a busy key would otherwise write on every call). */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller a key stands for: the user who created it, limited to the
 * key's scopes, on the key's account (live) or that account's sandbox twin
 * (test). Refused when the key is unknown, revoked, expired, or its user or
 * account is no longer active.
 */
export async function resolveKey(db: Db, key: string, now: Date): Promise<KeyCaller | KeyRefusal> {
  if (!isWellFormedKey(key)) return 'malformed';
  const [row] = await db
    .select({
      id: apiKeys.id,
      mode: apiKeys.mode,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      accountId: apiKeys.accountId,
      userId: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      permissions: users.permissions,
      userActive: users.active,
      userAccountId: users.accountId,
      accountNo: accounts.accountNo,
      companyName: accounts.companyName,
      paymentType: accounts.paymentType,
      accountActive: accounts.active,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.secretHash, hashKey(key)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!row.userActive || !row.accountActive || row.userAccountId !== row.accountId) return 'inactive';
  let account = { id: row.accountId, accountNo: row.accountNo, companyName: row.companyName, paymentType: row.paymentType };
  if (row.mode === 'test') {
    const sandbox = await ensureSandbox(db, row.accountId);
    account = { ...account, id: sandbox.id, accountNo: sandbox.accountNo, paymentType: sandbox.paymentType };
  }
  const scopes = new Set(row.scopes);
  const permissions = Object.fromEntries(
    PERMISSION_KEYS.map((k) => [k, scopes.has(k) && row.permissions?.[k] === true]),
  ) as AuthUser['permissions'];
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return {
    user: {
      id: row.userId,
      username: row.username,
      email: row.email,
      fullName: row.fullName,
      role: row.role,
      permissions,
      mustChangePassword: false,
      account,
    },
    apiKey: { id: row.id, mode: row.mode, ownerAccountId: row.accountId },
  };
}

export interface SandboxAccount {
  id: string;
  accountNo: string;
  paymentType: 'PP' | 'PD';
}

/**
 * The live account's test-mode twin, created on first use: same company,
 * postpaid (nothing to top up), never invoiced, never in the Admin's queues.
 * Its shipments, pickups and webhooks never mix with the live account's.
 */
export async function ensureSandbox(db: Db, liveAccountId: string): Promise<SandboxAccount> {
  const find = async () => {
    const [row] = await db
      .select({ id: accounts.id, accountNo: accounts.accountNo, paymentType: accounts.paymentType })
      .from(accounts)
      .where(eq(accounts.sandboxOf, liveAccountId))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const [live] = await db.select().from(accounts).where(eq(accounts.id, liveAccountId)).limit(1);
  if (!live) throw new Error('sandbox of a missing account');
  await db
    .insert(accounts)
    .values({
      accountNo: `${live.accountNo}-TEST`,
      companyName: live.companyName,
      paymentType: 'PD',
      creditLimitFils: 100_000_000,
      email: live.email,
      phone: live.phone,
      addressLine1: live.addressLine1,
      addressLine2: live.addressLine2,
      city: live.city,
      country: live.country,
      sandboxOf: live.id,
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('sandbox account not created');
  return created;
}

/** Keys of an account that still work (for lists and revocation checks). */
export const liveKeysOf = (accountId: string) => and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt));

export type { PermissionKey };
