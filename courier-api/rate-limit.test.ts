import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { memoryRateLimiter, redisRateLimiter, withFallback, type RateLimiter } from './rate-limit';

async function behaves(limiter: RateLimiter, key: string) {
  expect((await limiter.peek(key)).count).toBe(0);
  expect((await limiter.hit(key, 60)).count).toBe(1);
  const second = await limiter.hit(key, 60);
  expect(second.count).toBe(2);
  expect(second.resetInSeconds).toBeGreaterThan(0);
  expect(second.resetInSeconds).toBeLessThanOrEqual(60);
  expect((await limiter.peek(key)).count).toBe(2);
  await limiter.reset(key);
  expect((await limiter.peek(key)).count).toBe(0);
}

describe('memory rate limiter', () => {
  it('counts, peeks, resets, and forgets after the window', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    await behaves(limiter, 'k');
    await limiter.hit('w', 10);
    now += 10_001;
    expect((await limiter.peek('w')).count).toBe(0);
    expect((await limiter.hit('w', 10)).count).toBe(1);
  });
});

// Runs against the Redis server in TEST_REDIS_URL (CI sets it); skipped where there is none.
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('redis rate limiter', () => {
  it('counts, peeks and resets in Redis, shared between two clients', async () => {
    const { default: Redis } = await import('ioredis');
    const a = new Redis(redisUrl!);
    const b = new Redis(redisUrl!);
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      await behaves(redisRateLimiter(a), key);
      await redisRateLimiter(a).hit(`${key}:s`, 60);
      expect((await redisRateLimiter(b).hit(`${key}:s`, 60)).count).toBe(2);
      expect(await a.ttl(`rl:${key}:s`)).toBeGreaterThan(0);
    } finally {
      await a.del(`rl:${key}:s`);
      a.disconnect();
      b.disconnect();
    }
  });
});

describe('withFallback', () => {
  const failing: RateLimiter = {
    hit: () => Promise.reject(new Error('connection refused')),
    peek: () => Promise.reject(new Error('connection refused')),
    reset: () => Promise.reject(new Error('connection refused')),
  };
  const silent: RateLimiter = { hit: () => new Promise(() => undefined), peek: () => new Promise(() => undefined), reset: () => new Promise(() => undefined) };

  it('counts in memory while the store fails or stays silent, logs the outage once, and goes back when it answers', async () => {
    let now = 0;
    let store: RateLimiter = failing;
    const shared = memoryRateLimiter(() => now);
    const proxy: RateLimiter = { hit: (k, w) => store.hit(k, w), peek: (k) => store.peek(k), reset: (k) => store.reset(k) };
    const lines: Record<string, unknown>[] = [];
    const limiter = withFallback(proxy, memoryRateLimiter(() => now), { now: () => now, timeoutMs: 20, retryAfterMs: 1000, log: (l) => lines.push(l) });

    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(1);
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(2);
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/Redis unreachable/), error: 'connection refused' })]);

    store = silent; // a store that never answers is a failure too, after timeoutMs
    now += 1000;
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(3);
    expect(lines).toHaveLength(1);

    store = shared;
    now += 1000;
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(1); // counted in the shared store again
    expect(lines[1]).toEqual(expect.objectContaining({ level: 'info', msg: expect.stringMatching(/answers again/), downForMs: 2000 }));
  });
});

// A Redis server of this test's own, stopped and started again under the limiter.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
(hasRedisServer ? describe : describe.skip)('withFallback over a real Redis that goes away', () => {
  let server: ChildProcess | undefined;
  let port = 0;

  async function freePort() {
    return new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
  }
  async function startRedis() {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => resolve(s.end() && true)).on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  }
  async function stopRedis() {
    const s = server!;
    server = undefined;
    await new Promise<void>((resolve) => {
      s.once('exit', () => resolve());
      s.kill('SIGKILL');
    });
  }
  afterAll(async () => {
    if (server) await stopRedis();
  });

  it('keeps counting through the outage and shares counts again after it', async () => {
    port = await freePort();
    await startRedis();
    const { default: Redis } = await import('ioredis');
    // The options of courier-api/bootstrap.ts.
    const redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 2, enableOfflineQueue: true, retryStrategy: () => 50 });
    redis.on('error', () => undefined);
    const lines: Record<string, unknown>[] = [];
    const limiter = withFallback(redisRateLimiter(redis), memoryRateLimiter(), { retryAfterMs: 100, log: (l) => lines.push(l) });
    try {
      expect((await limiter.hit('k', 60)).count).toBe(1);
      expect(await redis.get('rl:k')).toBe('1');

      await stopRedis();
      const during = [];
      for (let i = 0; i < 3; i++) during.push((await limiter.hit('k', 60)).count);
      expect(during).toEqual([1, 2, 3]); // this process's own count: no error, no request let through uncounted
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);

      await startRedis(); // empty: --save ''
      let count = 0;
      for (let i = 0; i < 200 && !lines.some((l) => l.level === 'info'); i++) {
        await new Promise((r) => setTimeout(r, 50));
        count = (await limiter.hit('k2', 60)).count;
      }
      expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
      expect(Number(await redis.get('rl:k2'))).toBe(count);
    } finally {
      redis.disconnect();
    }
  });
});
