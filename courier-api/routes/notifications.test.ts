// Receiver notifications (issue 16): a scan queues the receiver's messages in
// its own transaction, and the one outbox worker sends them to a real SMTP
// listener and to real local HTTP receivers standing for the SMS (a
// Twilio-compatible API) and WhatsApp (the signed-webhook adapter) providers.
// The right message to the right person in the right language, once; quiet
// hours; a disabled event; "do not notify"; no settings, no sending; retries;
// and a worker stopped and started again loses and duplicates nothing.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@/lib/schemas/notifications';
import { deliveryCodes, events, outbox, shipmentFollowers, shipments } from '../db/schema';
import { saveNotificationSettings } from '../services/notifications/settings';
import { afterQuietHours, isQuiet } from '../services/notifications/quiet-hours';
import type { NotifySettings } from '../services/notifications/providers';
import { recordScansIn } from '../services/operations/scan-events';
import { drainOutbox, type WorkerOptions } from '../services/webhooks/worker';
import { startOutboxWorker } from '../services/webhooks/runner';
import { startReceiver, type Receiver } from '../services/webhooks/test-support';
import { queryRows, useTestApi } from '../test-utils';
import { HOUR, makeShipments, NOW } from './operations-fixtures';
import { startSmtp, type SmtpFixture } from './smtp-fixture';

// Monday 23 November 2026, 10:30 in Dubai.
const { t, tokens } = useTestApi({ now: NOW, logins: { admin: 'admin' } });
let smtp: SmtpFixture;
let smsApi: Receiver;
let whatsappHook: Receiver;
let accountId: string;

const WHATSAPP_SECRET = 'whsec_notify_test';

beforeAll(async () => {
  smtp = await startSmtp();
  smsApi = await startReceiver('');
  whatsappHook = await startReceiver('/whatsapp');
  whatsappHook.secrets = [WHATSAPP_SECRET];
  whatsappHook.now = () => t.clock.now;
  const [row] = await queryRows<{ id: string }>(t.database, sql`select a.id from accounts a join users u on u.account_id = a.id where u.username = 'alnoor'`);
  accountId = row!.id;
});
afterAll(async () => {
  await smtp?.close();
  await smsApi?.close();
  await whatsappHook?.close();
});
afterEach(async () => {
  if (t.clock.now.getTime() !== NOW.getTime()) {
    t.clock.now = NOW;
    tokens.admin = await t.login('admin');
  }
  smtp.received.length = 0;
  smsApi.received.length = 0;
  whatsappHook.received.length = 0;
  smsApi.respond = () => 201;
  await t.database.db.delete(outbox);
  await t.database.db.execute(sql`delete from notification_settings`);
});

const notify = (): NotifySettings => ({
  sms: { kind: 'twilio', baseUrl: smsApi.url, accountSid: 'AC_test', authToken: 'token_test', from: '+97140000000' },
  whatsapp: { kind: 'webhook', url: whatsappHook.url, secret: WHATSAPP_SECRET },
});
const worker = (extra: Partial<WorkerOptions> = {}): WorkerOptions => ({
  db: t.database.db,
  now: () => t.clock.now,
  webhooks: { allowPrivate: true, concurrency: 4 },
  mail: smtp.settings,
  notify: notify(),
  random: () => 0.5,
  ...extra,
});
const drain = (extra: Partial<WorkerOptions> = {}) => drainOutbox(worker(extra));

const settings = (events: Partial<NotificationSettings['events']>, extra: Partial<NotificationSettings> = {}) =>
  saveNotificationSettings(t.database.db, accountId, { ...DEFAULT_NOTIFICATION_SETTINGS, ...extra, events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, ...events } }, null, t.clock.now);

/** Shipments of the postpaid account, with a receiver who has a phone and an email. */
async function parcels(n: number, receiver: { name?: string; phone?: string | null; email?: string | null; doNotNotify?: boolean } = {}) {
  const awbs = await makeShipments(t, n, { accountId, createdAt: new Date(t.clock.now.getTime() - HOUR) });
  for (const [i, awb] of awbs.entries()) {
    await t.database.db
      .update(shipments)
      .set({
        receiverName: receiver.name ?? 'Omar Khalid',
        receiverPhone: receiver.phone === undefined ? `050 123 ${String(4000 + i).padStart(4, '0')}` : receiver.phone,
        receiverEmail: receiver.email === undefined ? `omar.${i}@example.com` : receiver.email,
        doNotNotify: receiver.doNotNotify ?? false,
      })
      .where(eq(shipments.awbNo, awb));
  }
  return awbs;
}

const scan = (awbs: string[], code: string) => t.call('POST', 'ScanEvents', { token: tokens.admin, body: { AirWayBillNos: awbs, StatusCode: code } });

