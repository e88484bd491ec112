// API keys of the merchant API (portal screen API & Webhooks, docs/api/merchant-api.md):
// GET ApiKeys (list), POST ApiKeys (create: the key is answered this once and
// only its hash is stored), PUT ApiKeys/Revoke. A customer manages its own
// account's keys (its sub-users' too); the Admin sees and revokes every
// account's, and creates none (it has no account). Ownership is in every
// query's `where`, so another account's key is simply not found.
import { and, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { apiKeyCreateSchema, apiKeyListQuery, apiKeyRevokeSchema, expiryInstant, MAX_ACTIVE_KEYS, type ApiKeyListQuery, type ApiKeyView } from '@/lib/schemas/api-keys';
import { currentUser } from '../auth/guard';
import { ensureSandbox, generateKey } from '../auth/api-keys';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { accounts, apiKeys, users } from '../db/schema';
import { ApiError, conflict, forbidden, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { auditOf } from '../services/audit-trail';
import { listPage } from '../services/list-page';
import { likePattern } from '../services/search-pattern';

const MANAGE = { permission: 'Manage_Sub_Users' } as const;

export const ADMIN_CREATES_NO_KEYS =
  'The Admin has no customer account to create API keys for. A key belongs to a customer account: a user of that account creates it.';
export const KEY_NOT_FOUND = 'This API key was not found.';
const SCOPE_NOT_HELD = (scope: string) => `You cannot give a key the ${scope} scope: you do not have that permission yourself.`;
const TOO_MANY_KEYS = 'Your account already has 50 active API keys. Please revoke one you no longer use first.';
const CREATED = (name: string) => `API key ${name} was created. Copy it now: it is shown only once.`;
const REVOKED = (name: string) => `API key ${name} was revoked: calls made with it are refused from now on.`;
const ALREADY_REVOKED = (name: string) => `API key ${name} is already revoked.`;

const revoker = alias(users, 'revoker');

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  mode: apiKeys.mode,
  scopes: apiKeys.scopes,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
  revokedAt: apiKeys.revokedAt,
  createdBy: users.fullName,
  revokedBy: revoker.fullName,
  accountNo: accounts.accountNo,
  companyName: accounts.companyName,
};

function view(r: KeyRow, now: Date): ApiKeyView {
  const expired = r.expiresAt !== null && r.expiresAt.getTime() <= now.getTime();
  return {
    _id: r.id,
    Name: r.name,
    Prefix: r.prefix,
    Mode: r.mode,
    Scopes: r.scopes,
    ExpiresAt: r.expiresAt?.toISOString() ?? null,
    LastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    CreatedAt: r.createdAt.toISOString(),
    RevokedAt: r.revokedAt?.toISOString() ?? null,
    CreatedBy: r.createdBy,
    RevokedBy: r.revokedBy,
    AccountNo: r.accountNo,
    CompanyName: r.companyName,
    Expired: expired,
    Status: r.revokedAt ? 'revoked' : expired ? 'expired' : 'active',
  };
}

const selectKeys = (db: Db) =>
  db
    .select(columns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .leftJoin(revoker, eq(revoker.id, apiKeys.revokedByUserId));

type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

/** Keys that still work at `now`. */
const working = (now: Date) => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

function listCondition(accountId: string | null, q: ApiKeyListQuery, now: Date): SQL | undefined {
  const like = q.search ? likePattern(q.search) : null;
  return and(
    accountId ? eq(apiKeys.accountId, accountId) : undefined,
    q.Status === 'active' ? working(now) : q.Status === 'revoked' ? isNotNull(apiKeys.revokedAt) : undefined,
    like
      ? sql`(${apiKeys.name} ilike ${like} or ${apiKeys.prefix} ilike ${like} or ${accounts.accountNo} ilike ${like} or ${accounts.companyName} ilike ${like})`
      : undefined,
  );
}

async function list(c: Ctx) {
  const { db, now } = c.get('deps');
  const caller = currentUser(c);
  const q = await readQuery(c, apiKeyListQuery);
  const at = now();
  // The Admin (no account) sees every account's keys.
  const cond = listCondition(caller.account?.id ?? null, q, at);
  const { rows, ...page } = await listPage(
    selectKeys(db).where(cond).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).$dynamic(),
    db.select({ n: count() }).from(apiKeys).innerJoin(accounts, eq(accounts.id, apiKeys.accountId)).where(cond),
    q,
  );
  return ok(c, { ApiKeys: (rows as KeyRow[]).map((r) => view(r, at)), ...page });
}

async function findKey(db: Db, id: string, now: Date, accountId?: string): Promise<ApiKeyView | undefined> {
  const [row] = await selectKeys(db)
    .where(and(eq(apiKeys.id, id), accountId ? eq(apiKeys.accountId, accountId) : undefined))
    .limit(1);
  return row ? view(row as KeyRow, now) : undefined;
}

async function create(c: Ctx) {
  const { db, now } = c.get('deps');
  const caller = currentUser(c);
  if (!caller.account) throw forbidden(ADMIN_CREATES_NO_KEYS);
  const input = await readBody(c, apiKeyCreateSchema(() => now()));
  // A key never does more than the user who made it may.
  const lacking = input.Scopes.find((s) => !caller.permissions[s]);
  if (lacking) throw new ApiError(422, SCOPE_NOT_HELD(lacking), { Scopes: SCOPE_NOT_HELD(lacking) });
  const at = now();
  const [active] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, caller.account.id), working(at)));
  if (Number(active?.n ?? 0) >= MAX_ACTIVE_KEYS) throw conflict(TOO_MANY_KEYS);
  // A test key acts on the account's sandbox twin: make sure it is there before the key is used.
  if (input.Mode === 'test') await ensureSandbox(db, caller.account.id);
  const { key, prefix, hash } = generateKey(input.Mode);
  const accountId = caller.account.id;
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        accountId,
        createdByUserId: caller.id,
        name: input.Name,
        mode: input.Mode,
        prefix,
        secretHash: hash,
        scopes: input.Scopes,
        expiresAt: input.ExpiresAt ? expiryInstant(input.ExpiresAt) : null,
        createdAt: at,
      })
      .returning({ id: apiKeys.id, expiresAt: apiKeys.expiresAt });
    // The prefix names the key; its secret and hash never reach the trail.
    await auditOf(c)(tx, {
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: row!.id,
      accountId,
      after: { name: input.Name, prefix, mode: input.Mode, scopes: input.Scopes, expiresAt: row!.expiresAt?.toISOString() ?? null },
    });
    return row;
  });
  const created = (await findKey(db, row!.id, at))!;
  return ok(c, { Key: key, ApiKey: created }, CREATED(created.Name), 201);
}

