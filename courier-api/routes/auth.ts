// auth/signin, auth/register, auth/profile, auth/profile/locale, auth/changepassword.
import { eq, sql } from 'drizzle-orm';
import { changePasswordSchema, loginSchema, registerSchema } from '@/lib/schemas/auth';
import { profileLocaleSchema } from '@/lib/schemas/users';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { currentUser } from '../auth/guard';
import { clientIp, type Ctx } from '../context';
import { countryName } from '../data/countries';
import { citiesOf } from '../data/cities';
import { accounts, registrationRequests, users } from '../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, ok, readBody, tooManyRequests, unauthorized } from '../http';
import type { Router } from '../router';
import { findUserForLogin, takenIdentity } from '../services/users';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed attempts on one Email ID or Username before it is locked for the window. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Attempts of any outcome from one IP address in the window (LOGIN_ATTEMPTS_PER_IP overrides). */
export const LOGIN_ATTEMPTS_PER_IP = 30;

const BAD_CREDENTIALS = 'Invalid Email ID/Username or Password.';

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}

async function signin(c: Ctx) {
  const { db, rateLimiter, tokens, tokenTtlSeconds, now, loginAttemptsPerIp = LOGIN_ATTEMPTS_PER_IP } = c.get('deps');
  const input = await readBody(c, loginSchema);
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
  await db.update(users).set({ lastLoginAt: now() }).where(eq(users.id, user.id));
  const access_token = await tokens.issue(user.id, user.tokenVersion);
  return ok(
    c,
    { access_token, token_type: 'Bearer', expires_in: tokenTtlSeconds, first: user.mustChangePassword },
    'Login successful',
  );
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
  const { db, tokens, tokenTtlSeconds } = c.get('deps');
  const user = currentUser(c);
  const input = await readBody(c, changePasswordSchema);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) {
    throw badRequest('Current Password is incorrect.', { currentPassword: 'Incorrect.' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Bumping the token version signs out every other session of this user.
  const [updated] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning({ tokenVersion: users.tokenVersion });
  const access_token = await tokens.issue(user.id, updated!.tokenVersion);
  return ok(
    c,
    { access_token, token_type: 'Bearer', expires_in: tokenTtlSeconds, first: false },
    'Your password has been changed.',
  );
}

export function authRoutes(r: Router) {
  r.post('auth/signin', 'public', signin);
  r.post('auth/register', 'public', register);
  r.get('auth/profile', 'user', profile, { allowPendingPasswordChange: true });
  // Also before the first password change: the language switch works on the change-password page too.
  r.put('auth/profile/locale', 'user', setLocale, { allowPendingPasswordChange: true });
  r.put('auth/changepassword', 'user', changePassword, { allowPendingPasswordChange: true });
}
