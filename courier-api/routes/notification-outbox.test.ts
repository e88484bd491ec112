// Admin → Manage Customers → Notifications (issue 16) on a real database:
// the receivers' and followers' messages of the one outbox listed newest
// first, filtered by status and channel, searched by recipient and airway
// bill, with the waiting count per channel; webhook rows never shown; a
// one-time code never in an answer; a failed message sent again (not one
// whose code is gone); Admin only.
import { eq, sql } from 'drizzle-orm';
import type { OutboxNotification } from '@/lib/schemas/notification-outbox';
import { events, outbox, type OutboxChannel, type OutboxStatus } from '../db/schema';
import { queryRows, useTestApi } from '../test-utils';
import { NOTIFICATION_ALREADY_DELIVERED, NOTIFICATION_HAS_CODE, NOTIFICATION_NOT_FOUND } from '../services/notifications/admin-list';
import { QUEUED, QUEUED_MORNING } from './notification-outbox';

// 10:00 in Dubai: outside quiet hours.
const NOW = new Date('2026-03-02T06:00:00.000Z');
const { t, tokens } = useTestApi({
  now: NOW,
  courierDay: true,
  logins: { admin: 'admin', postpaid: 'postpaid', subUser: 'subUser', ops: 'ops', courier: 'courier' },
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SECRET = '731942';

let minute = 0;
interface Message {
  channel: OutboxChannel;
  kind?: string;
  recipient?: string;
  awb: string;
  status?: OutboxStatus;
  secret?: string | null;
  needsCode?: boolean;
  attempts?: number;
  lastError?: string | null;
}

/** An event and its outbox row, written as the enqueue would (a minute after the previous one). */
async function insert(m: Message): Promise<string> {
  const createdAt = new Date(NOW.getTime() - 86_400_000 * 3 + ++minute * 60_000);
  const [event] = await t.database.db
    .insert(events)
    .values({
      type: `notification.${m.kind ?? 'delivered'}`,
      payload: { awb: m.awb, senderName: 'Al Noor Trading LLC', receiverName: 'Aisha Khan', status: 'DELIVERED', destinationCity: 'Dubai', ...(m.needsCode ? { needsCode: true } : {}) },
      createdAt,
    })
    .returning({ id: events.id });
  const failed = m.status === 'failed';
  const [row] = await t.database.db
    .insert(outbox)
    .values({
      channel: m.channel,
      eventId: event!.id,
      kind: m.channel === 'webhook' ? null : (m.kind ?? 'delivered'),
      recipient: m.channel === 'webhook' ? null : m.recipient,
      locale: m.channel === 'webhook' ? null : 'en',
      secret: m.secret ?? null,
      status: m.status ?? 'pending',
      attempts: m.attempts ?? (failed ? 9 : 0),
      lastError: m.lastError ?? (failed ? 'HTTP 503' : null),
      lastStatusCode: failed ? 503 : null,
      lastAttemptAt: failed ? createdAt : null,
      deliveredAt: m.status === 'delivered' ? createdAt : null,
      nextAttemptAt: createdAt,
      createdAt,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

type Page = { Notifications: OutboxNotification[]; Pending: Record<string, number>; Total: number; Page: number; Limit: number };
const list = async (query = '') => {
  const res = await t.call('GET', `NotificationOutbox?limit=100${query}`, { token: tokens.admin });
  expect(res.status).toBe(200);
  return res.json.data as Page;
};
const idsOf = (page: Page) => page.Notifications.map((n) => n._id);
const retry = (_id: string, token = tokens.admin) => t.call('POST', 'NotificationOutbox/Retry', { token, body: { _id } });
const stored = async (id: string) =>
  (await queryRows<{ status: string; attempts: number; next_attempt_at: Date | string; secret: string | null }>(t.database, sql`select status, attempts, next_attempt_at, secret from outbox where id = ${id}`))[0]!;

const m: Record<string, string> = {};
beforeAll(async () => {
  m.emailPending = await insert({ channel: 'email', recipient: 'aisha.khan@example.ae', awb: '71000000011', kind: 'created' });
  m.smsDelivered = await insert({ channel: 'sms', recipient: '+971501110001', awb: '71000000022', status: 'delivered', attempts: 1 });
  m.whatsappFailed = await insert({ channel: 'whatsapp', recipient: '+971501110002', awb: '71000000033', status: 'failed' });
  // The delivery code still on its row (pending), and one whose code was cleared when it failed.
  m.codePending = await insert({ channel: 'sms', recipient: '+971501110003', awb: '71000000044', kind: 'out_for_delivery', needsCode: true, secret: SECRET, lastError: `Provider echoed: your code is ${SECRET}`, attempts: 2 });
  m.codeFailed = await insert({ channel: 'sms', recipient: '+971501110004', awb: '71000000055', kind: 'out_for_delivery', needsCode: true, status: 'failed' });
  m.receiverCode = await insert({ channel: 'email', recipient: 'receiver@example.ae', awb: '71000000066', kind: 'receiver_code', status: 'failed' });
  m.emailFailed = await insert({ channel: 'email', recipient: 'follower@example.ae', awb: '71000000077', kind: 'picked_up', status: 'failed' });
  m.smsFailed = await insert({ channel: 'sms', recipient: '+971501110005', awb: '71000000088', kind: 'failed_attempt', status: 'failed' });
  m.webhook = await insert({ channel: 'webhook', awb: '71000000011' });
});

describe('routes and access', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', 'NotificationOutbox'],
    ['POST', 'NotificationOutbox/Retry', { _id: UNKNOWN_ID }],
  ];

  it('registers every call as Admin only', () => {
    for (const [method, path] of calls) expect(t.api.routeList).toContainEqual({ method, path, access: 'admin' });
  });

  it('refuses visitors (401), customers, sub-users, Ops and couriers (403)', async () => {
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      for (const who of ['postpaid', 'subUser', 'ops', 'courier'] as const) expect((await t.call(method, path, { body, token: tokens[who] })).status).toBe(403);
    }
  });
});

describe('GET NotificationOutbox', () => {
  it('lists email, SMS and WhatsApp messages newest first, never a webhook row', async () => {
    const page = await list();
    const mine = idsOf(page).filter((id) => Object.values(m).includes(id));
    expect(mine).toEqual(Object.values(m).filter((id) => id !== m.webhook).reverse());
    expect(page).toMatchObject({ Page: 1, Limit: 100 });
    expect(page.Total).toBe(page.Notifications.length);
    expect(page.Notifications.every((n) => ['email', 'sms', 'whatsapp'].includes(n.Channel))).toBe(true);

    const failed = page.Notifications.find((n) => n._id === m.whatsappFailed)!;
    expect(failed).toEqual({
      _id: m.whatsappFailed,
      Channel: 'whatsapp',
      Kind: 'delivered',
      Recipient: '+971501110002',
      Awb: '71000000033',
      Locale: 'en',
      Status: 'failed',
      Attempts: 9,
      NextAttemptAt: null,
      LastError: 'HTTP 503',
      LastStatusCode: 503,
      HasCode: false,
      CreatedAt: expect.any(String),
      DeliveredAt: null,
    });
    const pending = page.Notifications.find((n) => n._id === m.emailPending)!;
    expect(pending).toMatchObject({ Status: 'pending', Kind: 'created', NextAttemptAt: pending.CreatedAt, DeliveredAt: null });
    const delivered = page.Notifications.find((n) => n._id === m.smsDelivered)!;
    expect(delivered).toMatchObject({ Status: 'delivered', NextAttemptAt: null, DeliveredAt: delivered.CreatedAt });
    expect(page.Notifications.find((n) => n._id === m.codeFailed)!.HasCode).toBe(true);
    expect(page.Notifications.find((n) => n._id === m.receiverCode)!.HasCode).toBe(true);
  });

  it('never answers a one-time code, nor anything made from it', async () => {
    const res = await t.call('GET', 'NotificationOutbox?limit=100', { token: tokens.admin });
    expect(JSON.stringify(res.json)).not.toContain(SECRET);
    const row = (res.json.data as Page).Notifications.find((n) => n._id === m.codePending)!;
    expect(row.LastError).toBe('Provider echoed: your code is ••••••');
    expect(Object.keys(row).some((k) => /secret|otp|^code$/i.test(k))).toBe(false);
    expect((await stored(m.codePending)).secret).toBe(SECRET);
  });

  it('filters by status and channel', async () => {
    const failed = await list('&status=failed');
    expect(failed.Notifications.every((n) => n.Status === 'failed')).toBe(true);
    expect(idsOf(failed)).toEqual(expect.arrayContaining([m.whatsappFailed, m.codeFailed, m.receiverCode, m.emailFailed, m.smsFailed]));

    const sms = await list('&channel=SMS');
    expect(sms.Notifications.every((n) => n.Channel === 'sms')).toBe(true);
    expect(idsOf(sms)).toEqual(expect.arrayContaining([m.smsDelivered, m.codePending, m.codeFailed, m.smsFailed]));

    const both = await list('&status=delivered&channel=sms');
    expect(idsOf(both)).toContain(m.smsDelivered);
    expect(both.Notifications.every((n) => n.Status === 'delivered' && n.Channel === 'sms')).toBe(true);
  });

  it('searches the recipient and the airway bill', async () => {
    expect(idsOf(await list('&search=71000000011'))).toEqual([m.emailPending]);
    expect(idsOf(await list('&search=000000044'))).toEqual([m.codePending]);
    expect(idsOf(await list('&search=AISHA.KHAN@'))).toEqual([m.emailPending]);
    expect(idsOf(await list('&search=%2B971501110002'))).toEqual([m.whatsappFailed]);
    expect(idsOf(await list('&search=%25'))).toEqual([]);
    expect(idsOf(await list('&search=follower&status=pending'))).toEqual([]);
  });

  it('counts the waiting messages per channel, whatever the filters', async () => {
    const all = await list();
    const waiting = (channel: string) => all.Notifications.filter((n) => n.Status === 'pending' && n.Channel === channel).length;
    expect(all.Pending).toEqual({ email: waiting('email'), sms: waiting('sms'), whatsapp: waiting('whatsapp') });
    expect(all.Pending.email).toBeGreaterThanOrEqual(1);
    expect((await list('&status=failed&search=nobody')).Pending).toEqual(all.Pending);
  });

  it('pages, and refuses a bad filter with a 400', async () => {
    const first = await t.call('GET', 'NotificationOutbox?limit=2', { token: tokens.admin });
    expect(first.json.data.Notifications).toHaveLength(2);
    const second = await t.call('GET', 'NotificationOutbox?limit=2&page=2', { token: tokens.admin });
    expect(second.json.data.Page).toBe(2);
    expect(second.json.data.Notifications[0]._id).not.toBe(first.json.data.Notifications[0]._id);

    const status = await t.call('GET', 'NotificationOutbox?status=sent', { token: tokens.admin });
    expect(status.status).toBe(400);
    expect(status.json).toMatchObject({ message: 'status must be all, pending, delivered, failed.', code: 'STATUS_FILTER' });
    const channel = await t.call('GET', 'NotificationOutbox?channel=webhook', { token: tokens.admin });
    expect(channel.status).toBe(400);
    expect(channel.json).toMatchObject({ message: 'channel must be one of all, email, sms, whatsapp.', code: 'FIELD_ONE_OF' });
  });
});

describe('POST NotificationOutbox/Retry', () => {
  it('sends a failed message again: pending, due now, attempts as they were', async () => {
    const res = await retry(m.emailFailed);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: QUEUED, code: 'NOTIFICATION_QUEUED', data: { _id: m.emailFailed, Status: 'pending', NextAttemptAt: NOW.toISOString() } });
    const row = await stored(m.emailFailed);
    expect(row).toMatchObject({ status: 'pending', attempts: 9 });
    expect(new Date(row.next_attempt_at).toISOString()).toBe(NOW.toISOString());
    const listed = (await list('&search=follower@')).Notifications[0]!;
    expect(listed).toMatchObject({ Status: 'pending', NextAttemptAt: NOW.toISOString(), LastError: 'HTTP 503' });
  });

  it('holds an SMS or WhatsApp sent again in quiet hours until 08:00 Dubai time', async () => {
    t.clock.now = new Date('2026-03-02T18:30:00.000Z'); // 22:30 in Dubai
    try {
      const res = await retry(m.smsFailed!, await t.login('admin'));
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ message: QUEUED_MORNING, code: 'NOTIFICATION_QUEUED_MORNING', data: { NextAttemptAt: '2026-03-03T04:00:00.000Z' } });
    } finally {
      t.clock.now = NOW;
    }
  });

  it('refuses a message whose one-time code is gone, and a code message', async () => {
    for (const id of [m.codeFailed, m.receiverCode]) {
      const res = await retry(id);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: NOTIFICATION_HAS_CODE, code: 'NOTIFICATION_HAS_CODE' });
      expect((await stored(id)).status).toBe('failed');
    }
  });

  it('sends a waiting delivery code now, keeping its code', async () => {
    const res = await retry(m.codePending);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toContain(SECRET);
    expect(await stored(m.codePending)).toMatchObject({ status: 'pending', attempts: 2, secret: SECRET });
  });

  it('refuses a delivered message (409), an unknown one or a webhook row (404), a bad id (400)', async () => {
    const delivered = await retry(m.smsDelivered);
    expect(delivered.status).toBe(409);
    expect(delivered.json).toEqual({ message: NOTIFICATION_ALREADY_DELIVERED, code: 'NOTIFICATION_ALREADY_DELIVERED' });
    for (const id of [UNKNOWN_ID, m.webhook!]) {
      const res = await retry(id);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: NOTIFICATION_NOT_FOUND, code: 'NOTIFICATION_NOT_FOUND' });
    }
    expect((await t.call('POST', 'NotificationOutbox/Retry', { token: tokens.admin, body: { _id: 'nope' } })).status).toBe(400);
    const [webhookRow] = await t.database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, m.webhook!));
    expect(webhookRow!.status).toBe('pending');
  });

  it('refuses a message the worker is sending right now (409)', async () => {
    await t.database.db.update(outbox).set({ lockedUntil: new Date(NOW.getTime() + 60_000) }).where(eq(outbox.id, m.whatsappFailed!));
    const res = await retry(m.whatsappFailed!);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('NOTIFICATION_IN_FLIGHT');
  });
});
