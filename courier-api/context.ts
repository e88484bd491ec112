// What every courier API handler can see: its dependencies and the caller.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Db } from './db/client';
import type { PaymentType, PermissionKey, Permissions, Role } from './db/schema';
import type { TokenSigner } from './auth/tokens';
import type { RateLimiter } from './rate-limit';
import type { MailSettings } from './services/mail';

export interface CourierDeps {
  db: Db;
  tokens: TokenSigner;
  tokenTtlSeconds: number;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Sign-in attempts allowed per IP per window (default LOGIN_ATTEMPTS_PER_IP in routes/auth.ts). */
  loginAttemptsPerIp?: number;
  /** Read the client IP from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Outgoing mail (services/mail.ts); absent: everything stays in the outbox. */
  mail?: MailSettings;
}

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  fullName: string;
  role: Role;
  permissions: Permissions;
  mustChangePassword: boolean;
  account: { id: string; accountNo: string; companyName: string; paymentType: PaymentType } | null;
}

export type Access = 'public' | 'user' | 'admin' | { permission: PermissionKey };

export interface AppEnv {
  Bindings: { clientIp?: string; incoming?: IncomingMessage };
  Variables: { deps: CourierDeps; user: AuthUser | null };
}

export type Ctx = Context<AppEnv>;

export function clientIp(c: Ctx): string {
  const bound = c.env?.clientIp;
  if (bound) return bound;
  if (c.get('deps').trustProxy) {
    const fwd = c.req.header('x-forwarded-for');
    if (fwd) return fwd.split(',')[0]!.trim();
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function isAdmin(user: AuthUser | null): boolean {
  return user?.role === 'Admin';
}
