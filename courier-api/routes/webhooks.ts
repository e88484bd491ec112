// Webhook subscriptions and their delivery log (portal screen API & Webhooks;
// the merchant API's v1/webhooks calls the same service). A customer with
// Manage_Sub_Users manages its own account's subscriptions: Mode live is the
// account itself, test its sandbox twin. The Admin has no account: 403.
// Another account's subscription or delivery is 404, never 403.
import { and, eq, or } from 'drizzle-orm';
import {
  webhookCreateSchema,
  webhookDeliveriesQuery,
  webhookIdSchema,
  webhookListQuery,
  webhookUpdateSchema,
  type WebhookMode,
} from '@/lib/schemas/webhooks';
import { ensureSandbox } from '../auth/api-keys';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { accounts, outbox, webhookSubscriptions } from '../db/schema';
import { forbidden, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import {
  createSubscription,
  deleteSubscription,
  listDeliveries,
  listSubscriptions,
  redeliver,
  rotateSecret,
  sendTestEvent,
  subscriptionCtx,
  updateSubscription,
} from '../services/webhooks/subscriptions';
import { auditOf } from '../services/audit-trail';

const MANAGE = { permission: 'Manage_Sub_Users' } as const;

export const ADMIN_HAS_NO_WEBHOOKS =
  'The Admin has no customer account to manage webhooks for. A webhook subscription belongs to a customer account: a user of that account manages it.';
// What the portal and the merchant API (merchant/webhooks.ts) both say.
export const CREATED = 'Webhook subscription created. Copy the signing secret now: it is shown only once.';
export const SAVED = 'Webhook subscription saved.';
export const DELETED = 'Webhook subscription deleted.';
export const ROTATED = 'A new signing secret was created. Copy it now: the previous secret keeps signing for 24 hours.';
export const TEST_QUEUED = 'A test event is on its way.';
export const REDELIVERY_QUEUED = 'The delivery was queued again.';

/** The caller's live account (403 for the Admin, who has none). */
function liveAccountId(c: Ctx): string {
  const caller = currentUser(c);
  if (!caller.account) throw forbidden(ADMIN_HAS_NO_WEBHOOKS);
  return caller.account.id;
}

/** The account a mode acts on: the live account, or its sandbox twin (created on first use). */
async function accountFor(db: Db, liveId: string, mode: WebhookMode): Promise<string> {
  return mode === 'test' ? (await ensureSandbox(db, liveId)).id : liveId;
}

/**
 * The account (the caller's live one or its sandbox) that holds subscription
 * `id`; the live one when neither does, so the service answers 404.
 */
async function subscriptionAccount(c: Ctx, id: string): Promise<string> {
  const live = liveAccountId(c);
  const [row] = await c
    .get('deps')
    .db.select({ accountId: webhookSubscriptions.accountId })
    .from(webhookSubscriptions)
    .innerJoin(accounts, eq(accounts.id, webhookSubscriptions.accountId))
    .where(and(eq(webhookSubscriptions.id, id), or(eq(accounts.id, live), eq(accounts.sandboxOf, live))))
    .limit(1);
  return row?.accountId ?? live;
}

/** The same for a delivery (an outbox row) by its id. */
async function deliveryAccount(c: Ctx, id: string): Promise<string> {
  const live = liveAccountId(c);
  const [row] = await c
    .get('deps')
    .db.select({ accountId: webhookSubscriptions.accountId })
    .from(outbox)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, outbox.subscriptionId))
    .innerJoin(accounts, eq(accounts.id, webhookSubscriptions.accountId))
    .where(and(eq(outbox.id, id), or(eq(accounts.id, live), eq(accounts.sandboxOf, live))))
    .limit(1);
  return row?.accountId ?? live;
}

async function list(c: Ctx) {
  const { db, now } = c.get('deps');
  const live = liveAccountId(c);
  const q = await readQuery(c, webhookListQuery);
  return ok(c, { Subscriptions: await listSubscriptions(db, await accountFor(db, live, q.Mode), now()) });
}

async function create(c: Ctx) {
  const deps = c.get('deps');
  const caller = currentUser(c);
  const live = liveAccountId(c);
  const input = await readBody(c, webhookCreateSchema);
  const accountId = await accountFor(deps.db, live, input.Mode);
  const { subscription, secret } = await createSubscription(
    deps.db,
    { accountId, userId: caller.id, url: input.Url, events: input.Events, description: input.Description },
    subscriptionCtx(deps),
    auditOf(c),
  );
  return ok(c, { Subscription: subscription, Secret: secret }, CREATED, 201);
}

async function update(c: Ctx) {
  const deps = c.get('deps');
  const input = await readBody(c, webhookUpdateSchema);
  const changes = { url: input.Url, events: input.Events, description: input.Description, active: input.Active };
  const view = await updateSubscription(deps.db, await subscriptionAccount(c, input._id), input._id, changes, subscriptionCtx(deps), auditOf(c));
  return ok(c, view, SAVED);
}

async function remove(c: Ctx) {
  const { db } = c.get('deps');
  const { _id } = await readBody(c, webhookIdSchema);
  return ok(c, await deleteSubscription(db, await subscriptionAccount(c, _id), _id, auditOf(c)), DELETED);
}

async function rotate(c: Ctx) {
  const { db, now } = c.get('deps');
  const { _id } = await readBody(c, webhookIdSchema);
  const r = await rotateSecret(db, await subscriptionAccount(c, _id), _id, now(), auditOf(c));
  return ok(c, { Secret: r.secret, PreviousSecretExpiresAt: r.previousSecretExpiresAt }, ROTATED);
}

async function test(c: Ctx) {
  const { db, now } = c.get('deps');
  const { _id } = await readBody(c, webhookIdSchema);
  return ok(c, await sendTestEvent(db, await subscriptionAccount(c, _id), _id, now()), TEST_QUEUED, 202);
}

async function deliveries(c: Ctx) {
  const { db } = c.get('deps');
  const q = await readQuery(c, webhookDeliveriesQuery);
  return ok(c, await listDeliveries(db, await subscriptionAccount(c, q._id), q._id, q));
}

async function again(c: Ctx) {
  const { db, now } = c.get('deps');
  const { _id } = await readBody(c, webhookIdSchema);
  return ok(c, await redeliver(db, await deliveryAccount(c, _id), _id, now()), REDELIVERY_QUEUED, 202);
}

export function webhookRoutes(r: Router) {
  r.get('WebhookSubscriptions', MANAGE, list);
  r.post('WebhookSubscriptions', MANAGE, create);
  r.put('WebhookSubscriptions', MANAGE, update);
  r.delete('WebhookSubscriptions', MANAGE, remove);
  r.post('WebhookSubscriptions/RotateSecret', MANAGE, rotate);
  r.post('WebhookSubscriptions/Test', MANAGE, test);
  r.get('WebhookDeliveries', MANAGE, deliveries);
  r.post('WebhookDeliveries/Redeliver', MANAGE, again);
}
