// auth/signin, auth/register, auth/profile, auth/profile/locale, auth/changepassword.
import { eq, sql } from 'drizzle-orm';
import { changePasswordSchema, registerSchema, signinRequestSchema, twoFactorSigninSchema } from '@/lib/schemas/auth';
import { profileLocaleSchema } from '@/lib/schemas/users';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { currentUser } from '../auth/guard';
import { completeSignIn } from '../auth/complete-sign-in';
import { endSessions, findDevice } from '../auth/sessions';
import { checkSecondFactor, readTotp, twoFactorRequired } from '../auth/two-factor';
import { recordAudit } from '../services/audit';
import { clientIp, type Ctx } from '../context';
import { countryName } from '../data/countries';
import { citiesOf } from '../data/cities';
import { accounts, registrationRequests, users, userTotp } from '../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, ok, readBody, tooManyRequests, unauthorized } from '../http';
import type { Router } from '../router';
import { findUserForLogin, findUserForLoginById, takenIdentity, type LoginUser } from '../services/users';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed attempts on one Email ID or Username before it is locked for the window. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Attempts of any outcome from one IP address in the window (LOGIN_ATTEMPTS_PER_IP overrides). */
export const LOGIN_ATTEMPTS_PER_IP = 30;

const BAD_CREDENTIALS = 'Invalid Email ID/Username or Password.';

/** Wrong codes on one user's second step before it is locked for the window. */
export const TWO_FACTOR_FAILURES_PER_USER = 5;
/** How long the first step's challenge lasts: time to open the app and type six digits. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** A challenge's subject: never a user id, so the guard can never take it for an access token. */
const CHALLENGE_PREFIX = '2fa:';
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
export const SETUP_NEEDED = 'Your role requires two-factor sign-in. Please set it up to continue.';
const CHALLENGE_EXPIRED = 'Your sign-in took too long. Please enter your password again.';
export const WRONG_CODE = 'This code is not right. Please check your authenticator app and try again.';

/**
 * The lockout of one user's codes (the sign-in's second step and the Security
 * page's code forms alike): refuses while five wrong codes stand in the
 * window; `wrong()` counts one and answers the error to throw, `right()` clears.
 */
