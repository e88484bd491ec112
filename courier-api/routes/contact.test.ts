import { eq, sql } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { queryRows, useTestApi } from '../test-utils';
import { CONTACT_MESSAGES_PER_IP, CONTACT_THANKS, CONTACT_WINDOW_SECONDS } from './contact';

const { t } = useTestApi({ seed: false });

const valid = {
  name: 'Mariam Al Suwaidi',
  email: 'Mariam.S@example.ae',
  phone: '+971 50 123 4567',
  subject: 'Customs and clearance',
  message: 'My shipment from Shenzhen is held at Dubai customs. Which documents do you need from me?',
  source: 'help-desk',
};

let ipCounter = 0;
/** A fresh client IP per call unless one is given, so the rate limit stays out of the way. */
const send = (body: unknown, ip = `198.51.100.${++ipCounter}`) => t.call('POST', 'contactus', { body, ip });
const sendRaw = (rawBody: string, ip = `198.51.100.${++ipCounter}`) => t.call('POST', 'contactus', { rawBody, ip });

const countRows = async () =>
  Number((await queryRows<{ n: string | number }>(t.database, sql`select count(*) as n from contact_messages`))[0]!.n);

describe('POST contactus', () => {
  it('is a public route', () => {
    expect(t.api.routeList).toContainEqual({ method: 'POST', path: 'contactus', access: 'public' });
  });

  it('stores a valid message and answers 201 with its _id', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ code: expect.any(String), message: CONTACT_THANKS, data: { _id: expect.any(String) } });

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data._id));
    expect(row).toMatchObject({
      name: valid.name,
      email: 'mariam.s@example.ae',
      phone: valid.phone,
      subject: valid.subject,
      message: valid.message,
      source: 'help-desk',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('stores optional fields as null, trims text and defaults the source', async () => {
    const res = await send({ name: '  Rahul Menon ', email: 'rahul@example.com', message: '  Do you collect from Jebel Ali Free Zone?  ' });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data._id));
    expect(row).toMatchObject({
      name: 'Rahul Menon',
      phone: null,
      subject: null,
      message: 'Do you collect from Jebel Ali Free Zone?',
      source: 'contact-us',
    });
  });

  it('ignores fields it does not know', async () => {
    const res = await send({ ...valid, id: '00000000-0000-0000-0000-000000000000', created_at: '2000-01-01', isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.json.data._id).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  const bad: Array<[string, unknown, string]> = [
    ['an empty body', {}, 'name'],
    ['a missing message', { ...valid, message: undefined }, 'message'],
    ['a missing name', { ...valid, name: '' }, 'name'],
    ['a missing email', { ...valid, email: '   ' }, 'email'],
    ['a bad email', { ...valid, email: 'mariam@' }, 'email'],
    ['an email with markup', { ...valid, email: '<a>@example.com' }, 'email'],
    ['a bad phone', { ...valid, phone: '12345' }, 'phone'],
    ['a name with digits', { ...valid, name: 'R2-D2' }, 'name'],
    ['a script in the message', { ...valid, message: 'Hello <script>alert(1)</script> there' }, 'message'],
    ['markup in the name', { ...valid, name: '<b>Ali</b>' }, 'name'],
    ['control characters', { ...valid, message: 'Hello there\u0000 friends' }, 'message'],
    ['a too short message', { ...valid, message: 'Hi there' }, 'message'],
    ['a too long message', { ...valid, message: 'a'.repeat(2001) }, 'message'],
    ['a too long name', { ...valid, name: 'A'.repeat(101) }, 'name'],
    ['an unknown subject', { ...valid, subject: 'Free money' }, 'subject'],
    ['an unknown source', { ...valid, source: 'admin' }, 'source'],
    ['an object for the name', { ...valid, name: { $ne: 1 } }, 'name'],
    ['an array for the message', { ...valid, message: ['a long enough message'] }, 'message'],
    ['an array for the email', { ...valid, email: ['mariam@example.ae'] }, 'email'],
    ['a boolean for the phone', { ...valid, phone: false }, 'phone'],
    ['a number for the subject', { ...valid, subject: 42 }, 'subject'],
  ];

  it.each(bad)('refuses %s with 400 and field errors, storing nothing', async (_label, body, field) => {
    const before = await countRows();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe('string');
    expect(res.json.errors?.[field]).toEqual(expect.any(String));
    expect(await countRows()).toBe(before);
  });

  it('refuses an object whose toString is not a function with 400, storing nothing', async () => {
    const before = await countRows();
    const res = await send({ ...valid, email: { toString: 1 } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Some fields have the wrong type. Please check the request.');
    expect(await countRows()).toBe(before);
  });

  it('reports every wrong field at once', async () => {
    const res = await send({ name: '', email: 'nope', message: 'short' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(['email', 'message', 'name']);
    expect(res.json.errors.message).toBe('Message must be at least 10 characters.');
    expect(res.json.errors.email).toBe('Please enter a valid email address.');
  });

  it.each([
    ['malformed JSON', '{"name": "Ali",'],
    ['a JSON array', JSON.stringify([valid])],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
  ])('refuses %s with 400, storing nothing', async (_label, raw) => {
    const before = await countRows();
    const res = await sendRaw(raw);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/JSON/);
    expect(await countRows()).toBe(before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await sendRaw(JSON.stringify({ ...valid, message: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
  });

  it(`allows ${CONTACT_MESSAGES_PER_IP} messages per IP per window, then answers 429 with Retry-After`, async () => {
    const ip = '203.0.113.200';
    const before = await countRows();
    for (let i = 0; i < CONTACT_MESSAGES_PER_IP; i++) {
      expect((await send({ ...valid, message: `Message number ${i + 1} about my parcel.` }, ip)).status).toBe(201);
    }
    const limited = await send(valid, ip);
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^You have sent several messages in a short time\. Please try again in \d+ minutes?, or call us\.$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_SECONDS);
    expect(await countRows()).toBe(before + CONTACT_MESSAGES_PER_IP);

    // Invalid input is refused as such and does not count; other IPs are not affected.
    expect((await send({ ...valid, email: 'bad' }, ip)).status).toBe(400);
    expect((await send(valid, '203.0.113.201')).status).toBe(201);

    // After the window the IP may write again.
    t.clock.now = new Date(t.clock.now.getTime() + (CONTACT_WINDOW_SECONDS + 1) * 1000);
    expect((await send(valid, ip)).status).toBe(201);
  });

  it('never answers 5xx, whatever arrives', async () => {
    const bodies: unknown[] = [
      { name: null, email: null, message: null },
      { name: 1, email: 2, phone: 3, subject: 4, message: 5, source: 6 },
      { name: [], email: {}, message: { nested: { deep: true } } },
      { ...valid, phone: { toString: 'x' } },
      { ...valid, __proto__: { polluted: true } },
      { ...valid, constructor: { prototype: { polluted: true } } },
      { ...valid, message: '\ud800 lone surrogate message' },
      { ...valid, name: 'é'.repeat(5000) },
    ];
    for (const body of bodies) {
      const res = await send(body);
      expect(res.status).toBeLessThan(500);
    }
    for (const raw of ['', '   ', '{', '[]', '123', 'true', '{"message":', '\u0000']) {
      const res = await sendRaw(raw);
      expect(res.status).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