const rows = () =>
  queryRows<{ channel: string; kind: string; recipient: string; locale: string; status: string; secret: string | null; next_attempt_at: Date | string; attempts: number; last_error: string | null }>(
    t.database,
    sql`select channel, kind, recipient, locale, status, secret, next_attempt_at, attempts, last_error from outbox where channel <> 'webhook' order by kind, channel, recipient`,
  );

describe('a scan tells the receiver', () => {
  it('sends the right message to the right person on each channel the account chose, once', async () => {
    await settings({ picked_up: ['email', 'sms', 'whatsapp'] });
    const [awb] = await parcels(1);
    expect((await scan([awb!], 'PICKED_UP')).status).toBe(200);

    const queued = await rows();
    expect(queued.map((r) => [r.kind, r.channel, r.recipient, r.locale, r.status])).toEqual([
      ['picked_up', 'email', 'omar.0@example.com', 'en', 'pending'],
      ['picked_up', 'sms', '+971501234000', 'en', 'pending'],
      ['picked_up', 'whatsapp', '+971501234000', 'en', 'pending'],
    ]);

    expect(await drain()).toMatchObject({ claimed: 3, delivered: 3, retrying: 0, failed: 0 });
    // Email: to the receiver, with the AWB and the tracking link, text and HTML.
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['omar.0@example.com']);
    expect(mail.subject).toContain(awb);
    expect(mail.text).toContain(awb);
    expect(mail.text).toContain(`/?track=${awb}`);
    expect(mail.html).toContain(awb);
    // SMS: the Twilio-compatible Messages resource, form-encoded, with Basic auth.
    expect(smsApi.received).toHaveLength(1);
    const sms = smsApi.received[0]!;
    expect(sms.headers.authorization).toBe(`Basic ${Buffer.from('AC_test:token_test').toString('base64')}`);
    expect(sms.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sms.body);
    expect(form.get('To')).toBe('+971501234000');
    expect(form.get('From')).toBe('+97140000000');
    expect(form.get('Body')).toContain(awb);
    // WhatsApp: the generic signed webhook.
    expect(whatsappHook.received).toHaveLength(1);
    const wa = whatsappHook.received[0]!;
    expect(wa.verifiedWith).toBe(WHATSAPP_SECRET);
    expect(wa.json).toMatchObject({ channel: 'whatsapp', to: '+971501234000', kind: 'picked_up', awb, locale: 'en' });
    expect((wa.json as unknown as { text: string }).text).toContain(awb);

    // Scanned again (a repeated scan): nobody is told twice.
    await scan([awb!], 'PICKED_UP');
    expect(await drain()).toMatchObject({ claimed: 0 });
    expect((await rows()).map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(smtp.received).toHaveLength(1);
  });

  it('writes in Arabic to a receiver whose name is written in Arabic (language "auto"), in English when the account says so', async () => {
    await settings({ picked_up: ['email'] });
    const [ar] = await parcels(1, { name: 'عمر خالد', email: 'omar.ar@example.com' });
    await scan([ar!], 'PICKED_UP');
    await settings({ picked_up: ['email'] }, { locale: 'en' });
    const [en] = await parcels(1, { name: 'عمر خالد', email: 'omar.en@example.com' });
    await scan([en!], 'PICKED_UP');
    expect((await rows()).map((r) => [r.recipient, r.locale])).toEqual([
      ['omar.ar@example.com', 'ar'],
      ['omar.en@example.com', 'en'],
    ]);
    await drain();
    const arabic = smtp.received.find((m) => m.to[0] === 'omar.ar@example.com')!;
    const english = smtp.received.find((m) => m.to[0] === 'omar.en@example.com')!;
    expect(arabic.subject).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.text).toContain(`/ar/?track=${ar}`);
    expect(english.subject).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('sends nothing for an event the account turned off, nor for a shipment marked "do not notify"', async () => {
    await settings({ picked_up: [] });
    const [off] = await parcels(1);
    await scan([off!], 'PICKED_UP');
    expect(await rows()).toEqual([]);
    await settings({ picked_up: ['email', 'sms'] });
    const [quiet] = await parcels(1, { doNotNotify: true });
    await scan([quiet!], 'PICKED_UP');
    expect(await rows()).toEqual([]);
    // Statuses that are no receiver event (in transit) tell nobody either.
    const [moving] = await parcels(1);
    await scan([moving!], 'PICKED_UP');
    await t.database.db.delete(outbox);
    await scan([moving!], 'IN_TRANSIT');
    expect(await rows()).toEqual([]);
    expect(await drain()).toMatchObject({ claimed: 0 });
  });

  it('skips a channel the receiver has no address for (no email, or a phone that is not a phone number)', async () => {
    await settings({ picked_up: ['email', 'sms'] });
    const [awb] = await parcels(1, { phone: '12', email: null });
    await scan([awb!], 'PICKED_UP');
    expect(await rows()).toEqual([]);
  });
});

describe('followers', () => {
  it('tells confirmed followers on their own channel, with an unsubscribe link and without the receiver’s name; not the unconfirmed or unsubscribed', async () => {
    await settings({ picked_up: ['email'] });
    const [awb] = await parcels(1, { name: 'Omar Khalid' });
    const [s] = await t.database.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awbNo, awb!));
    const follower = (address: string, extra: Partial<typeof shipmentFollowers.$inferInsert>) => ({
      shipmentId: s!.id,
      channel: 'email' as const,
      address,
      locale: 'en' as const,
      unsubscribeTokenHash: `hash-${address}`,
      ...extra,
    });
    const [fan] = await t.database.db
      .insert(shipmentFollowers)
      .values([
        follower('fan@example.com', { confirmedAt: t.clock.now }),
        follower('pending@example.com', {}),
        follower('gone@example.com', { confirmedAt: t.clock.now, unsubscribedAt: t.clock.now }),
        follower('+971509998877', { channel: 'sms', confirmedAt: t.clock.now, locale: 'ar' }),
      ])
      .returning({ id: shipmentFollowers.id });
    await scan([awb!], 'PICKED_UP');
    expect((await rows()).map((r) => [r.channel, r.recipient, r.locale])).toEqual([
      ['email', 'fan@example.com', 'en'],
      ['email', 'omar.0@example.com', 'en'],
      ['sms', '+971509998877', 'ar'],
    ]);
    await drain();
    const toFan = smtp.received.find((m) => m.to[0] === 'fan@example.com')!;
    expect(toFan.text).toContain(`/follow/unsubscribe?token=${fan!.id}`);
    expect(toFan.text).not.toContain('Omar');
    const toReceiver = smtp.received.find((m) => m.to[0] === 'omar.0@example.com')!;
    expect(toReceiver.text).not.toContain('/follow/unsubscribe');
    const sms = new URLSearchParams(smsApi.received[0]!.body);
    expect(sms.get('To')).toBe('+971509998877');
    expect(sms.get('Body')).toMatch(/[\u0600-\u06FF]/);
    expect(sms.get('Body')).toContain('/ar/follow/unsubscribe?token=');
    await t.database.db.delete(shipmentFollowers).where(eq(shipmentFollowers.shipmentId, s!.id));
  });
});

