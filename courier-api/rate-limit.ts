// Fixed-window counters for rate limits. In memory for one instance; in Redis
// (REDIS_URL) when several instances must share them.
import type Redis from 'ioredis';

export interface RateLimiter {
  /** Adds one to the key's counter and returns the new count and seconds until the window resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const sweep = () => {
    if (windows.size < 10_000) return;
    for (const [k, w] of windows) if (w.resetAt <= now()) windows.delete(k);
  };
  return {
    async hit(key, windowSeconds) {
      sweep();
      let w = live(key);
      if (!w) {
        w = { count: 0, resetAt: now() + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInSeconds: Math.ceil((w.resetAt - now()) / 1000) };
    },
    async peek(key) {
      const w = live(key);
      return w ? { count: w.count, resetInSeconds: Math.ceil((w.resetAt - now()) / 1000) } : { count: 0, resetInSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowSeconds);
      return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), resetInSeconds: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
