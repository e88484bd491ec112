// Set-up shared by the merchant API tests: API keys minted straight into the
// table (what the portal's key screen does, without the screen), the owners
// of the demo accounts, and calls with a key.
import { sql } from 'drizzle-orm';
import { generateKey } from '../auth/api-keys';
import { apiKeys, type PermissionKey, PERMISSION_KEYS } from '../db/schema';
import type { CourierApi } from '../app';
import { queryRows, type TestApi } from '../test-utils';

/** The demo accounts: Al Noor Trading (postpaid) and Oasis Handmade Boutique (prepaid). */
export const ALNOOR = '100001';
export const OASIS = '100002';

export interface Owner {
  accountId: string;
  userId: string;
}

/** The account's main user (the first user without a parent). */
export async function ownerOf(t: TestApi, accountNo: string): Promise<Owner> {
  const [row] = await queryRows<Owner>(
    t.database,
    sql`select a.id as "accountId", u.id as "userId" from accounts a join users u on u.account_id = a.id
        where a.account_no = ${accountNo} and u.parent_user_id is null order by u.created_at limit 1`,
  );
  if (!row) throw new Error(`no owner for account ${accountNo}`);
  return row;
}

export interface MintOptions {
  accountNo: string;
  scopes?: readonly PermissionKey[];
  mode?: 'live' | 'test';
  expiresAt?: Date;
  revoked?: boolean;
  /** Another user of the account (default: its main user). */
  userId?: string;
}

export interface MintedKey {
  key: string;
  id: string;
  owner: Owner;
}

/** A key inserted as the portal would store it (its hash only); every scope unless told. */
export async function mintKey(t: TestApi, o: MintOptions): Promise<MintedKey> {
  const owner = await ownerOf(t, o.accountNo);
  const mode = o.mode ?? 'live';
  const fresh = generateKey(mode);
  const [row] = await t.database.db
    .insert(apiKeys)
    .values({
      accountId: owner.accountId,
      createdByUserId: o.userId ?? owner.userId,
      name: `test key ${fresh.prefix}`,
      mode,
      prefix: fresh.prefix,
      secretHash: fresh.hash,
      scopes: [...(o.scopes ?? PERMISSION_KEYS)],
      expiresAt: o.expiresAt ?? null,
      revokedAt: o.revoked ? t.clock.now : null,
    })
    .returning({ id: apiKeys.id });
  return { key: fresh.key, id: row!.id, owner };
}

export interface V1Answer {
  status: number;
  headers: Headers;
  /** The parsed body of a JSON answer (null otherwise). */
  json: any;
  /** The raw body. */
  bytes: Buffer;
}

/** A /v1 call with a key (and any headers), on an API instance (t.api, or one with other settings: withWebhookSettings). */
export async function v1(api: Pick<CourierApi, 'request'>, method: string, path: string, o: { key?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<V1Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.key) headers.authorization = `Bearer ${o.key}`;
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await api.request(`/v1/${path}`, { method, headers, body }, { clientIp: '203.0.113.10' });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null;
  return { status: res.status, headers: res.headers, json, bytes };
}
