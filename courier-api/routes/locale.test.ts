// Each user's language (issue 13) against the real API on a real database:
// migration 0010, PUT auth/profile/locale, and the login emails written in
// the recipient's language (the user's, or the registration request's).
import { sql } from 'drizzle-orm';
import type { OutgoingMail } from '../services/mail';
import { queryRows, useTestApi } from '../test-utils';

const SITE = 'https://portal.example.test';
/** What reached the mail server: every message, with its HTML part when it has one. */
const sent: OutgoingMail[] = [];
const { t, tokens } = useTestApi({
  logins: { admin: 'admin', alnoor: 'postpaid', oasis: 'prepaid', pickups: 'subUser' },
  mail: { transport: { send: async (m) => void sent.push(m) }, siteUrl: SITE },
});

const ARABIC = /[\u0600-\u06FF]/;
const setLocale = (token: string | undefined, body: unknown) => t.call('PUT', 'auth/profile/locale', { token, body });
const profileLocale = async (token: string) => (await t.call('GET', 'auth/profile', { token })).json.data.user.Locale;
const lastMailTo = (to: string) => sent.filter((m) => m.to === to).at(-1)!;
const storedLocale = async (table: 'users' | 'registration_requests', email: string) =>
  (await queryRows<{ locale: string }>(t.database, sql`select locale from ${sql.identifier(table)} where email = ${email}`))[0]?.locale;

function expectArabic(mail: OutgoingMail) {
  expect(mail.subject).toMatch(ARABIC);
  expect(mail.text).toMatch(ARABIC);
  expect(mail.text).not.toContain('Dear ');
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
}
function expectEnglish(mail: OutgoingMail) {
  expect(mail.subject).not.toMatch(ARABIC);
  expect(mail.text).not.toMatch(ARABIC);
  expect(mail.text).toMatch(/^Dear /);
  expect(mail).not.toHaveProperty('html');
}

describe('migration 0010', () => {
  it('adds locale (not null, default en, en or ar only) to users and registration requests', async () => {
    for (const table of ['users', 'registration_requests']) {
      const [col] = await queryRows<{ is_nullable: string; column_default: string }>(
        t.database,
        sql`select is_nullable, column_default from information_schema.columns where table_name = ${table} and column_name = 'locale'`,
      );
      expect(col).toEqual({ is_nullable: 'NO', column_default: "'en'::text" });
    }
    expect(await queryRows(t.database, sql`select distinct locale from users`)).toEqual([{ locale: 'en' }]);
    await expect(t.database.db.execute(sql`update users set locale = 'fr' where username = 'oasis'`)).rejects.toThrow();
  });
});

