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
  issue(userId: string, version: number): Promise<string>;
  read(token: string): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): TokenSigner {
  if (!secret || secret.length < 16) throw new Error('The courier API token secret must be at least 16 characters.');
  return {
    async issue(userId, version) {
      const iat = Math.floor(now().getTime() / 1000);
      return sign({ sub: userId, ver: version, iat, exp: iat + ttlSeconds }, secret, 'HS256');
    },
    async read(token) {
      try {
        const claims = (await verify(token, secret, 'HS256')) as unknown as TokenClaims;
        if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
        if (claims.exp * 1000 <= now().getTime()) return null;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
