// The end of every sign-in, after the password (and the second factor when
// one is needed): the device is recorded (and trusted for 30 days when asked),
// a session is opened, and the access token names it. A browser the user had
// never signed in from, while they had signed in elsewhere before, gets them
// an email (new-device warning).
import { eq } from 'drizzle-orm';
import { clientIp, type Ctx } from '../context';
import { users, type Role, type UserLocale } from '../db/schema';
import { ok } from '../http';
import { deliverMail, queueMail } from '../services/mail';
import { newDeviceMail } from '../services/mail-templates';
import { describeUserAgent, openSession, rememberDevice } from './sessions';

export interface SigningIn {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  tokenVersion: number;
  mustChangePassword: boolean;
  locale: UserLocale;
}

export interface DeviceFacts {
  deviceToken: string;
  userAgent: string;
  /** "Remember this device for 30 days" was ticked on the code step. */
  trust?: boolean;
}

const dubaiTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** Opens the session and answers as auth/signin always has: the token, its type and life, and `first`. */
export async function completeSignIn(c: Ctx, user: SigningIn, device: DeviceFacts, message = 'Login successful') {
  const { db, tokens, tokenTtlSeconds, now, mail } = c.get('deps');
  const at = now();
  const ip = clientIp(c);
  const userAgent = device.userAgent || null;
  const { sessionId, mailId } = await db.transaction(async (tx) => {
    const seen = device.deviceToken
      ? await rememberDevice(tx, { userId: user.id, token: device.deviceToken, userAgent, trust: device.trust === true, now: at })
      : null;
    const sessionId = await openSession(tx, { userId: user.id, deviceId: seen?.id ?? null, ip, userAgent, now: at });
    await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, user.id));
    const warn = seen?.newToUser
      ? newDeviceMail({
          to: user.email,
          fullName: user.fullName,
          when: dubaiTime(at),
          ip,
          device: describeUserAgent(userAgent),
          siteUrl: (mail?.siteUrl ?? '').replace(/\/$/, ''),
          locale: user.locale,
        })
      : null;
    return { sessionId, mailId: warn ? await queueMail(tx, warn, at) : null };
  });
  if (mailId) await deliverMail(db, mail, [mailId], now);
  const access_token = await tokens.issue(user.id, user.tokenVersion, undefined, sessionId);
  return ok(c, { access_token, token_type: 'Bearer', expires_in: tokenTtlSeconds, first: user.mustChangePassword }, message);
}
