// Fixed-window counters for rate limits. In memory for one instance; in Redis
// (REDIS_URL) when several instances must share them.
import type Redis from 'ioredis';
import { getLog } from '@/lib/log';
import { within } from '@/lib/within';

export interface RateLimiter {
  /** Adds one to the key's counter and returns the new count and seconds until the window resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
  /** Whether the shared store answers (health checks); absent for a store in memory. */
  probe?(): Promise<boolean>;
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
    async probe() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
  };
}

export interface FallbackOptions {
  /** How long one call may wait for the shared store before this process counts on its own. */
  timeoutMs?: number;
  /** After a failure, how long to count in memory before trying the shared store again. */
  retryAfterMs?: number;
  now?: () => number;
  /** One JSON line when the store goes away and one when it is back (never one per request). */
  log?: (line: Record<string, unknown>) => void;
}

const logLine = ({ level, msg, ...fields }: Record<string, unknown>) => getLog()[level === 'info' ? 'info' : 'warn'](fields, String(msg));

/**
 * The shared store (Redis) with this process's memory behind it: when Redis
 * does not answer within `timeoutMs`, or fails, the call is counted in memory
 * instead, and so is every call for the next `retryAfterMs`; then Redis is
 * tried again. Limits stay on through an outage, counted per instance rather
 * than across all of them (with N instances, up to N times as many attempts
 * get through): never a 500 for a sign-in because Redis is down, and never no
 * limit at all. The log says when it starts and when it ends.
 */
export function withFallback(primary: RateLimiter, fallback: RateLimiter, o: FallbackOptions = {}): RateLimiter {
  const timeoutMs = o.timeoutMs ?? 250;
  const retryAfterMs = o.retryAfterMs ?? 5_000;
  const now = o.now ?? Date.now;
  const log = o.log ?? logLine;
  let downSince: number | null = null;
  let retryAt = 0;

  async function run<T>(op: (l: RateLimiter) => Promise<T>): Promise<T> {
    if (downSince !== null && now() < retryAt) return op(fallback);
    try {
      const result = await within(op(primary), timeoutMs);
      if (downSince !== null) {
        log({ level: 'info', msg: 'rate limits: Redis answers again; counting there', downForMs: now() - downSince });
        downSince = null;
      }
      return result;
    } catch (err) {
      if (downSince === null) {
        downSince = now();
        log({ level: 'warn', msg: 'rate limits: Redis unreachable; counting in this process until it answers', error: (err as Error).message });
      }
      retryAt = now() + retryAfterMs;
      return op(fallback);
    }
  }

  return {
    hit: (key, windowSeconds) => run((l) => l.hit(key, windowSeconds)),
    peek: (key) => run((l) => l.peek(key)),
    reset: (key) => run((l) => l.reset(key)),
    async probe() {
      if (!primary.probe) return true;
      return within(primary.probe(), timeoutMs * 4).catch(() => false);
    },
  };
}
