import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

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