describe('quiet hours (21:00–08:00 in Dubai)', () => {
  it('holds SMS and WhatsApp until 08:00, sends email at once', async () => {
    // 22:30 in Dubai.
    t.clock.now = new Date('2026-11-23T18:30:00Z');
    tokens.admin = await t.login('admin');
    expect(isQuiet(t.clock.now)).toBe(true);
    const morning = new Date('2026-11-24T04:00:00Z');
    expect(afterQuietHours(t.clock.now)).toEqual(morning);
    await settings({ picked_up: ['email', 'sms', 'whatsapp'] });
    const [awb] = await parcels(1);
    await scan([awb!], 'PICKED_UP');
    const queued = await rows();
    expect(queued.map((r) => [r.channel, new Date(r.next_attempt_at).toISOString()])).toEqual([
      ['email', t.clock.now.toISOString()],
      ['sms', morning.toISOString()],
      ['whatsapp', morning.toISOString()],
    ]);
    expect(await drain()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smsApi.received).toHaveLength(0);
    // 07:59: still held. 08:00: sent.
    t.clock.now = new Date(morning.getTime() - 60_000);
    expect(await drain()).toMatchObject({ claimed: 0 });
    t.clock.now = morning;
    expect(await drain()).toMatchObject({ claimed: 2, delivered: 2 });
    expect(smsApi.received).toHaveLength(1);
    expect(whatsappHook.received).toHaveLength(1);
  });

  it('sends the delivery code at once even at night, to the receiver only, and forgets the code once sent', async () => {
    t.clock.now = new Date('2026-11-23T19:00:00Z'); // 23:00 in Dubai
    tokens.admin = await t.login('admin');
    await settings({ out_for_delivery: ['sms'] });
    const [awb] = await parcels(1);
    const [s] = await t.database.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awbNo, awb!));
    await scan([awb!], 'AT_DESTINATION');
    await t.database.db.delete(outbox);
    await t.database.db.insert(deliveryCodes).values({ shipmentId: s!.id, code: '482913', createdAt: t.clock.now });
    await scan([awb!], 'OUT_FOR_DELIVERY');
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'out_for_delivery', channel: 'sms', secret: '482913' });
    expect(new Date(row!.next_attempt_at).toISOString()).toBe(t.clock.now.toISOString());
    // The code is in no event.
    const [ev] = await queryRows<{ payload: unknown }>(t.database, sql`select e.payload from events e join outbox o on o.event_id = e.id where o.channel = 'sms'`);
    expect(JSON.stringify(ev!.payload)).not.toContain('482913');
    expect(ev!.payload).toMatchObject({ awb, needsCode: true });

    expect(await drain()).toMatchObject({ delivered: 1 });
    expect(new URLSearchParams(smsApi.received[0]!.body).get('Body')).toContain('482913');
    expect((await rows())[0]).toMatchObject({ status: 'delivered', secret: null });
  });

  it('sends the delivery code by SMS even when the account tells receivers nothing of "out for delivery"', async () => {
    await settings({ out_for_delivery: [] });
    const [awb] = await parcels(1);
    const [s] = await t.database.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awbNo, awb!));
    await t.database.db.insert(deliveryCodes).values({ shipmentId: s!.id, code: '135790', createdAt: t.clock.now });
    await scan([awb!], 'OUT_FOR_DELIVERY');
    expect((await rows()).map((r) => [r.channel, r.secret])).toEqual([['sms', '135790']]);
  });
});

