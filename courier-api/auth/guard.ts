// Resolves the caller from the bearer token and enforces each route's access
// declaration. Account scope always comes from here, never from a request body.
import { and, eq, isNull } from 'drizzle-orm';
import { accounts, PERMISSION_KEYS, users, userSessions } from '../db/schema';
import { clientIp, type Access, type AuthUser, type Ctx } from '../context';
import { forbidden, tooManyRequests, unauthorized } from '../http';
import { looksLikeKey, resolveKey, type KeyRefusal } from './api-keys';
import { LAST_SEEN_EVERY_MS, touchSession } from './sessions';

const EXPIRED = 'Your session has expired. Please sign in again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadUser(c: Ctx, token: string): Promise<AuthUser | null> {
  const { tokens, db, now } = c.get('deps');
  const claims = await tokens.read(token);
  // A session token names its session (user_sessions): one that was ended, or none at all, is refused.
  if (!claims || !UUID.test(claims.sub) || !claims.sid || !UUID.test(claims.sid)) return null;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      permissions: users.permissions,
      mustChangePassword: users.mustChangePassword,
      tokenVersion: users.tokenVersion,
      active: users.active,
      accountId: accounts.id,
      accountNo: accounts.accountNo,
      companyName: accounts.companyName,
      paymentType: accounts.paymentType,
      accountActive: accounts.active,
      sessionLastSeen: userSessions.lastSeenAt,
    })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.id, claims.sid), eq(userSessions.userId, users.id), isNull(userSessions.endedAt)))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, claims.sub))
    .limit(1);
  const row = rows[0];
  if (!row || !row.active || row.tokenVersion !== claims.ver) return null;
  if (row.accountId && !row.accountActive) return null;
  const at = now();
  if (at.getTime() - row.sessionLastSeen.getTime() >= LAST_SEEN_EVERY_MS) await touchSession(db, claims.sid, clientIp(c), at);
  const isAdminRole = row.role === 'Admin';
  const permissions = Object.fromEntries(
    PERMISSION_KEYS.map((k) => [k, isAdminRole || row.permissions?.[k] === true]),
  ) as AuthUser['permissions'];
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    permissions,
    mustChangePassword: row.mustChangePassword,
    sessionId: claims.sid,
    account: row.accountId
      ? { id: row.accountId, accountNo: row.accountNo!, companyName: row.companyName!, paymentType: row.paymentType! }
      : null,
  };
}

function bearer(c: Ctx): string | null {
  const h = c.req.header('authorization');
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m ? m[1]! : null;
}

export interface GuardOptions {
  /** Callable by a user who must still change a first-login password. */
  allowPendingPasswordChange?: boolean;
  /**
   * What the bearer is: a portal session token (default) or a merchant API
   * key (the /v1 routes). Neither is accepted where the other is expected.
   */
  credential?: 'session' | 'apiKey';
}

const KEY_REFUSED: Record<KeyRefusal, string> = {
  malformed: 'This API key is not valid. Please check that it was copied whole.',
  unknown: 'This API key is not valid. Please check that it was copied whole.',
  revoked: 'This API key was revoked. Please create a new key in API & Webhooks.',
  expired: 'This API key has expired. Please create a new key in API & Webhooks.',
  inactive: 'This API key belongs to a user or account that is no longer active.',
};
export const NO_KEY = 'Please send your API key as Authorization: Bearer sk_live_… (or sk_test_… for test mode).';
export const KEY_SCOPE_MISSING = (scope: string) => `This API key does not have the ${scope} scope.`;

/** Calls one API key may make per minute (API_KEY_RATE_LIMIT). */
export const API_KEY_REQUESTS_PER_MINUTE = 300;
export const KEY_RATE_LIMITED = (limit: number) =>
  `This API key made more than ${limit} requests in a minute. Please wait the seconds in the Retry-After header, then try again.`;

/**
 * Counts the call against its key's minute (in Redis when REDIS_URL is set,
 * so every instance shares the count) and says where the key stands on every
 * answer, as the IETF RateLimit headers do.
 */
async function limitKey(c: Ctx, keyId: string): Promise<void> {
  const { rateLimiter, apiKeyRequestsPerMinute } = c.get('deps');
  const limit = apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE;
  const { count, resetInSeconds } = await rateLimiter.hit(`v1:${keyId}`, 60);
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  c.header('RateLimit-Reset', String(resetInSeconds));
  c.header('RateLimit-Policy', `${limit};w=60`);
  if (count > limit) throw tooManyRequests(KEY_RATE_LIMITED(limit), resetInSeconds);
}

async function authorizeKey(c: Ctx, access: Access): Promise<void> {
  const token = bearer(c);
  if (!token) throw unauthorized(NO_KEY);
  const { db, now } = c.get('deps');
  const caller = await resolveKey(db, token, now());
  if (typeof caller === 'string') throw unauthorized(KEY_REFUSED[caller]);
  await limitKey(c, caller.apiKey.id);
  c.set('user', caller.user);
  c.set('apiKey', caller.apiKey);
  if (access === 'admin' || access === 'ops' || access === 'courier') throw forbidden();
  if (typeof access === 'object' && !caller.user.permissions[access.permission]) {
    throw forbidden(KEY_SCOPE_MISSING(access.permission));
  }
}

/** Resolves the caller into `c` and refuses the call unless `access` lets them make it. */
export function authorize(c: Ctx, access: Access, opts: GuardOptions = {}): Promise<void> | undefined {
  if (opts.credential === 'apiKey') return authorizeKey(c, access);
  const token = bearer(c);
  // A merchant API key is not a session: it works on the /v1 routes only.
  if (!token || looksLikeKey(token)) {
    // No session to look up: decided here, without a promise (a visitor's tracking or quote, issue 12).
    c.set('user', null);
    admit(null, token, access, opts);
    return undefined;
  }
  return loadUser(c, token).then((user) => {
    c.set('user', user);
    admit(user, token, access, opts);
  });
}

/** Throws the refusal when `user` may not call a route of `access`. */
function admit(user: AuthUser | null, token: string | null, access: Access, opts: GuardOptions): void {
  if (access === 'public') return;
  if (!user) throw unauthorized(token ? EXPIRED : 'Please sign in to continue.');
  if (user.mustChangePassword && !opts.allowPendingPasswordChange) {
    throw forbidden('Please change your password before continuing.');
  }
  if (access === 'admin' && user.role !== 'Admin') throw forbidden();
  if (access === 'ops' && user.role !== 'Admin' && user.role !== 'Ops') throw forbidden();
  if (access === 'courier' && user.role !== 'Courier') throw forbidden();
  if (typeof access === 'object' && !user.permissions[access.permission]) throw forbidden();
}

/** The signed-in caller; only for routes whose access is not 'public'. */
export function currentUser(c: Ctx): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