async function revoke(c: Ctx) {
  const { db, now } = c.get('deps');
  const caller = currentUser(c);
  const { _id } = await readBody(c, apiKeyRevokeSchema);
  const at = now();
  const owned = and(eq(apiKeys.id, _id), caller.account ? eq(apiKeys.accountId, caller.account.id) : undefined);
  // One statement: of two revokes at once, one wins and the other is told it was already done.
  const done = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(apiKeys)
      .set({ revokedAt: at, revokedByUserId: caller.id })
      .where(and(owned, isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, accountId: apiKeys.accountId, name: apiKeys.name, prefix: apiKeys.prefix, mode: apiKeys.mode });
    if (done) {
      await auditOf(c)(tx, {
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: done.id,
        accountId: done.accountId,
        before: { name: done.name, prefix: done.prefix, mode: done.mode, revoked: false },
        after: { name: done.name, prefix: done.prefix, mode: done.mode, revoked: true },
      });
    }
    return done;
  });
  const key = await findKey(db, _id, at, caller.account?.id);
  if (!key) throw notFound(KEY_NOT_FOUND);
  if (!done) throw conflict(ALREADY_REVOKED(key.Name));
  return ok(c, key, REVOKED(key.Name));
}

export function apiKeyRoutes(r: Router) {
  r.get('ApiKeys', MANAGE, list);
  r.post('ApiKeys', MANAGE, create);
  r.put('ApiKeys/Revoke', MANAGE, revoke);
}