describe('the outbox', () => {
  it('keeps messages of a channel with no settings waiting (visible), and sends them once the channel is set up', async () => {
    await settings({ picked_up: ['email', 'sms'] });
    const [awb] = await parcels(1);
    await scan([awb!], 'PICKED_UP');
    expect(await drain({ mail: undefined, notify: undefined })).toMatchObject({ claimed: 0 });
    expect((await rows()).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(await drain({ notify: undefined })).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await drain()).toMatchObject({ claimed: 1, delivered: 1 });
    expect((await rows()).map((r) => r.status)).toEqual(['delivered', 'delivered']);
  });

  it('retries a provider that fails, with backoff, and records why', async () => {
    await settings({ picked_up: ['sms'] });
    const [awb] = await parcels(1);
    await scan([awb!], 'PICKED_UP');
    smsApi.respond = () => 503;
    expect(await drain()).toMatchObject({ claimed: 1, retrying: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 503' });
    // Full jitter pinned at 0.5: 15 s after the attempt.
    expect(new Date(row!.next_attempt_at).getTime()).toBe(t.clock.now.getTime() + 15_000);
    expect(await drain()).toMatchObject({ claimed: 0 });
    smsApi.respond = () => 201;
    t.clock.now = new Date(t.clock.now.getTime() + 15_000);
    expect(await drain()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smsApi.received).toHaveLength(2);
  });

  it('loses and duplicates nothing when the worker is stopped mid-way and started again', async () => {
    await settings({ picked_up: ['email', 'sms'] });
    const awbs = await parcels(12);
    await scan(awbs, 'PICKED_UP');
    expect(await rows()).toHaveLength(24);
    // Slow SMS: the worker is stopped while deliveries are in flight and rows are claimed ahead.
    smsApi.respond = () => 'hang';
    const first = startOutboxWorker({ ...worker({ webhooks: { allowPrivate: true, concurrency: 2 } }), pollMs: 3600_000 });
    await smsApi.waitFor(1);
    const stopping = first.stop();
    // The requests in flight finish (answered now), nothing more is claimed.
    for (const h of smsApi.hanging.splice(0)) {
      h.res.writeHead(201);
      h.res.end('ok');
    }
    smsApi.respond = () => 201;
    await stopping;
    const second = startOutboxWorker({ ...worker(), pollMs: 20 });
    try {
      await smsApi.waitFor(12);
      for (let i = 0; i < 100 && (await rows()).some((r) => r.status !== 'delivered'); i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await second.stop();
    }
    const all = await rows();
    expect(all.map((r) => r.status)).toEqual(Array(24).fill('delivered'));
    const phones = smsApi.received.map((r) => new URLSearchParams(r.body).get('To'));
    expect(new Set(phones).size).toBe(12);
    expect(phones).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(12);
    expect(smtp.received).toHaveLength(12);
  });

  it('writes nothing when the scan’s transaction rolls back', async () => {
    await settings({ picked_up: ['email'] });
    const [awb] = await parcels(1);
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;
    const before = await count();
    await expect(
      t.database.db.transaction(async (tx) => {
        const r = await recordScansIn(tx, { awbNos: [awb!], code: 'PICKED_UP', location: 'Dubai', remarks: '', deliveredTo: null, exceptionReason: null, occurredAt: t.clock.now, now: t.clock.now });
        expect(r.Updated).toBe(1);
        expect(await tx.select().from(outbox)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows()).toEqual([]);
    expect(await count()).toBe(before);
  });
});
