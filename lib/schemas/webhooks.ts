// Webhook subscriptions of the merchant API: one set of rules for the portal's
// form (/ApiWebhooks), the portal's courier API calls (routes/webhooks.ts) and
// the merchant API's v1/webhooks. Field names are the courier API's own.
// Client-safe: no server imports (courier-api/db/schema.ts uses these lists).
import * as yup from 'yup';
import { str, text } from './common';
import { API_KEY_MODES, type ApiKeyMode } from './api-keys';
import { listQuery } from './list-query';
import { recordId } from './service-types';

export const WEBHOOK_EVENTS = [
  'shipment.created',
  'shipment.status_changed',
  'shipment.delivered',
  'shipment.exception',
  'shipment.cancelled',
  'pickup.status_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** A subscription is live or test, like the key that manages it. */
export const WEBHOOK_MODES = API_KEY_MODES;
export type WebhookMode = ApiKeyMode;

export const MAX_WEBHOOK_URL = 2000;
export const MAX_WEBHOOK_DESCRIPTION = 200;
/** Subscriptions per account (live and test mode count apart): enough for every system of a shop. */
export const MAX_SUBSCRIPTIONS = 20;

const URL_HTTP = 'Url must be an http:// or https:// address.';
const EVENTS_UNKNOWN =
  'Events may contain only shipment.created, shipment.status_changed, shipment.delivered, shipment.exception, shipment.cancelled and pickup.status_changed.';
const EVENTS_REQUIRED = 'Please choose at least one event.';

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const url = () =>
  str('Url')
    .max(MAX_WEBHOOK_URL, `Url must be at most ${MAX_WEBHOOK_URL} characters.`)
    .test('http', URL_HTTP, (v) => v === undefined || v === '' || isHttpUrl(v))
    .meta({ description: 'Where the events are POSTed: an http(s) address on the public internet.', example: 'https://shop.example/webhooks/saqr' });

const events = () =>
  yup
    .array()
    .typeError('Events must be a list of event types.')
    .of(str('Event').required(EVENTS_UNKNOWN).oneOf(WEBHOOK_EVENTS, EVENTS_UNKNOWN))
    // An event ticked twice counts once.
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v)] : v))
    .min(1, EVENTS_REQUIRED)
    .meta({ description: 'The event types to send.', example: ['shipment.status_changed', 'shipment.delivered'] });

const description = () => text('Description', MAX_WEBHOOK_DESCRIPTION).meta({ description: 'A note for your team (at most 200 characters).' });

const mode = () =>
  str('Mode', 'lower').oneOf(WEBHOOK_MODES, 'Mode must be live or test.').default('live').meta({
    description: 'live: the account’s real shipments; test: its sandbox (test-mode keys).',
  });

/** The fields of a new subscription (v1/webhooks takes these; its mode is the key's). */
export const webhookCreateFields = {
  Url: url().required('Url is required.'),
  Events: events().required(EVENTS_REQUIRED),
  Description: description().default(''),
};

/** POST WebhookSubscriptions (portal): the fields and the mode. */
export const webhookCreateSchema = yup.object({ ...webhookCreateFields, Mode: mode() });
export type WebhookCreateInput = yup.InferType<typeof webhookCreateSchema>;

/** What an update may change; a field left out stays as it is. Active true re-enables a disabled subscription. */
export const webhookUpdateFields = {
  Url: url().optional(),
  Events: events().optional().default(undefined),
  Description: description().optional(),
  Active: yup.boolean().typeError('Active must be true or false.').optional().meta({ description: 'false pauses deliveries; true resumes them.' }),
};

/** PUT WebhookSubscriptions (portal): `_id` and the fields to change. */
export const webhookUpdateSchema = yup.object({ _id: recordId(), ...webhookUpdateFields });
export type WebhookUpdateInput = yup.InferType<typeof webhookUpdateSchema>;

/** The body of DELETE WebhookSubscriptions, RotateSecret, Test and WebhookDeliveries/Redeliver. */
export const webhookIdSchema = yup.object({ _id: recordId() });

/** GET WebhookSubscriptions?Mode=. */
export const webhookListQuery = yup.object({ Mode: mode() });

/** GET WebhookDeliveries?_id=&page=&limit= (the subscription's delivery log, newest first). */
export const webhookDeliveriesQuery = listQuery({ pageSize: 20 }).shape({ _id: recordId() });

/** A subscription as every API answers it: never its secret (shown once at creation and rotation). */
export interface WebhookSubscriptionView {
  _id: string;
  Url: string;
  Events: WebhookEventType[];
  Description: string;
  Active: boolean;
  /** Why it stopped (every retry of a delivery failed for 24 hours); null when active or paused by a person. */
  DisabledReason: string | null;
  Mode: WebhookMode;
  /** The signing secret's last 4 characters. */
  SecretHint: string;
  /** Until when the secret before the last rotation still signs (a second v1=), or null. */
  PreviousSecretExpiresAt: string | null;
  CreatedAt: string;
  UpdatedAt: string;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One delivery of one event to one subscription, with its latest attempt. */
export interface WebhookDeliveryView {
  _id: string;
  EventId: string;
  EventType: string;
  /** pending (waiting for its first or next attempt), delivered, or failed (gave up after 24 hours). */
  Status: WebhookDeliveryStatus;
  Attempts: number;
  LastStatusCode: number | null;
  LastLatencyMs: number | null;
  LastError: string | null;
  /** The first 2 KB of the receiver's last answer. */
  LastResponse: string | null;
  LastAttemptAt: string | null;
  NextAttemptAt: string | null;
  DeliveredAt: string | null;
  CreatedAt: string;
  /** The JSON body sent (the same on every attempt). */
  Request: unknown;
}

export interface WebhookDeliveryList {
  Deliveries: WebhookDeliveryView[];
  Total: number;
  Page: number;
  Limit: number;
}