export async function codeGate(c: Ctx, userId: string) {
  const { rateLimiter } = c.get('deps');
  const key = `2fa:user:${userId}`;
  const tooManyCodes = (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return tooManyRequests(`Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
  };
  const failures = await rateLimiter.peek(key);
  if (failures.count >= TWO_FACTOR_FAILURES_PER_USER) throw tooManyCodes(failures.resetInSeconds);
  return {
    wrong: async () => {
      const after = await rateLimiter.hit(key, LOGIN_WINDOW_SECONDS);
      return after.count >= TWO_FACTOR_FAILURES_PER_USER ? tooManyCodes(after.resetInSeconds) : badRequest(WRONG_CODE, { code: WRONG_CODE });
    },
    right: () => rateLimiter.reset(key),
  };
}

/** The user a sign-in's challenge was issued to, if it is still good (same password, still active). */
export async function challengeUser(c: Ctx, challenge: string): Promise<LoginUser> {
  const { tokens, db } = c.get('deps');
  const claims = challenge ? await tokens.read(challenge) : null;
  const id = claims?.sub.startsWith(CHALLENGE_PREFIX) ? claims.sub.slice(CHALLENGE_PREFIX.length) : null;
  const user = id && /^[0-9a-f-]{36}$/i.test(id) ? await findUserForLoginById(db, id) : undefined;
  if (!user || user.tokenVersion !== claims!.ver) throw unauthorized(CHALLENGE_EXPIRED);
  if (!user.active || user.accountActive === false) throw forbidden('This login is inactive. Please contact customer support.');
  return user;
}

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}

async function signin(c: Ctx) {
  const { db, rateLimiter, tokens, now, loginAttemptsPerIp = LOGIN_ATTEMPTS_PER_IP } = c.get('deps');
  const input = await readBody(c, signinRequestSchema);
  const ipKey = `login:ip:${clientIp(c)}`;
  const idKey = `login:id:${input.email.toLowerCase()}`;

  const ip = await rateLimiter.hit(ipKey, LOGIN_WINDOW_SECONDS);
  if (ip.count > loginAttemptsPerIp) throw tooMany(ip.resetInSeconds);
  const failures = await rateLimiter.peek(idKey);
  if (failures.count >= LOGIN_FAILURES_PER_ACCOUNT) throw tooMany(failures.resetInSeconds);

  const user = await findUserForLogin(db, input.email);
  // Unknown users are checked against a dummy hash: same answer, same time.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await rateLimiter.hit(idKey, LOGIN_WINDOW_SECONDS);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!user.active || user.accountActive === false) {
    throw forbidden('This login is inactive. Please contact customer support.');
  }
  await rateLimiter.reset(idKey);
  const device = { deviceToken: input.device_token, userAgent: input.user_agent || (c.req.header('user-agent') ?? '') };

  // The second step: staff always (enrolling first if they have not), customers who turned it on,
  // except from a browser they asked to be remembered in the last 30 days.
  const totp = await readTotp(db, tokens, user.id);
  const enabled = totp?.enabled === true;
  if (enabled || twoFactorRequired(user.role)) {
    const device30 = enabled ? await findDevice(db, user.id, device.deviceToken, now()) : null;
    if (!device30?.trusted) {
      const challenge = await tokens.issue(`${CHALLENGE_PREFIX}${user.id}`, user.tokenVersion, CHALLENGE_TTL_SECONDS);
      return ok(
        c,
        { two_factor: enabled ? 'verify' : 'setup', challenge, expires_in: CHALLENGE_TTL_SECONDS },
        enabled ? CODE_NEEDED : SETUP_NEEDED,
      );
    }
  }
  return completeSignIn(c, user, device);
}

/** The second step: the challenge from the first, and a code from the app (or a recovery code). */
async function signinTwoFactor(c: Ctx) {
  const { db, rateLimiter, tokens, now, loginAttemptsPerIp = LOGIN_ATTEMPTS_PER_IP } = c.get('deps');
  const input = await readBody(c, twoFactorSigninSchema);
  const ip = await rateLimiter.hit(`login:ip:${clientIp(c)}`, LOGIN_WINDOW_SECONDS);
  if (ip.count > loginAttemptsPerIp) throw tooMany(ip.resetInSeconds);
  const user = await challengeUser(c, input.challenge);

  const gate = await codeGate(c, user.id);
  const totp = await readTotp(db, tokens, user.id);
  if (!totp) throw badRequest('Please set up two-factor sign-in first.');

  const actor = { id: user.id, username: user.username, role: user.role };
  const checked = await db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, totp, user.id, input.code, now());
    if (!result.ok) return result;
    if (!totp.enabled) {
      // The code proves the app holds the secret: enrolment is complete.
      await tx.update(userTotp).set({ enabledAt: now() }).where(eq(userTotp.userId, user.id));
      await recordAudit(tx, c, { action: 'two_factor.enabled', targetType: 'user', targetId: user.id, accountId: user.accountId, after: { enabled: true } }, actor);
    } else if (result.recovery) {
      await recordAudit(tx, c, { action: 'two_factor.recovery_code_used', targetType: 'user', targetId: user.id, accountId: user.accountId }, actor);
    }
    return result;
  });
  if (!checked.ok) throw await gate.wrong();
  await gate.right();
  const device = { deviceToken: input.device_token, userAgent: input.user_agent || (c.req.header('user-agent') ?? ''), trust: input.remember };
  return completeSignIn(c, user, device);
}

async function register(c: Ctx) {
  const { db } = c.get('deps');
  const input = await readBody(c, registerSchema);
  if (!countryName(input.Country)) throw badRequest('Please choose a country from the list.', { Country: 'Unknown country.' });
  let city = input.City;
  let origin = input.Origin;
  const cities = citiesOf(input.Country);
  if (origin) {
    const match = cities.find((x) => x.code === origin);
    if (!match) throw badRequest('Please choose a city from the list.', { City: 'Unknown city for this country.' });
    city = match.name;
  } else if (city) {
    const match = cities.find((x) => x.name.toLowerCase() === city.toLowerCase());
    if (cities.length && !match) throw badRequest('Please choose a city from the list.', { City: 'Unknown city for this country.' });
    if (match) [city, origin] = [match.name, match.code];
  }

  const taken = await takenIdentity(db, input.username, input.email);
  if (taken.username) throw conflict('This User Name is already taken. Please choose another.', { username: 'Already taken.' });
  if (taken.email) throw conflict('An account with this Email ID already exists or is awaiting approval.', { email: 'Already registered.' });

  try {
    const [row] = await db
      .insert(registrationRequests)
      .values({
        username: input.username,
        fullName: input.full_name,
        email: input.email,
        companyName: input.company_name,
        addressLine1: input.address_line_1,
        addressLine2: input.address_line_2,
        phoneNumber: input.phone_number || null,
        telephoneNumber: input.telephone_number || null,
        country: input.Country,
        city: city || null,
        origin: origin || null,
        locale: input.Locale,
      })
      .returning({ id: registrationRequests.id, createdAt: registrationRequests.createdAt });
    return ok(
      c,
      { _id: row!.id, status: 'pending', username: input.username, email: input.email, createdAt: row!.createdAt },
      'Your Account is Created We Will Notify as well as soon',
      201,
    );
  } catch (err) {
    // Two identical requests racing: the partial unique indexes let one through.
    if (isUniqueViolation(err)) throw conflict('This User Name or Email ID is already awaiting approval.');
    throw err;
  }
}

/** What pre-fills the booking form; accounts.city holds the city's name, so CityCode comes from the city list. */
async function accountDetails(c: Ctx, accountId: string | undefined) {
  if (!accountId) return { Phone: null, Email: null, AddressLine1: null, AddressLine2: null, City: null, CityCode: null, Country: null };
  const [a] = await c.get('deps').db.select().from(accounts).where(eq(accounts.id, accountId));
  const city = a?.city ? citiesOf(a.country).find((x) => x.name.toLowerCase() === a.city!.toLowerCase()) : undefined;
  return {
    Phone: a?.phone ?? null,
    Email: a?.email ?? null,
    AddressLine1: a?.addressLine1 ?? null,
    AddressLine2: a?.addressLine2 ?? null,
    City: city?.name ?? a?.city ?? null,
    CityCode: city?.code ?? null,
    Country: a?.country ?? null,
  };
}

async function profile(c: Ctx) {
  const user = currentUser(c);
  const [details, [own]] = await Promise.all([
    accountDetails(c, user.account?.id),
    c.get('deps').db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id)),
  ]);
  return ok(c, {
    user: {
      _id: user.id,
      username: user.username,
      email: user.email,
      full_name: user.fullName,
      Role: user.role,
      dashboard: user.permissions,
      AccountNo: user.account?.accountNo ?? null,
      first: user.mustChangePassword,
      /** The language of this user's emails: en or ar. */
      Locale: own?.locale ?? 'en',
    },
    AccountData: {
      AccountNo: user.account?.accountNo ?? null,
      CompanyName: user.account?.companyName ?? null,
      PaymentType: user.account?.paymentType ?? null,
      ...details,
    },
  });
}

/** The signed-in user's own language; their emails are written in it from the next one on. */
async function setLocale(c: Ctx) {
  const { db } = c.get('deps');
  const user = currentUser(c);
  const { Locale } = await readBody(c, profileLocaleSchema);
  await db.update(users).set({ locale: Locale }).where(eq(users.id, user.id));
  return ok(c, { Locale }, 'Your language has been saved.');
}

async function changePassword(c: Ctx) {
  const { db, tokens, tokenTtlSeconds, now } = c.get('deps');
  const user = currentUser(c);
  const input = await readBody(c, changePasswordSchema);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) {
    throw badRequest('Current Password is incorrect.', { currentPassword: 'Incorrect.' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Bumping the token version signs out every other session of this user; their rows say why.
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning({ tokenVersion: users.tokenVersion });
    const ended = await endSessions(tx, user.id, { except: user.sessionId }, 'password-changed', now());
    await recordAudit(tx, c, {
      action: 'password.changed',
      targetType: 'user',
      targetId: user.id,
      accountId: user.account?.id,
      after: { first_password: user.mustChangePassword, sessions_ended: ended.length },
    });
    return row!;
  });
  const access_token = await tokens.issue(user.id, updated.tokenVersion, undefined, user.sessionId);
  return ok(
    c,
    { access_token, token_type: 'Bearer', expires_in: tokenTtlSeconds, first: false },
    'Your password has been changed.',
  );
}

export function authRoutes(r: Router) {
  r.post('auth/signin', 'public', signin);
  r.post('auth/signin/two-factor', 'public', signinTwoFactor);
  r.post('auth/register', 'public', register);
  r.get('auth/profile', 'user', profile, { allowPendingPasswordChange: true });
  // Also before the first password change: the language switch works on the change-password page too.
  r.put('auth/profile/locale', 'user', setLocale, { allowPendingPasswordChange: true });
  r.put('auth/changepassword', 'user', changePassword, { allowPendingPasswordChange: true });
}
