// The session cookie's name and flags, shared by next-auth, the request gate
// and the BFF proxy (which re-issues it after a password change).
import { getEnv } from './env';

export function sessionCookie() {
  const secure = getEnv().siteUrl.startsWith('https://');
  return {
    name: secure ? '__Secure-saqr.session' : 'saqr.session',
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure },
  };
}

/**
 * The browser's device cookie (issue 17): a random token the courier API
 * knows this browser by (new-device emails, "remember this device for 30
 * days"). It outlives sign-outs; httpOnly, like the session.
 */
export function deviceCookie() {
  const secure = getEnv().siteUrl.startsWith('https://');
  return {
    name: secure ? '__Secure-saqr.device' : 'saqr.device',
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: 400 * 24 * 3600 },
  };
}
