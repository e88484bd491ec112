// Following a shipment from its tracking page (issue 16): the confirmation
// link by email, the code by SMS, one-click unsubscribe and the rate limits,
// on a real database. What leaves the system is read from the outbox.
import { eq, sql } from 'drizzle-orm';
import { CONFIRM_LINK_INVALID, UNSUBSCRIBE_LINK_INVALID } from '@/lib/schemas/follow';
import { DEMO_TRACKING } from '../db/seed';
import { shipmentFollowers, shipments } from '../db/schema';
import { saveNotificationSettings } from '../services/notifications/settings';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@/lib/schemas/notifications';
import {
  CODE_BURNT,
  CODE_MISSING,
  CODE_WRONG,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_TTL_MS,
  FOLLOW_CODE_SENT,
  FOLLOW_CONFIRMED_EMAIL,
  FOLLOW_CONFIRMED_SMS,
  FOLLOW_EMAIL_SENT,
  FOLLOW_FINISHED,
  FOLLOW_NOT_OFFERED,
  FOLLOW_UNSUBSCRIBED,
  followerUnsubscribeUrl,
} from '../services/notifications/follow';
import { queryRows, useTestApi } from '../test-utils';
import { FOLLOW_LIMITS } from './follow';

const SITE = 'https://saqr.test';
const { t } = useTestApi({ mail: { transport: null, siteUrl: SITE } });

interface Message {
  channel: string;
  kind: string;
  recipient: string;
  locale: string;
  secret: string | null;
  payload: Record<string, unknown>;
}

/** The follow messages queued for a shipment, oldest first. */
const messagesOf = (awb: string) =>
  queryRows<Message>(
    t.database,
    sql`select o.channel, o.kind, o.recipient, o.locale, o.secret, e.payload
        from outbox o join events e on e.id = o.event_id join shipments s on s.id = o.shipment_id
        where s.awb_no = ${awb} and o.kind in ('follow_confirm', 'follow_code')
        order by o.created_at, e.created_at`,
  );

const followersOf = async (awb: string) => {
  const [s] = await t.database.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awbNo, awb));
  return t.database.db.select().from(shipmentFollowers).where(eq(shipmentFollowers.shipmentId, s!.id));
};

