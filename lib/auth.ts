// next-auth v4: a Credentials provider that signs in against the courier API.
// The courier access token stays inside the encrypted, httpOnly session cookie
// (never in localStorage or the client-visible session).
import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ValidationError } from 'yup';
import { callCourier, clientIpFrom, isOk, replyJson } from './courier-client';
import { getEnv } from './env';
import { loginSchema } from './schemas/auth';
import { getSessionSecret } from './secrets';
import { sessionCookie } from './session-cookie';

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

async function authorize(
  credentials: Record<string, string> | undefined,
  req: { headers?: Record<string, string | string[] | undefined> },
): Promise<User> {
  let input;
  try {
    input = await loginSchema.validate(credentials ?? {}, { stripUnknown: true });
  } catch (err) {
    throw new Error(err instanceof ValidationError ? err.message : GENERIC_ERROR);
  }
  const clientIp = clientIpFrom(req.headers ?? {});
  const res = await callCourier({ method: 'POST', path: 'auth/signin', body: JSON.stringify(input), clientIp });
  const json = replyJson(res);
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
