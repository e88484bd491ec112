// next-auth v4: a Credentials provider that signs in against the courier API.
// The courier access token stays inside the encrypted, httpOnly session cookie
// (never in localStorage or the client-visible session).
//
// Two steps when the courier API asks for a second factor (issue 17): the
// first call (Email ID or Username and Password) is refused with the error
// "two-factor:<verify|setup>:<challenge>", which the login form reads; the
// second call carries the challenge and the code. The browser's device
// cookie (httpOnly, minted here) tells the API which browser signs in.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { cookies } from 'next/headers';
import { ValidationError } from 'yup';
import { callCourier, clientIpFrom, isOk, replyJson } from './courier-client';
import { getEnv } from './env';
import { loginSchema, twoFactorSigninSchema } from './schemas/auth';
import { getSessionSecret } from './secrets';
import { deviceCookie, sessionCookie } from './session-cookie';

declare module 'next-auth' {
  interface User {
    courierToken: string;
    first: boolean;
    role: string;
  }
  interface Session {
    /** The user must change a first-login password before using the portal. */
    first: boolean;
    /** Admin, Customer, Ops or Courier: where signing in lands (lib/landing.ts). */
    role?: string;
  }
}
declare module 'next-auth/jwt' {
  interface JWT {
    courierToken?: string;
    first?: boolean;
    /** The request gate keeps a courier inside the courier app (proxy.ts). */
    role?: string;
  }
}

const GENERIC_ERROR = 'An error occurred.';
/** The error a first step answers with when a code is needed: the login form shows the code step. */
export const TWO_FACTOR_ERROR_PREFIX = 'two-factor:';

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** This browser's device token: from its cookie, or a new one set on the answer. */
async function deviceToken(headers: Record<string, string | string[] | undefined>): Promise<string> {
  const { name, options } = deviceCookie();
  const raw = header(headers, 'cookie') ?? '';
  const found = raw.split(/;\s*/).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
  if (found && /^[A-Za-z0-9_-]{32,128}$/.test(found)) return found;
  const fresh = randomBytes(32).toString('base64url');
  (await cookies()).set(name, fresh, options);
  return fresh;
}

async function validated<T>(schema: { validate(v: unknown, o: object): Promise<T> }, value: unknown): Promise<T> {
  try {
    return await schema.validate(value ?? {}, { stripUnknown: true });
  } catch (err) {
    throw new Error(err instanceof ValidationError ? err.message : GENERIC_ERROR);
  }
}

async function authorize(
  credentials: Record<string, string> | undefined,
  req: { headers?: Record<string, string | string[] | undefined> },
): Promise<User> {
  const headers = req.headers ?? {};
  const clientIp = clientIpFrom(headers);
  const device = { device_token: await deviceToken(headers), user_agent: (header(headers, 'user-agent') ?? '').slice(0, 512) };
  // The second step carries the first's challenge; the form sends `remember` as 'true' or 'false'.
  const body = credentials?.challenge
    ? { ...(await validated(twoFactorSigninSchema, { ...credentials, remember: credentials.remember === 'true', ...device })) }
    : { ...(await validated(loginSchema, credentials)), ...device };
  const path = credentials?.challenge ? 'auth/signin/two-factor' : 'auth/signin';
  const res = await callCourier({ method: 'POST', path, body: JSON.stringify(body), clientIp });
  const json = replyJson(res);
  const step = json.data?.two_factor;
  if (isOk(res) && (step === 'verify' || step === 'setup') && typeof json.data?.challenge === 'string') {
    throw new Error(`${TWO_FACTOR_ERROR_PREFIX}${step}:${json.data.challenge}`);
  }
  const token = json.data?.access_token;
  if (!isOk(res) || typeof token !== 'string') throw new Error(json.message || GENERIC_ERROR);

  const profileRes = await callCourier({ method: 'GET', path: 'auth/profile', token, clientIp });
  const profile = replyJson(profileRes);
  const user = profile.data?.user as { _id?: string; full_name?: string; email?: string; Role?: string } | undefined;
  if (!isOk(profileRes) || !user) throw new Error(profile.message || GENERIC_ERROR);
  return {
    id: user._id ?? 'courier-user',
    name: user.full_name ?? null,
    email: user.email ?? null,
    courierToken: token,
    first: json.data?.first === true,
    role: user.Role ?? 'Customer',
  };
}

export function authOptions(): NextAuthOptions {
  return {
    secret: getSessionSecret(),
    session: { strategy: 'jwt', maxAge: getEnv().tokenTtlSeconds },
    pages: { signIn: '/login', error: '/login' },
    cookies: { sessionToken: sessionCookie() },
    providers: [
      CredentialsProvider({
        name: 'Email ID or Username',
        credentials: { email: { type: 'text' }, password: { type: 'password' } },
        authorize: (credentials, req) => authorize(credentials, req as never),
      }),
    ],
    events: {
      // Signing out ends the session in the courier API too: its token stops working at once.
      async signOut({ token }) {
        if (typeof token?.courierToken === 'string') {
          await callCourier({ method: 'POST', path: 'auth/signout', token: token.courierToken }).catch(() => undefined);
        }
      },
    },
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.courierToken = user.courierToken;
          token.first = user.first;
          token.role = user.role;
        }
        return token;
      },
      session({ session, token }) {
        session.first = token.first === true;
        session.role = token.role;
        return session;
      },
    },
  };
}