const count = async (table: 'shipment_followers' | 'outbox' | 'one_time_codes') =>
  Number((await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);

/** Shipments still on their way (followable), handed out one per test so rate limits and codes never meet. */
let followable: string[] = [];
const nextAwb = () => {
  const awb = followable.shift();
  if (!awb) throw new Error('Out of followable demo shipments');
  return awb;
};
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const follow = (body: Record<string, unknown>, ip = nextIp()) => t.call('POST', 'Follow', { body: { Locale: 'en', ...body }, ip });
const confirm = (Token: string, ip = nextIp()) => t.call('POST', 'Follow/Confirm', { body: { Token }, ip });
const verify = (body: Record<string, unknown>, ip = nextIp()) => t.call('POST', 'Follow/Verify', { body, ip });
const unsubscribe = (Token: string, ip = nextIp()) => t.call('POST', 'Follow/Unsubscribe', { body: { Token }, ip });

const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token')!;

/** Runs `fn` with the clock moved on by `ms`, then puts it back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const saved = t.clock.now;
  t.clock.now = new Date(saved.getTime() + ms);
  try {
    return await fn();
  } finally {
    t.clock.now = saved;
  }
}

beforeAll(async () => {
  // Most demo shipments are delivered: put a few delivered ones back on the road, so each test has its own.
  await t.database.db.execute(sql`
    update shipments set status = 'IN_TRANSIT', progress = 2
    where awb_no in (select awb_no from shipments where status = 'DELIVERED' and awb_no <> ${DEMO_TRACKING.deliveredInternational} order by awb_no limit 40)`);
  const rows = await queryRows<{ awb_no: string }>(
    t.database,
    sql`select awb_no from shipments where status not in ('DELIVERED', 'RETURNED', 'CANCELLED') and not do_not_notify order by awb_no`,
  );
  followable = rows.map((r) => r.awb_no).filter((awb) => awb !== DEMO_TRACKING.created);
});

describe('the Follow routes', () => {
  it('are public', () => {
    for (const path of ['Follow', 'Follow/Confirm', 'Follow/Verify', 'Follow/Unsubscribe']) {
      expect(t.api.routeList).toContainEqual({ method: 'POST', path, access: 'public' });
    }
  });
});

describe('following by email', () => {
  it('queues one confirmation email with a link that works once', async () => {
    const awb = DEMO_TRACKING.created;
    const res = await follow({ AirWayBillNo: awb, Channel: 'email', Address: '  Layla.Haddad@Example.AE ' });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ message: FOLLOW_EMAIL_SENT, code: 'FOLLOW_EMAIL_SENT', data: { AirWayBillNo: awb, Channel: 'email' } });

    const messages = await messagesOf(awb);
    expect(messages).toHaveLength(1);
    const [m] = messages;
    expect(m).toMatchObject({ channel: 'email', kind: 'follow_confirm', recipient: 'layla.haddad@example.ae', locale: 'en', secret: null });
    expect(m!.payload.confirmUrl).toMatch(new RegExp(`^${SITE}/follow/confirm\\?token=[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`));
    expect(m!.payload.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/follow/unsubscribe\\?token=`));
    // What a follower is told: the shipment as anyone tracking it sees it, never the receiver's details.
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.awbNo, awb));
    expect(m!.payload).toMatchObject({ awb, receiverName: '', status: s!.status, destinationCity: s!.destinationCity });
    const text = JSON.stringify(m!.payload);
    for (const secret of [s!.receiverName, s!.receiverPhone, s!.receiverEmail, s!.receiverAddressLine1]) if (secret) expect(text).not.toContain(secret);

    const [pending] = await followersOf(awb);
    expect(pending).toMatchObject({ channel: 'email', address: 'layla.haddad@example.ae', confirmedAt: null, unsubscribedAt: null });
    // Only the token's hash is stored.
    const token = tokenOf(m!.payload.confirmUrl);
    expect(pending!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(token);

    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: FOLLOW_CONFIRMED_EMAIL, code: 'FOLLOW_CONFIRMED_EMAIL', data: { AirWayBillNo: awb, Channel: 'email' } });
    const [confirmed] = await followersOf(awb);
    expect(confirmed!.confirmedAt).toEqual(t.clock.now);
    expect(confirmed!.confirmTokenHash).toBeNull();

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: CONFIRM_LINK_INVALID, code: 'FOLLOW_CONFIRM_LINK_INVALID' });
  });

  it('writes the links of an Arabic page under /ar and names the sender as the account chose', async () => {
    const awb = nextAwb();
    const [s] = await t.database.db.select().from(shipments).where(eq(shipments.awbNo, awb));
    if (s!.accountId) {
      await saveNotificationSettings(t.database.db, s!.accountId, { ...DEFAULT_NOTIFICATION_SETTINGS, senderName: 'Al Noor Shop' }, null, t.clock.now);
    }
    expect((await follow({ AirWayBillNo: awb, Channel: 'email', Address: 'noura@example.com', Locale: 'ar' })).status).toBe(202);
    const [m] = await messagesOf(awb);
    expect(m!.locale).toBe('ar');
    expect(m!.payload.confirmUrl).toMatch(new RegExp(`^${SITE}/ar/follow/confirm\\?token=`));
    expect(m!.payload.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/ar/follow/unsubscribe\\?token=`));
    expect(m!.payload.senderName).toBe(s!.accountId ? 'Al Noor Shop' : s!.senderName);
  });

  it('answers a second request the same, with a new link that replaces the first', async () => {
    const awb = nextAwb();
    const body = { AirWayBillNo: awb, Channel: 'email', Address: 'omar@example.com' };
    const first = await follow(body);
    const second = await follow(body);
    expect(second.status).toBe(first.status);
    expect(second.json).toEqual(first.json);
    expect(await followersOf(awb)).toHaveLength(1);
    const [m1, m2] = await messagesOf(awb);
    expect((await confirm(tokenOf(m1!.payload.confirmUrl))).status).toBe(400);
    expect((await confirm(tokenOf(m2!.payload.confirmUrl))).status).toBe(200);
    // Confirmed already: asking again answers the same and sends a link, which changes nothing.
    const third = await follow(body);
    expect(third.json).toEqual(first.json);
    const [follower] = await followersOf(awb);
    expect(follower!.confirmedAt).not.toBeNull();
  });

  it('refuses a confirmation link after a week', async () => {
    const awb = nextAwb();
    await follow({ AirWayBillNo: awb, Channel: 'email', Address: 'priya@example.com' });
    const [m] = await messagesOf(awb);
    const res = await later(CONFIRM_LINK_TTL_MS + 60_000, () => confirm(tokenOf(m!.payload.confirmUrl)));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: CONFIRM_LINK_EXPIRED, code: 'FOLLOW_CONFIRM_LINK_EXPIRED' });
    const [follower] = await followersOf(awb);
    expect(follower!.confirmedAt).toBeNull();
  });

  it('refuses a token that was never issued or has an altered time', async () => {
    for (const token of ['abc', 'zzzzzz.AAAA', `${Math.floor(t.clock.now.getTime() / 1000).toString(36)}.${'A'.repeat(43)}`, '../../etc']) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(CONFIRM_LINK_INVALID);
    }
  });
});

describe('following by phone', () => {
  /** Follows `awb` by SMS and returns the code the message carries. */
  async function followByPhone(awb: string, phone: string) {
    const res = await follow({ AirWayBillNo: awb, Channel: 'sms', Address: phone });
    expect(res.status).toBe(202);
    const codes = (await messagesOf(awb)).filter((m) => m.kind === 'follow_code');
    return { res, code: codes.at(-1)!.secret! };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('queues a six-digit code that is never in the answer, and the right code confirms once', async () => {
    const awb = nextAwb();
    const { res, code } = await followByPhone(awb, '050 123 4567');
    expect(res.json).toEqual({ message: FOLLOW_CODE_SENT, code: 'FOLLOW_CODE_SENT', data: { AirWayBillNo: awb, Channel: 'sms' } });
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.json)).not.toContain(code);
    const [m] = await messagesOf(awb);
    expect(m).toMatchObject({ channel: 'sms', kind: 'follow_code', recipient: '+971501234567', locale: 'en' });
    // The code is the outbox row's secret only: never in the event the Admin reads.
    expect(JSON.stringify(m!.payload)).not.toContain(code);

    const bad = await verify({ AirWayBillNo: awb, Phone: '+971 50 123 4567', Code: wrong(code) });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: CODE_WRONG, code: 'FOLLOW_CODE_WRONG', errors: { Code: CODE_WRONG } });
    expect((await followersOf(awb))[0]!.confirmedAt).toBeNull();

    const good = await verify({ AirWayBillNo: awb, Phone: '0501234567', Code: code });
    expect(good.status).toBe(200);
    expect(good.json).toEqual({ message: FOLLOW_CONFIRMED_SMS, code: 'FOLLOW_CONFIRMED_SMS', data: { AirWayBillNo: awb, Channel: 'sms' } });
    expect(JSON.stringify(good.json)).not.toContain(code);
    const [follower] = await followersOf(awb);
    expect(follower).toMatchObject({ channel: 'sms', address: '+971501234567', confirmTokenHash: null });
    expect(follower!.confirmedAt).toEqual(t.clock.now);

    const reused = await verify({ AirWayBillNo: awb, Phone: '0501234567', Code: code });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(CODE_MISSING);
  });

  it('reads a code typed in Arabic-Indic digits', async () => {
    const awb = nextAwb();
    const { code } = await followByPhone(awb, '+971 55 765 4321');
    const arabic = [...code].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
    expect((await verify({ AirWayBillNo: awb, Phone: '+971557654321', Code: arabic })).status).toBe(200);
  });

  it('burns the code at the fifth wrong try', async () => {
    const awb = nextAwb();
    const { code } = await followByPhone(awb, '+971 52 111 2233');
    const body = (Code: string) => ({ AirWayBillNo: awb, Phone: '+971521112233', Code });
    for (let i = 0; i < 4; i++) expect((await verify(body(wrong(code)))).json.message).toBe(CODE_WRONG);
    expect((await verify(body(wrong(code)))).json.message).toBe(CODE_BURNT);
    const late = await verify(body(code));
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(CODE_MISSING);
    expect((await followersOf(awb))[0]!.confirmedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const awb = nextAwb();
    const { code } = await followByPhone(awb, '+971 56 222 3344');
    const res = await later(10 * 60_000 + 1000, () => verify({ AirWayBillNo: awb, Phone: '+971562223344', Code: code }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(CODE_MISSING);
  });

  it('keeps the code out of the logs', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => jest.spyOn(console, name).mockImplementation(() => undefined));
    try {
      const awb = nextAwb();
      const { code } = await followByPhone(awb, '+971 50 999 8877');
      await verify({ AirWayBillNo: awb, Phone: '+971509998877', Code: wrong(code) });
      await verify({ AirWayBillNo: awb, Phone: '+971509998877', Code: code });
      for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain(code);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('unsubscribing', () => {
  it('works with one click from any message, again and again, and a new follow needs a new confirmation', async () => {
    const awb = nextAwb();
    const body = { AirWayBillNo: awb, Channel: 'email', Address: 'james@example.com' };
    await follow(body);
    const [m] = await messagesOf(awb);
    await confirm(tokenOf(m!.payload.confirmUrl));
    const [follower] = await followersOf(awb);
    // The lead's enqueue code builds the same link from the row.
    expect(followerUnsubscribeUrl(SITE, follower!)).toBe(m!.payload.unsubscribeUrl);

    const token = tokenOf(m!.payload.unsubscribeUrl);
    const first = await unsubscribe(token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: FOLLOW_UNSUBSCRIBED, code: 'FOLLOW_UNSUBSCRIBED', data: { AirWayBillNo: awb, Channel: 'email' } });
    const [stopped] = await followersOf(awb);
    expect(stopped!.unsubscribedAt).toEqual(t.clock.now);

    const second = await later(60_000, () => unsubscribe(token));
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect((await followersOf(awb))[0]!.unsubscribedAt).toEqual(stopped!.unsubscribedAt);

    // Asking again does not restart the updates until the new link is confirmed.
    await follow(body);
    expect((await followersOf(awb))[0]!.unsubscribedAt).not.toBeNull();
    const [, m2] = await messagesOf(awb);
    expect((await confirm(tokenOf(m2!.payload.confirmUrl))).status).toBe(200);
    expect((await followersOf(awb))[0]).toMatchObject({ unsubscribedAt: null, confirmTokenHash: null });
  });

  it('from the confirmation email, also retires its confirmation link', async () => {
    const awb = nextAwb();
    await follow({ AirWayBillNo: awb, Channel: 'email', Address: 'daniel@example.com' });
    const [m] = await messagesOf(awb);
    expect((await unsubscribe(tokenOf(m!.payload.unsubscribeUrl))).status).toBe(200);
    expect((await confirm(tokenOf(m!.payload.confirmUrl))).status).toBe(400);
  });

  it('refuses an unknown token', async () => {
    const res = await unsubscribe('6f1c2a9e-0000-4000-8000-000000000000');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: UNSUBSCRIBE_LINK_INVALID, code: 'FOLLOW_UNSUBSCRIBE_LINK_INVALID' });
  });
});

describe('what cannot be followed', () => {
  it('refuses a bad email or phone with a message, writing nothing', async () => {
    const awb = nextAwb();
    const before = await Promise.all([count('shipment_followers'), count('outbox'), count('one_time_codes')]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Channel: 'email', Address: 'layla@' }, 'Please enter a valid email address.'],
      [{ Channel: 'email', Address: '' }, 'Email is required.'],
      [{ Channel: 'email', Address: '<a>@example.com' }, 'Please enter a valid email address.'],
      [{ Channel: 'sms', Address: '12345' }, 'Phone is not a valid phone number.'],
      [{ Channel: 'sms', Address: 'layla@example.com' }, 'Phone is not a valid phone number.'],
      [{ Channel: 'sms', Address: '' }, 'Phone is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await follow({ AirWayBillNo: awb, ...body });
      expect({ body, status: res.status, message: res.json.message, field: res.json.errors?.Address }).toEqual({ body, status: 400, message, field: message });
    }
    const channel = await follow({ AirWayBillNo: awb, Channel: 'fax', Address: '+971501234567' });
    expect(channel.status).toBe(400);
    expect(channel.json.errors.Channel).toBe('Choose email or SMS.');
    const code = await verify({ AirWayBillNo: awb, Phone: '+971501234567', Code: '12a456' });
    expect(code.status).toBe(400);
    expect(code.json.errors.Code).toBe('The code is 6 digits.');
    expect(await Promise.all([count('shipment_followers'), count('outbox'), count('one_time_codes')])).toEqual(before);
  });

  it('never answers 5xx to junk', async () => {
    const awb = nextAwb();
    const junk = [
      '',
      '{}',
      '\u0000',
      '[]',
      '{"Token":null}',
      '{"Token":{"$ne":1}}',
      `{"AirWayBillNo":"${awb}","Channel":"sms","Address":{"toString":1}}`,
      `{"AirWayBillNo":"${awb}","Channel":["email"],"Address":"a@example.com"}`,
      `{"AirWayBillNo":"${awb}","Channel":"email","Address":"a@example.com","Locale":"fr"}`,
      `{"AirWayBillNo":"${awb}","Phone":12,"Code":123456}`,
      `{"AirWayBillNo":"${awb}","Phone":"+971501234567","Code":["123456"]}`,
    ];
    for (const path of ['Follow', 'Follow/Confirm', 'Follow/Verify', 'Follow/Unsubscribe']) {
      for (const raw of junk) {
        const res = await t.call('POST', path, { rawBody: raw, ip: nextIp() });
        expect({ path, raw, client: res.status >= 400 && res.status < 500 }).toEqual({ path, raw, client: true });
      }
    }
  });

  it('answers 404 for an airway bill that does not exist', async () => {
    const res = await follow({ AirWayBillNo: '99999999999', Channel: 'email', Address: 'a@example.com' });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Airway bill 99999999999 was not found.');
  });

  it('refuses a delivered shipment and one its merchant asked not to notify', async () => {
    const delivered = await follow({ AirWayBillNo: DEMO_TRACKING.deliveredInternational, Channel: 'email', Address: 'a@example.com' });
    expect(delivered.status).toBe(409);
    expect(delivered.json).toMatchObject({ message: FOLLOW_FINISHED, code: 'FOLLOW_FINISHED' });

    const awb = nextAwb();
    await t.database.db.update(shipments).set({ doNotNotify: true }).where(eq(shipments.awbNo, awb));
    const quiet = await follow({ AirWayBillNo: awb, Channel: 'sms', Address: '+971501234567' });
    expect(quiet.status).toBe(409);
    expect(quiet.json).toMatchObject({ message: FOLLOW_NOT_OFFERED, code: 'FOLLOW_NOT_OFFERED' });
    expect(await followersOf(awb)).toEqual([]);
  });
});

