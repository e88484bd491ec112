// Every /v1 operation as data, for the access matrix (matrix.test.ts) and
// the contract test (contract.test.ts): how to call it on Al Noor's records
// (fresh ones for calls that change them), what a key of another account
// (Oasis) sends and gets instead, and the success status. Al Noor's records
// carry markers, so a leak of them into another account's answer is found.
import { PERMISSION_KEYS, type PermissionKey } from '../db/schema';
import type { Method } from '../router';
import { loadServices, typedBody } from '../routes/shipments-fixtures';
import { withWebhookSettings, type WebhookTestApi } from '../services/webhooks/test-support';
import type { TestApi } from '../test-utils';
import { ALNOOR, mintKey, OASIS, v1, type MintedKey } from './fixtures';

/** Monday 23 November 2026, 10:30 in Dubai: pickups on Tuesday the 24th are in range. */
export const NOW = new Date('2026-11-23T06:30:00Z');
/** In every answer about Al Noor's records; never in an answer to Oasis. */
export const ALNOOR_MARK = 'ALNOOR-SECRET';

export interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Prepared extends Call {
  /** What Oasis's key sends (default: the same call) and the status it gets. */
  other: { call?: Call; status: number };
}

export interface Operation {
  operationId: string;
  method: Method;
  /** The route's path, as registered. */
  route: string;
  scope: PermissionKey | null;
  /** The kind of key the call is for. */
  mode: 'live' | 'test';
  status: number;
  prepare(m: MerchantWorld): Promise<Prepared>;
}

export interface MerchantWorld {
  t: TestApi;
  /** The API with private webhook targets allowed (the subscriptions point at 127.0.0.1). */
  w: WebhookTestApi;
  /** Al Noor's keys, every scope: live and test. */
  live: MintedKey;
  test: MintedKey;
  /** Every identifier of Al Noor's records made so far (ids, airway bills, booking numbers). */
  secrets: Set<string>;
  senderAddressId: string;
  serviceId: (code: string) => string;
  newShipment(mode?: 'live' | 'test'): Promise<string>;
  newPickup(): Promise<string>;
  newWebhook(): Promise<string>;
  newDelivery(): Promise<string>;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

export async function openWorld(t: TestApi): Promise<MerchantWorld> {
  const w = withWebhookSettings(t, { allowPrivate: true });
  const live = await mintKey(t, { accountNo: ALNOOR });
  const test = await mintKey(t, { accountNo: ALNOOR, mode: 'test' });
  const serviceId = await loadServices(t);
  const token = await t.login('postpaid');
  const address = await t.call('POST', 'addresses', {
    token,
    body: { Name: 'Fatima Al Mansoori', Company: 'Al Noor Trading LLC', Phone: '+971501112233', AddressLine1: 'Warehouse 12, Al Quoz 3', City: 'DXB' },
  });
  if (address.status !== 201) throw new Error(`address: ${JSON.stringify(address.json)}`);
  const secrets = new Set<string>([address.json.data._id]);
  const expect2xx = (what: string, res: { status: number; json: any }) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.data;
  };
  const world: MerchantWorld = {
    t,
    w,
    live,
    test,
    secrets,
    senderAddressId: address.json.data._id,
    serviceId,
    async newShipment(mode = 'live') {
      const body = typedBody(serviceId, { Reference: unique(ALNOOR_MARK) });
      const key = mode === 'live' ? live.key : test.key;
      const data = expect2xx('shipment', await v1(w.api, 'POST', 'shipments', { key, body, headers: { 'idempotency-key': unique('ship') } }));
      secrets.add(data.AirWayBillNo).add(data._id);
      return data.AirWayBillNo as string;
    },
    async newPickup() {
      const data = expect2xx('pickup', await v1(w.api, 'POST', 'pickups', { key: live.key, body: pickupBody(world.senderAddressId), headers: { 'idempotency-key': unique('pickup') } }));
      secrets.add(data._id).add(data.BookingNo);
      return data._id as string;
    },
    async newWebhook() {
      const data = expect2xx('webhook', await v1(w.api, 'POST', 'webhooks', { key: live.key, body: webhookBody() }));
      secrets.add(data._id);
      return data._id as string;
    },
    async newDelivery() {
      const id = await world.newWebhook();
      const data = expect2xx('delivery', await v1(w.api, 'POST', `webhooks/${id}/test`, { key: live.key }));
      secrets.add(data._id).add(data.EventId);
      return data._id as string;
    },
  };
  return world;
}

