// The webhook settings a courier API instance runs with (lib/env.ts fills
// them from WEBHOOKS_ALLOW_PRIVATE and OUTBOX_CONCURRENCY; tests set them).
import type { CourierDeps } from '../../context';
import type { Resolver } from './targets';

export interface WebhookSettings {
  /** Allow loopback, private and link-local targets (tests and local development only). */
  allowPrivate: boolean;
  /** Deliveries in flight at once per worker. */
  concurrency?: number;
  /** How a host name is resolved (tests give fixed answers); the system's DNS by default. */
  resolve?: Resolver;
}

/** What the subscription calls need from their caller: the time and the target rules. */
export interface SubscriptionCtx {
  now: Date;
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** A subscription call's context from the API's dependencies. Private targets are refused unless the settings allow them. */
export function subscriptionCtx(deps: Pick<CourierDeps, 'now' | 'webhooks'>): SubscriptionCtx {
  return { now: deps.now(), allowPrivate: deps.webhooks?.allowPrivate ?? false, resolve: deps.webhooks?.resolve };
}
