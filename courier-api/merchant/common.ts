// What every /v1 handler shares: the key's caller and account (the live
// account, or its sandbox twin for a test key: the guard chose it), the
// required Idempotency-Key, path segments checked like a body, and the list
// answer with its cursor. docs/api/merchant-api.md.
import { and, eq } from 'drizzle-orm';
import type { AnySchema, InferType } from 'yup';
import type { ApiKeyCaller, AuthUser, Ctx } from '../context';
import type { Db } from '../db/client';
import { shipments } from '../db/schema';
import { badRequest, conflict, forbidden, validate } from '../http';
import { idempotencyKey } from '../routes/booking';

export const IDEMPOTENCY_KEY_REQUIRED =
  'This call needs an Idempotency-Key header (1 to 100 letters, digits, hyphens or underscores), new for each new request, so that a retry never does the work twice.';
export const V1_KEY_REUSED = 'This Idempotency-Key was already used with a different request body. Please use a new key for a new request.';
export const TEST_KEY_ONLY = 'This call works with a test key (sk_test_…) only: it changes sandbox shipments so that you can watch your webhooks.';

export type Account = NonNullable<AuthUser['account']>;

export interface KeyedCaller {
  user: AuthUser;
  account: Account;
  apiKey: ApiKeyCaller;
}

/** The key's caller; the guard has resolved it (every /v1 route but openapi.json declares credential 'apiKey'). */
export function keyCaller(c: Ctx): KeyedCaller {
  const user = c.get('user');
  const apiKey = c.get('apiKey');
  // A key always belongs to an account (resolveKey refuses one whose user left it): this cannot happen.
  if (!user?.account || !apiKey) throw forbidden();
  return { user, account: user.account, apiKey };
}

/** The Idempotency-Key header, which creating calls require. */
export function requiredIdempotencyKey(c: Ctx): string {
  const key = idempotencyKey(c);
  if (key === null) throw badRequest(IDEMPOTENCY_KEY_REQUIRED, { 'Idempotency-Key': IDEMPOTENCY_KEY_REQUIRED });
  return key;
}

/** Marks a successful answer as a replay of the request the key first carried; refuses another body under the same key. */
export function markReplay(c: Ctx, same: boolean): void {
  if (!same) throw conflict(V1_KEY_REUSED);
  c.header('Idempotent-Replayed', 'true');
}

/** The route's `:name` segments, validated like a body (a malformed one is a 400 naming the segment). */
export function readParams<S extends AnySchema>(c: Ctx, schema: S): Promise<InferType<S>> {
  return validate(schema, c.params);
}

/** A page of a list: `{ data, has_more, next_cursor }`, passed through the envelope as it is. */
export function listAnswer(c: Ctx, data: unknown[], nextCursor: string | null) {
  return c.json({ data, has_more: nextCursor !== null, next_cursor: nextCursor }, 200, { 'x-v1-shaped': '1' });
}

/** Whether the airway bill is one of the account's (the check before a service that is not scoped itself). */
export async function ownsShipment(db: Db, accountId: string, awbNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.awbNo, awbNo), eq(shipments.accountId, accountId)))
    .limit(1);
  return Boolean(row);
}
