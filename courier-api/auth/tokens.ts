// Signed, expiring access tokens (HS256 JWT). The token names the user and the
// user's token version; bumping the version revokes every older token.
import { sign, verify } from 'hono/jwt';

export interface TokenClaims {
  sub: string;
  ver: number;
  iat: number;
  exp: number;
}

export interface TokenSigner {
  /** `ttlSeconds`: a shorter life than the sign-in's (a receiver's session, services/notifications/receiver.ts). */
  issue(userId: string, version: number, ttlSeconds?: number): Promise<string>;
  read(token: string): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): TokenSigner {
  if (!secret || secret.length < 16) throw new Error('The courier API token secret must be at least 16 characters.');
  return {
    async issue(userId, version, ttl = ttlSeconds) {
      const iat = Math.floor(now().getTime() / 1000);
      return sign({ sub: userId, ver: version, iat, exp: iat + ttl }, secret, 'HS256');
    },
    async read(token) {
      try {
        // The signature is checked here; times are checked against our own clock below.
        const claims = (await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false })) as unknown as TokenClaims;
        if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
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