export const pickupBody = (addressId: string) => ({
  AddressId: addressId,
  PickupDate: '2026-11-24',
  PickupWindowStart: '10:00',
  PickupWindowEnd: '14:00',
  Pieces: 2,
  WeightKg: 4.5,
  Remarks: ALNOOR_MARK,
});

// Port 9 (discard): nothing is delivered in these tests, no worker runs.
const webhookBody = () => ({ Url: `http://127.0.0.1:9/${unique('alnoor-hook')}`, Events: ['shipment.delivered'], Description: ALNOOR_MARK });

const idem = () => ({ 'idempotency-key': unique('idem') });
const NOT_FOUND = { status: 404 };

/** Every /v1 operation but GET openapi.json (public: contract.test.ts reads it). */
export const OPERATIONS: Operation[] = [
  {
    operationId: 'quoteRates', method: 'POST', route: 'v1/rates', scope: null, mode: 'live', status: 200,
    prepare: async () => ({ path: 'rates', body: { OriginCity: 'DXB', DestinationCity: 'AUH', Pieces: [{ Weight: 2 }] }, other: { status: 200 } }),
  },
  {
    operationId: 'trackShipment', method: 'GET', route: 'v1/tracking/:awb', scope: null, mode: 'live', status: 200,
    prepare: async (m) => ({ path: `tracking/${await m.newShipment()}`, other: NOT_FOUND }),
  },
  {
    operationId: 'createShipment', method: 'POST', route: 'v1/shipments', scope: 'Airway_Bill_Generation', mode: 'live', status: 201,
    prepare: async (m) => {
      const headers = idem();
      const fromBook = { ...typedBody(m.serviceId, { Reference: unique(ALNOOR_MARK) }), Sender: undefined, SenderAddressId: m.senderAddressId };
      // Oasis names Al Noor's address: it is not in Oasis's book.
      return { path: 'shipments', body: fromBook, headers, other: { status: 400 } };
    },
  },
  {
    operationId: 'listShipments', method: 'GET', route: 'v1/shipments', scope: 'Air_Way_bill_history', mode: 'live', status: 200,
    prepare: async (m) => {
      await m.newShipment();
      return { path: 'shipments?limit=100', other: { status: 200 } };
    },
  },
  {
    operationId: 'getShipment', method: 'GET', route: 'v1/shipments/:awb', scope: 'Air_Way_bill_history', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `shipments/${await m.newShipment()}`, other: NOT_FOUND }),
  },
  {
    operationId: 'cancelShipment', method: 'POST', route: 'v1/shipments/:awb/cancel', scope: 'Airway_Bill_Generation', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `shipments/${await m.newShipment()}/cancel`, body: { Reason: 'Order cancelled' }, other: NOT_FOUND }),
  },
  {
    operationId: 'getShipmentLabel', method: 'GET', route: 'v1/shipments/:awb/label', scope: 'Print_Airway_Bill', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `shipments/${await m.newShipment()}/label?size=4x6`, other: NOT_FOUND }),
  },
  {
    operationId: 'schedulePickup', method: 'POST', route: 'v1/pickups', scope: 'Pickup_Request', mode: 'live', status: 201,
    prepare: async (m) => ({ path: 'pickups', body: pickupBody(m.senderAddressId), headers: idem(), other: NOT_FOUND }),
  },
  {
    operationId: 'getPickup', method: 'GET', route: 'v1/pickups/:id', scope: 'Pickup_History', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `pickups/${await m.newPickup()}`, other: NOT_FOUND }),
  },
  {
    operationId: 'cancelPickup', method: 'POST', route: 'v1/pickups/:id/cancel', scope: 'Pickup_History', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `pickups/${await m.newPickup()}/cancel`, body: { Reason: 'Not ready' }, other: NOT_FOUND }),
  },
  {
    operationId: 'listWebhooks', method: 'GET', route: 'v1/webhooks', scope: 'Manage_Sub_Users', mode: 'live', status: 200,
    prepare: async (m) => {
      await m.newWebhook();
      return { path: 'webhooks', other: { status: 200 } };
    },
  },
  {
    operationId: 'createWebhook', method: 'POST', route: 'v1/webhooks', scope: 'Manage_Sub_Users', mode: 'live', status: 201,
    // Oasis makes its own: nothing of Al Noor's is in the answer.
    prepare: async () => ({ path: 'webhooks', body: webhookBody(), other: { call: { path: 'webhooks', body: { ...webhookBody(), Description: 'oasis' } }, status: 201 } }),
  },
  {
    operationId: 'getWebhook', method: 'GET', route: 'v1/webhooks/:id', scope: 'Manage_Sub_Users', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `webhooks/${await m.newWebhook()}`, other: NOT_FOUND }),
  },
  {
    operationId: 'updateWebhook', method: 'POST', route: 'v1/webhooks/:id', scope: 'Manage_Sub_Users', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `webhooks/${await m.newWebhook()}`, body: { Events: ['shipment.delivered', 'shipment.exception'], Active: false }, other: NOT_FOUND }),
  },
  {
    operationId: 'deleteWebhook', method: 'DELETE', route: 'v1/webhooks/:id', scope: 'Manage_Sub_Users', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `webhooks/${await m.newWebhook()}`, other: NOT_FOUND }),
  },
  {
    operationId: 'rotateWebhookSecret', method: 'POST', route: 'v1/webhooks/:id/rotate_secret', scope: 'Manage_Sub_Users', mode: 'live', status: 200,
    prepare: async (m) => ({ path: `webhooks/${await m.newWebhook()}/rotate_secret`, other: NOT_FOUND }),
  },
  {
    operationId: 'sendWebhookTest', method: 'POST', route: 'v1/webhooks/:id/test', scope: 'Manage_Sub_Users', mode: 'live', status: 202,
    prepare: async (m) => ({ path: `webhooks/${await m.newWebhook()}/test`, other: NOT_FOUND }),
  },
  {
    operationId: 'listWebhookDeliveries', method: 'GET', route: 'v1/webhooks/:id/deliveries', scope: 'Manage_Sub_Users', mode: 'live', status: 200,
    prepare: async (m) => {
      const id = await m.newWebhook();
      await v1(m.w.api, 'POST', `webhooks/${id}/test`, { key: m.live.key });
      return { path: `webhooks/${id}/deliveries`, other: NOT_FOUND };
    },
  },
  {
    operationId: 'redeliverWebhook', method: 'POST', route: 'v1/webhooks/deliveries/:id/redeliver', scope: 'Manage_Sub_Users', mode: 'live', status: 202,
    prepare: async (m) => ({ path: `webhooks/deliveries/${await m.newDelivery()}/redeliver`, other: NOT_FOUND }),
  },
  {
    operationId: 'simulateScan', method: 'POST', route: 'v1/test/shipments/:awb/scan', scope: null, mode: 'test', status: 200,
    prepare: async (m) => ({ path: `test/shipments/${await m.newShipment('test')}/scan`, body: { StatusCode: 'PICKED_UP' }, other: NOT_FOUND }),
  },
];

/** The keys each row of the matrix calls with, for an operation's mode. */
export async function keysFor(t: TestApi, mode: 'live' | 'test', scope: PermissionKey | null) {
  const [revoked, expired, withoutScope, other] = await Promise.all([
    mintKey(t, { accountNo: ALNOOR, mode, revoked: true }),
    mintKey(t, { accountNo: ALNOOR, mode, expiresAt: new Date(t.clock.now.getTime() - 1000) }),
    // Every scope but the one the call needs (none at all for a call any key may make).
    mintKey(t, { accountNo: ALNOOR, mode, scopes: scope ? PERMISSION_KEYS.filter((s) => s !== scope) : [] }),
    mintKey(t, { accountNo: OASIS, mode }),
  ]);
  return { revoked: revoked.key, expired: expired.key, withoutScope: withoutScope.key, other: other.key };
}
