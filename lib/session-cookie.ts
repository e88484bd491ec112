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
