// Signed, expiring access tokens (HS256 JWT). The token names the user, the
// user's token version (bumping it revokes every older token) and the
// session (user_sessions: ending it revokes this token alone). The same key
// seals the few secrets kept in the database (a user's TOTP secret).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

export interface TokenClaims {
  sub: string;
  ver: number;
  iat: number;
  exp: number;
  /** The session (user_sessions.id) of a signed-in user's token. */
  sid?: string;
}

export interface TokenSigner {
  /**
   * `ttlSeconds`: a shorter life than the sign-in's (a receiver's session,
   * services/notifications/receiver.ts; a sign-in's second step).
   * `sessionId`: the user_sessions row the token belongs to.
   */
  issue(userId: string, version: number, ttlSeconds?: number, sessionId?: string): Promise<string>;
  read(token: string): Promise<TokenClaims | null>;
  /** AES-256-GCM with a key derived from the signing secret: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
  seal(plain: string): string;
  /** The sealed text's plain text, or null when it was not sealed with this key or was altered. */
  open(sealed: string): string | null;
}

export function createTokenSigner(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): TokenSigner {
  if (!secret || secret.length < 16) throw new Error('The courier API token secret must be at least 16 characters.');
  const sealKey = createHmac('sha256', secret).update('courier-api-sealed-v1').digest();
  return {
    async issue(userId, version, ttl = ttlSeconds, sessionId) {
      const iat = Math.floor(now().getTime() / 1000);
      const claims = { sub: userId, ver: version, iat, exp: iat + ttl };
      return sign(sessionId ? { ...claims, sid: sessionId } : claims, secret, 'HS256');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((x) => (typeof x === 'string' ? x : x.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    async read(token) {
      try {
        // The signature is checked here; times are checked against our own clock below.
        const claims = (await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false })) as unknown as TokenClaims;
        if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
        if (claims.sid !== undefined && typeof claims.sid !== 'string') return null;
        if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
        const nowMs = now().getTime();
        if (claims.exp * 1000 <= nowMs || claims.iat * 1000 > nowMs + 60_000) return null;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