describe('rate limits', () => {
  it('holds one IP to a few requests, whatever the shipment', async () => {
    const ip = nextIp();
    const { max } = FOLLOW_LIMITS.perIp;
    for (let i = 0; i < max; i++) {
      expect((await follow({ AirWayBillNo: nextAwb(), Channel: 'email', Address: `ip${i}@example.com` }, ip)).status).toBe(202);
    }
    const res = await follow({ AirWayBillNo: nextAwb(), Channel: 'email', Address: 'ipmore@example.com' }, ip);
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ message: 'You have asked for updates several times in a short time. Please try again in 10 minutes.', code: 'FOLLOW_RATE_LIMITED' });
    expect(res.headers.get('retry-after')).toBe(String(FOLLOW_LIMITS.perIp.window));
    // Another connection is not held back.
    expect((await follow({ AirWayBillNo: nextAwb(), Channel: 'email', Address: 'ipmore@example.com' })).status).toBe(202);
  });

  it('holds one address on one shipment to a few messages an hour, from any IP', async () => {
    const awb = nextAwb();
    const body = { AirWayBillNo: awb, Channel: 'sms', Address: '+971 50 333 4455' };
    for (let i = 0; i < FOLLOW_LIMITS.perShipmentAndAddress.max; i++) expect((await follow(body)).status).toBe(202);
    const res = await follow(body);
    expect(res.status).toBe(429);
    expect(res.json.code).toBe('FOLLOW_RATE_LIMITED');
    expect((await messagesOf(awb)).length).toBe(FOLLOW_LIMITS.perShipmentAndAddress.max);
    // An hour later the window is over.
    expect((await later(3600_000, () => follow(body))).status).toBe(202);
  });

  it('holds one shipment to a few requests an hour, whatever the address and IP', async () => {
    const awb = nextAwb();
    for (let i = 0; i < FOLLOW_LIMITS.perShipment.max; i++) {
      expect((await follow({ AirWayBillNo: awb, Channel: 'email', Address: `many${i}@example.com` })).status).toBe(202);
    }
    const res = await follow({ AirWayBillNo: awb, Channel: 'email', Address: 'one-more@example.com' });
    expect(res.status).toBe(429);
    expect(await followersOf(awb)).toHaveLength(FOLLOW_LIMITS.perShipment.max);
  });

  it('holds one IP to a few code tries and link clicks', async () => {
    const ip = nextIp();
    const awb = nextAwb();
    for (let i = 0; i < FOLLOW_LIMITS.codesPerIp.max; i++) {
      expect((await verify({ AirWayBillNo: awb, Phone: '+971501112222', Code: '000000' }, ip)).status).toBe(400);
    }
    const codes = await verify({ AirWayBillNo: awb, Phone: '+971501112222', Code: '000000' }, ip);
    expect(codes.status).toBe(429);
    expect(codes.json.code).toBe('FOLLOW_CODES_RATE_LIMITED');

    for (let i = 0; i < FOLLOW_LIMITS.linksPerIp.max; i++) expect((await unsubscribe(`no-such-token-${i}`, ip)).status).toBe(400);
    const links = await confirm('no-such-token', ip);
    expect(links.status).toBe(429);
    expect(links.json.code).toBe('FOLLOW_LINKS_RATE_LIMITED');
  });
});