describe('PUT auth/profile/locale', () => {
  it('is declared for any signed-in user, and refuses visitors', async () => {
    expect(t.api.routeList).toContainEqual({ method: 'PUT', path: 'auth/profile/locale', access: 'user' });
    const res = await setLocale(undefined, { Locale: 'ar' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Please sign in to continue.');
  });

  it("sets the caller's own language, which auth/profile then shows", async () => {
    expect(await profileLocale(tokens.pickups)).toBe('en');
    const res = await setLocale(tokens.pickups, { Locale: 'ar' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: expect.any(String), message: 'Your language has been saved.', data: { Locale: 'ar' } });
    expect(await profileLocale(tokens.pickups)).toBe('ar');
    expect(await storedLocale('users', 'pickups@alnoortrading.ae')).toBe('ar');
    // Nobody else's changed.
    expect(await profileLocale(tokens.alnoor)).toBe('en');
    expect((await setLocale(tokens.pickups, { Locale: 'en' })).status).toBe(200);
    expect(await profileLocale(tokens.pickups)).toBe('en');
  });

  it('answers anything but en or ar with a 400 that says what is allowed', async () => {
    for (const Locale of ['fr', 'AR', 'ar-AE', '', 42, ['ar'], { ar: true }]) {
      const res = await setLocale(tokens.oasis, { Locale });
      expect({ Locale, status: res.status, message: res.json.message, field: res.json.errors?.Locale }).toEqual({
        Locale,
        status: 400,
        message: 'Locale must be en (English) or ar (Arabic).',
        field: 'Locale must be en (English) or ar (Arabic).',
      });
    }
    for (const body of [{}, { Locale: null }]) {
      const missing = await setLocale(tokens.oasis, body);
      expect(missing.status).toBe(400);
      expect(missing.json.message).toBe('Locale is required: en (English) or ar (Arabic).');
    }
    expect(await profileLocale(tokens.oasis)).toBe('en');
  });
});

describe('sub-user emails in the recipient’s language', () => {
  let seq = 0;
  const newUser = (over: Record<string, unknown> = {}) => {
    seq++;
    return { username: `lang.member${seq}`, full_name: 'Aisha Rahman', email: `lang${seq}@alnoortrading.ae`, dashboard: { Pickup_Request: true }, ...over };
  };

  it('writes to the new user in the language of the user who adds them, unless one is given', async () => {
    const english = newUser();
    const res = await t.call('POST', 'users', { token: tokens.alnoor, body: english });
    expect(res.status).toBe(201);
    expect(await storedLocale('users', english.email)).toBe('en');
    const mail = lastMailTo(english.email);
    expectEnglish(mail);
    expect(mail.subject).toBe('Your Saqr Express portal login for Al Noor Trading LLC');
    expect(mail.text).toContain(`${SITE}/login`);

    expect((await setLocale(tokens.alnoor, { Locale: 'ar' })).status).toBe(200);
    try {
      const arabic = newUser();
      const created = await t.call('POST', 'users', { token: tokens.alnoor, body: arabic });
      expect(created.status).toBe(201);
      expect(await storedLocale('users', arabic.email)).toBe('ar');
      const welcome = lastMailTo(arabic.email);
      expectArabic(welcome);
      expect(welcome.subject).toContain('Al Noor Trading LLC');
      expect(welcome.text).toContain(`\n${SITE}/ar/login\n`);
      expect(welcome.text).not.toContain(`${SITE}/login`);
      expect(welcome.text).toContain(`\n${arabic.username}\n`);
      expect(welcome.text).toContain(`\n${created.json.data.OneTimePassword}\n`);
      expect(welcome.html).toContain(`href="${SITE}/ar/login"`);
      expect(welcome.html).toContain('<span dir="ltr">100001</span>');
      // The outbox keeps both parts, so a retry sends the same message.
      const [row] = await queryRows<{ subject: string; html_body: string | null }>(t.database, sql`select subject, html_body from mail_outbox where to_address = ${arabic.email}`);
      expect(row).toEqual({ subject: welcome.subject, html_body: welcome.html });

      const chosen = newUser({ Locale: 'en' });
      expect((await t.call('POST', 'users', { token: tokens.alnoor, body: chosen })).status).toBe(201);
      expect(await storedLocale('users', chosen.email)).toBe('en');
      expectEnglish(lastMailTo(chosen.email));

      const bad = await t.call('POST', 'users', { token: tokens.alnoor, body: newUser({ Locale: 'de' }) });
      expect(bad.status).toBe(400);
      expect(bad.json.errors.Locale).toBe('Locale must be en (English) or ar (Arabic).');
    } finally {
      await setLocale(tokens.alnoor, { Locale: 'en' });
    }
  });

  it("sends a new one-time password in the user's own language", async () => {
    const body = newUser({ Locale: 'ar' });
    const created = await t.call('POST', 'users', { token: tokens.alnoor, body });
    const reset = await t.call('POST', 'users/ResetPassword', { token: tokens.alnoor, body: { userId: created.json.data.user._id } });
    expect(reset.status).toBe(200);
    const mail = lastMailTo(body.email);
    expectArabic(mail);
    expect(mail.text).toContain('كلمة مرور جديدة لمرة واحدة');
    expect(mail.text).toContain(`\n${reset.json.data.OneTimePassword}\n`);
    const byAdmin = await t.call('POST', 'users/ResetPassword', { token: tokens.admin, body: { userId: created.json.data.user._id } });
    expect(byAdmin.status).toBe(200);
    expect(lastMailTo(body.email).text).toContain('أصدر لك فريق خدمة العملاء');
  });
});

describe('registration emails in the language of the request', () => {
  let seq = 0;
  async function register(over: Record<string, unknown> = {}) {
    seq++;
    const body = {
      username: `rose.lang${seq}`,
      full_name: 'Hessa Al Marri',
      email: `orders${seq}@roselang${seq}.ae`,
      company_name: `Rose Lang ${seq} LLC`,
      address_line_1: 'Shop 12, Al Wasl Road',
      address_line_2: 'Jumeirah 1',
      Country: 'AE',
      City: 'Dubai',
      ...over,
    };
    const res = await t.call('POST', 'auth/register', { body });
    return { res, body };
  }

  it('stores the language of the request (en when none is sent) and refuses any other', async () => {
    const plain = await register();
    expect(plain.res.status).toBe(201);
    expect(await storedLocale('registration_requests', plain.body.email)).toBe('en');
    const bad = await register({ Locale: 'fr' });
    expect(bad.res.status).toBe(400);
    expect(bad.res.json.errors.Locale).toBe('Locale must be en (English) or ar (Arabic).');
  });

  it('welcomes an Arabic applicant in Arabic, and the new user keeps the language', async () => {
    const { res, body } = await register({ Locale: 'ar' });
    expect(await storedLocale('registration_requests', body.email)).toBe('ar');
    const opened = await t.call('POST', 'RegistrationRequests/Activate', { token: tokens.admin, body: { _id: res.json.data._id, PaymentType: 'PP' } });
    expect(opened.status).toBe(201);
    expect(await storedLocale('users', body.email)).toBe('ar');
    const mail = lastMailTo(body.email);
    expectArabic(mail);
    expect(mail.subject).toContain(opened.json.data.Account.AccountNo);
    expect(mail.text).toContain(`\n${SITE}/ar/login\n`);
    expect(mail.html).toContain(`<span dir="ltr">${opened.json.data.Account.AccountNo}</span>`);
  });

  it('welcomes an English applicant exactly as before', async () => {
    const { res, body } = await register({ Locale: 'en' });
    const opened = await t.call('POST', 'RegistrationRequests/Activate', { token: tokens.admin, body: { _id: res.json.data._id, PaymentType: 'PP' } });
    expect(await storedLocale('users', body.email)).toBe('en');
    const mail = lastMailTo(body.email);
    expectEnglish(mail);
    expect(mail.subject).toBe(`Welcome to Saqr Express: your account ${opened.json.data.Account.AccountNo} is ready`);
  });

  it('turns down an Arabic applicant in Arabic, with the reason as the Admin wrote it', async () => {
    const { res, body } = await register({ Locale: 'ar' });
    const rejected = await t.call('POST', 'RegistrationRequests/Reject', { token: tokens.admin, body: { _id: res.json.data._id, Reason: 'No trade licence.' } });
    expect(rejected.status).toBe(200);
    const mail = lastMailTo(body.email);
    expectArabic(mail);
    expect(mail.text).toContain('No trade licence.');
    expect(mail.html).toContain('<bdi>No trade licence.</bdi>');
  });
});
