// The Vercel cron route: 404 without CRON_SECRET, 401 without its bearer,
// and with it a drain of the outbox that answers its counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '@/courier-api/db/schema';
import { createSubscription, sendTestEvent } from '@/courier-api/services/webhooks/subscriptions';
import { startReceiver } from '@/courier-api/services/webhooks/test-support';

const SECRET = 'cron-secret-for-the-tests-0123456789';
const request = (authorization?: string) =>
  new Request('http://localhost/api/cron/outbox', { headers: authorization ? { authorization } : {} });

async function load(env: Record<string, string | undefined>) {
  jest.resetModules();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return import('./route');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saqr-cron-'));
afterAll(async () => {
  const { getCourierRuntime } = await import('@/lib/courier-runtime');
  await (await getCourierRuntime()).database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('/api/cron/outbox', () => {
  it('does not exist without CRON_SECRET', async () => {
    const { GET } = await load({ CRON_SECRET: undefined });
    expect((await GET(request(`Bearer ${SECRET}`))).status).toBe(404);
  });

  it('refuses a call without the secret', async () => {
    const { GET } = await load({ CRON_SECRET: SECRET });
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${SECRET}x`, SECRET]) {
      expect((await GET(request(auth))).status).toBe(401);
    }
  });

  it('drains the outbox and answers the counts', async () => {
    const { GET } = await load({ CRON_SECRET: SECRET, DATA_DIR: dataDir, DATABASE_URL: undefined, COURIER_API_URL: undefined, WEBHOOKS_ALLOW_PRIVATE: '1' });
    const { getCourierRuntime } = await import('@/lib/courier-runtime');
    const { db } = (await getCourierRuntime()).database;
    const [user] = await db.select().from(users).where(eq(users.username, 'alnoor'));
    const receiver = await startReceiver();
    try {
      const now = new Date();
      const { subscription, secret } = await createSubscription(
        db,
        { accountId: user!.accountId!, userId: user!.id, url: receiver.url, events: ['shipment.delivered'] },
        { now, allowPrivate: true },
      );
      receiver.secrets = [secret];
      await sendTestEvent(db, user!.accountId!, subscription._id, now);
      const res = await GET(request(`Bearer ${SECRET}`));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, claimed: 1, delivered: 1, retrying: 0, failed: 0, ms: expect.any(Number) });
      expect(receiver.received.map((r) => [r.json.type, r.json.test, r.verifiedWith])).toEqual([['shipment.delivered', true, secret]]);
      // Nothing left: the next run finds nothing to do.
      expect(await (await GET(request(`Bearer ${SECRET}`))).json()).toMatchObject({ claimed: 0 });
    } finally {
      await receiver.close();
    }
  });
});
