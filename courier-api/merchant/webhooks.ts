// /v1 webhook subscriptions (scope Manage_Sub_Users) through the same
// service as the portal's screen (services/webhooks/subscriptions.ts). The
// key's mode picks the account: a live key manages live subscriptions, a
// test key its sandbox's. Another account's subscription is not found.
import { webhookCreateFields, webhookUpdateFields } from '@/lib/schemas/webhooks';
import * as yup from 'yup';
import { idPath, v1DeliveriesQuery } from '@/lib/schemas/merchant';
import { v1WebhookCreatedSchema, v1WebhookDeliverySchema, v1WebhookSchema, v1WebhookSecretSchema } from '@/lib/schemas/answers/merchant';
import type { Ctx } from '../context';
import type { WebhookEvent } from '../db/schema';
import { ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { CREATED, DELETED, REDELIVERY_QUEUED, ROTATED, SAVED, TEST_QUEUED } from '../routes/webhooks';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listDeliveries,
  listSubscriptions,
  redeliver,
  rotateSecret,
  sendTestEvent,
  subscriptionCtx,
  updateSubscription,
} from '../services/webhooks/subscriptions';
import { keyCaller, listAnswer, readParams } from './common';
import { decodeCursor, encodeCursor } from './cursor';
import { v1Doc, type V1Doc } from './doc';
import { auditOf } from '../services/audit-trail';

const MANAGE = { permission: 'Manage_Sub_Users' } as const;
const TAG = 'Webhooks';
const DELIVERIES = 'deliveries';
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;


const createBody = yup.object(webhookCreateFields);
const updateBody = yup.object(webhookUpdateFields);

const accountOf = (c: Ctx) => keyCaller(c).account.id;

async function list(c: Ctx) {
  const { db, now } = c.get('deps');
  // At most 20 per account (MAX_SUBSCRIPTIONS): always one page.
  return listAnswer(c, await listSubscriptions(db, accountOf(c), now()), null);
}

async function create(c: Ctx) {
  const { db } = c.get('deps');
  const { user, account } = keyCaller(c);
  const input = await readBody(c, createBody);
  const { subscription, secret } = await createSubscription(
    db,
    { accountId: account.id, userId: user.id, url: input.Url, events: input.Events as WebhookEvent[], description: input.Description },
    subscriptionCtx(c.get('deps')),
    auditOf(c),
  );
  return ok(c, { ...subscription, Secret: secret }, CREATED, 201);
}

async function get(c: Ctx) {
  const { id } = await readParams(c, idPath);
  return ok(c, await getSubscription(c.get('deps').db, accountOf(c), id, c.get('deps').now()));
}

async function update(c: Ctx) {
  const { id } = await readParams(c, idPath);
  const input = await readBody(c, updateBody);
  const view = await updateSubscription(
    c.get('deps').db,
    accountOf(c),
    id,
    { url: input.Url, events: input.Events as WebhookEvent[] | undefined, description: input.Description, active: input.Active },
    subscriptionCtx(c.get('deps')),
    auditOf(c),
  );
  return ok(c, view, SAVED);
}

async function remove(c: Ctx) {
  const { id } = await readParams(c, idPath);
  return ok(c, await deleteSubscription(c.get('deps').db, accountOf(c), id, auditOf(c)), DELETED);
}

async function rotate(c: Ctx) {
  const { db, now } = c.get('deps');
  const { id } = await readParams(c, idPath);
  const { secret, previousSecretExpiresAt } = await rotateSecret(db, accountOf(c), id, now(), auditOf(c));
  return ok(c, { Secret: secret, PreviousSecretExpiresAt: previousSecretExpiresAt }, ROTATED);
}

async function test(c: Ctx) {
  const { db, now } = c.get('deps');
  const { id } = await readParams(c, idPath);
  return ok(c, await sendTestEvent(db, accountOf(c), id, now()), TEST_QUEUED, 202);
}

async function deliveries(c: Ctx) {
  const { id } = await readParams(c, idPath);
  const { limit, cursor } = await readQuery(c, v1DeliveriesQuery);
  const page = Number(decodeCursor(DELIVERIES, cursor, PAGE_NUMBER) ?? 1);
  const log = await listDeliveries(c.get('deps').db, accountOf(c), id, { page, limit });
  const more = page * limit < log.Total;
  return listAnswer(c, log.Deliveries, more ? encodeCursor(DELIVERIES, String(page + 1)) : null);
}

