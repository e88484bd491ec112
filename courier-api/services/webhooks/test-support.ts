// For the webhook tests and the bench: a real HTTP receiver on 127.0.0.1 that
// checks every delivery's signature, and the courier API over a test
// database with webhook settings (a second API on the test's database and clock).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCourierApi, type CourierApi } from '../../app';
import { createTokenSigner } from '../../auth/tokens';
import type { CourierDeps } from '../../context';
import { memoryRateLimiter } from '../../rate-limit';
import { apiCaller, TEST_SECRET, type DemoUser, type TestApi } from '../../test-utils';
import type { WebhookSettings } from './settings';
import { verifySignature } from './signature';

export interface Received {
  at: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; created_at: string; livemode: boolean; test?: boolean; data: { object: Record<string, unknown> } };
  /** Which of the receiver's secrets the signature matched (null: none). */
  verifiedWith: string | null;
  /** How many v1= signatures the header carried. */
  signatures: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Secrets to check signatures with (set after creating the subscription). */
  secrets: string[];
  /** The status to answer next (a function of the request, or a fixed code). */
  respond: (r: Received) => number | 'hang';
  /** Requests held open ('hang'): answer them with a code, or destroy the socket. */
  hanging: Array<{ r: Received; res: http.ServerResponse }>;
  /** The receiver's clock for the signature's timestamp check (tests that move time set it). */
  now: () => Date;
  /** Resolves when `n` deliveries have arrived. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<Receiver> {
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const receiver: Receiver = {
    url: '',
    received: [],
    secrets: [],
    respond: () => 200,
    hanging: [],
    now: () => new Date(),
    waitFor: (n) =>
      receiver.received.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const h of receiver.hanging) h.res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = req.headers['saqr-signature'] as string | undefined;
      const verifiedWith = receiver.secrets.find((s) => verifySignature(header, body, s, 300, receiver.now()).ok) ?? null;
      let json: Received['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = {} as Received['json'];
      }
      const r: Received = { at: Date.now(), headers: req.headers, body, json, verifiedWith, signatures: (header ?? '').split(',').filter((p) => p.startsWith('v1=')).length };
      receiver.received.push(r);
      for (const w of waiters.splice(0)) {
        if (receiver.received.length >= w.n) w.resolve();
        else waiters.push(w);
      }
      const status = receiver.respond(r);
      if (status === 'hang') {
        receiver.hanging.push({ r, res });
        return;
      }
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'receiver error');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}

export interface WebhookTestApi {
  api: CourierApi;
  deps: CourierDeps;
  call: TestApi['call'];
  login(who: DemoUser): Promise<string>;
}

/** The courier API on `t`'s database and clock, with `webhooks` settings. */
export function withWebhookSettings(t: TestApi, webhooks: WebhookSettings): WebhookTestApi {
  const deps: CourierDeps = {
    db: t.database.db,
    // Thirty days: the tests move the clock past the 24-hour give-up.
    tokens: createTokenSigner(TEST_SECRET, 30 * 86400, () => t.clock.now),
    tokenTtlSeconds: 30 * 86400,
    rateLimiter: memoryRateLimiter(() => t.clock.now.getTime()),
    now: () => t.clock.now,
    trustProxy: false,
    webhooks,
  };
  const api = createCourierApi(deps);
  // Signs in from the test's own browser on the test's clock: a staff code used by `t.login` is not asked again.
  return { api, deps, ...apiCaller(api, () => t.clock.now, t.deviceToken) };
}