async function sendAgain(c: Ctx) {
  const { db, now } = c.get('deps');
  const { id } = await readParams(c, idPath);
  return ok(c, await redeliver(db, accountOf(c), id, now()), REDELIVERY_QUEUED, 202);
}

const keyed = (doc: V1Doc) => ({ credential: 'apiKey' as const, doc: v1Doc(doc) });

export function webhookV1Routes(r: Router) {
  r.get('v1/webhooks', MANAGE, list, keyed({ operationId: 'listWebhooks', summary: 'List webhook subscriptions', tag: TAG, response: v1WebhookSchema, paginated: true }));
  r.post(
    'v1/webhooks',
    MANAGE,
    create,
    keyed({
      operationId: 'createWebhook',
      summary: 'Subscribe to events',
      description:
        "Events are POSTed to the URL as JSON, signed in the Saqr-Signature header (t=…,v1=…: HMAC-SHA256 with the secret over \"<t>.<raw body>\"). The secret is in this answer only. The URL must be public http(s). At most 20 subscriptions per mode.",
      tag: TAG,
      body: createBody,
      response: v1WebhookCreatedSchema,
      status: 201,
      errors: [409, 422],
      example: { Url: 'https://shop.example/webhooks/saqr', Events: ['shipment.status_changed', 'shipment.delivered'], Description: 'Order system' },
    }),
  );
  r.get('v1/webhooks/:id', MANAGE, get, keyed({ operationId: 'getWebhook', summary: 'Get a webhook subscription', tag: TAG, params: idPath, response: v1WebhookSchema }));
  r.post(
    'v1/webhooks/:id',
    MANAGE,
    update,
    keyed({
      operationId: 'updateWebhook',
      summary: 'Change a webhook subscription',
      description: 'Only the fields sent change. `Active: true` resumes a subscription that was paused or disabled after failing for 24 hours.',
      tag: TAG,
      params: idPath,
      body: updateBody,
      response: v1WebhookSchema,
      errors: [422],
      example: { Events: ['shipment.delivered'], Active: true },
    }),
  );
  r.delete('v1/webhooks/:id', MANAGE, remove, keyed({ operationId: 'deleteWebhook', summary: 'Delete a webhook subscription', description: 'With its delivery log.', tag: TAG, params: idPath, response: v1WebhookSchema }));
  r.post(
    'v1/webhooks/:id/rotate_secret',
    MANAGE,
    rotate,
    keyed({
      operationId: 'rotateWebhookSecret',
      summary: 'Rotate the signing secret',
      description: 'A new secret, shown only now. For 24 hours each delivery carries a second v1= signed with the previous one, so you can switch without missing an event.',
      tag: TAG,
      params: idPath,
      response: v1WebhookSecretSchema,
    }),
  );
  r.post(
    'v1/webhooks/:id/test',
    MANAGE,
    test,
    keyed({
      operationId: 'sendWebhookTest',
      summary: 'Send a test event',
      description: 'Queues a delivery of the subscription\'s first event type with a sample object and `"test": true`.',
      tag: TAG,
      params: idPath,
      response: v1WebhookDeliverySchema,
      status: 202,
      errors: [409],
    }),
  );
  r.get(
    'v1/webhooks/:id/deliveries',
    MANAGE,
    deliveries,
    keyed({
      operationId: 'listWebhookDeliveries',
      summary: 'List deliveries',
      description: 'The delivery log, newest first: each event sent, its attempts and your endpoint\'s last answer.',
      tag: TAG,
      params: idPath,
      query: v1DeliveriesQuery,
      response: v1WebhookDeliverySchema,
      paginated: true,
    }),
  );
  r.post(
    'v1/webhooks/deliveries/:id/redeliver',
    MANAGE,
    sendAgain,
    keyed({
      operationId: 'redeliverWebhook',
      summary: 'Send a delivery again',
      description: 'The same event (same id) is queued again, with a fresh 24-hour retry window.',
      tag: TAG,
      params: idPath,
      response: v1WebhookDeliverySchema,
      status: 202,
      errors: [409],
    }),
  );
}
