// Two-factor sign-in, devices and sessions (issue 17) against the real API on
// a real database: the second step for staff, codes used once, lockout after
// wrong codes, recovery codes, "remember this device", enrolment from the
// Security page, sessions a user can end, and the new-device email.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import { PERMISSION_KEYS } from '../db/schema';
import { createTokenSigner } from '../auth/tokens';
import { DEMO_STAFF } from '../db/seed-courier';
import { demoTotpCode, queryRows, useTestApi } from '../test-utils';
import { TWO_FACTOR_FAILURES_PER_USER } from './auth';

const { t } = useTestApi({ courierDay: true });
const DEMO_STAFF_OPS = DEMO_STAFF.ops.email;

const device = () => randomBytes(24).toString('base64url');
const at = (seconds: number) => new Date(t.clock.now.getTime() + seconds * 1000);
const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
/** Each test moves the clock on: a code's 30-second step is used once per user. */
const tick = (seconds = 31) => {
  t.clock.now = at(seconds);
};

const signin = (email: string, device_token?: string, password = DEMO_PASSWORD) =>
  t.call('POST', 'auth/signin', { body: { email, password, device_token, user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/150.0' } });
const second = (challenge: string, code: string, o: { remember?: boolean; device_token?: string } = {}) =>
  t.call('POST', 'auth/signin/two-factor', { body: { challenge, code, ...o } });

async function customerToken(email: string, device_token = device()) {
  const res = await signin(email, device_token);
  expect(res.status).toBe(200);
  return res.json.data.access_token as string;
}

describe('the second step for staff', () => {
  it('asks the Admin for a code; the challenge is no access token; a right code signs in once', async () => {
    tick();
    const first = await signin(DEMO_USERS.admin.email, device());
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app.', data: { two_factor: 'verify', expires_in: 300 } });
    expect(first.json.data.access_token).toBeUndefined();
    const { challenge } = first.json.data;
    expect((await t.call('GET', 'auth/profile', { token: challenge })).status).toBe(401);

    const wrong = await second(challenge, '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: 'This code is not right. Please check your authenticator app and try again.', errors: { code: expect.any(String) } });

    const code = await demoTotpCode(t.clock.now);
    const ok = await second(challenge, code);
    expect(ok.status).toBe(200);
    expect((await t.call('GET', 'auth/profile', { token: ok.json.data.access_token })).status).toBe(200);

    // The same code again, even with a fresh challenge, is a replay.
    const again = await signin(DEMO_USERS.admin.email, device());
    expect((await second(again.json.data.challenge, code)).status).toBe(400);
  });

  it('locks the second step after five wrong codes, even for the right one, until the window passes', async () => {
    tick();
    const { challenge } = (await signin(DEMO_STAFF_OPS, device())).json.data;
    for (let i = 0; i < TWO_FACTOR_FAILURES_PER_USER - 1; i++) expect((await second(challenge, '123456')).status).toBe(400);
    const fifth = await second(challenge, '123456');
    expect(fifth.status).toBe(429);
    expect(fifth.json.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    expect((await second(challenge, await demoTotpCode(t.clock.now))).status).toBe(429);

    tick(15 * 60 + 1);
    const fresh = (await signin(DEMO_STAFF_OPS, device())).json.data.challenge;
    expect((await second(fresh, await demoTotpCode(t.clock.now))).status).toBe(200);
  });

  it('refuses a challenge after five minutes', async () => {
    tick();
    const { challenge } = (await signin(DEMO_USERS.admin.email, device())).json.data;
    tick(301);
    const late = await second(challenge, await demoTotpCode(t.clock.now));
    expect(late.status).toBe(401);
    expect(late.json.message).toBe('Your sign-in took too long. Please enter your password again.');
  });

  it('remembers a device for 30 days when asked, and only that device', async () => {
    tick();
    const mine = device();
    const { challenge } = (await signin(DEMO_USERS.admin.email, mine)).json.data;
    expect((await second(challenge, await demoTotpCode(t.clock.now), { remember: true, device_token: mine })).status).toBe(200);

    tick(3600);
    const back = await signin(DEMO_USERS.admin.email, mine);
    expect(back.json.data.access_token).toEqual(expect.any(String));
    expect((await signin(DEMO_USERS.admin.email, device())).json.data.two_factor).toBe('verify');

    tick(30 * 86_400);
    expect((await signin(DEMO_USERS.admin.email, mine)).json.data.two_factor).toBe('verify');
  });

  it('will not let staff turn it off', async () => {
    tick();
    const token = await t.login('admin');
    const off = await t.call('POST', 'auth/two-factor/disable', { token, body: { password: DEMO_PASSWORD } });
    expect(off.status).toBe(403);
    expect(off.json.message).toBe('Two-factor sign-in is required for staff and cannot be turned off.');
    const overview = await t.call('GET', 'auth/security', { token });
    expect(overview.json.data.TwoFactor).toMatchObject({ Enabled: true, Required: true });
  });
});

describe('a lost phone', () => {
  it("an Admin resets a staff member's sign-in: a new one-time password, sessions ended, two-factor set up again", async () => {
    tick();
    const courierToken = await t.login('courier2');
    const [row] = await queryRows<{ id: string }>(t.database, sql`select id from users where email = ${DEMO_STAFF.courier2.email}`);
    const reset = await t.call('POST', 'Staff/ResetSignIn', { token: await t.login('admin'), body: { _id: row!.id } });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe('Sunil Kumar can sign in with the new one-time password and set up two-factor sign-in again.');
    expect((await t.call('GET', 'auth/profile', { token: courierToken })).status).toBe(401);
    const again = await signin(DEMO_STAFF.courier2.email, device(), reset.json.data.OneTimePassword);
    expect(again.json.data.two_factor).toBe('setup');
    const [audit] = await queryRows<{ after: Record<string, unknown> }>(t.database, sql`select after from audit_log where action = 'user.password_reset' and target_id = ${row!.id}`);
    expect(audit!.after).toMatchObject({ twoFactorReset: true, signedOut: true });
    // Only the Admin may; a customer's key is refused.
    expect((await t.call('POST', 'Staff/ResetSignIn', { token: await customerToken(DEMO_USERS.prepaid.email), body: { _id: row!.id } })).status).toBe(403);

    // A secret sealed under another server key (the secret was changed) refuses the sign-in:
    // never "not set up", which would let the password alone enrol a new phone.
    const other = createTokenSigner('another-secret-that-is-long-enough', 3600);
    await t.database.db.execute(sql`insert into user_totp (user_id, secret_sealed, enabled_at) values (${row!.id}, ${other.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')}, now())`);
    const refused = await signin(DEMO_STAFF.courier2.email, device(), reset.json.data.OneTimePassword);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Two-factor sign-in cannot be checked for this login. Please contact customer support.');
  });
});

describe('a customer turning it on from the Security page', () => {
  it('sets up, turns on with a code, signs in with the app or a recovery code (once), and turns off with the password', async () => {
    tick();
    const email = DEMO_USERS.prepaid.email;
    const here = device();
    const token = await customerToken(email, here);
    const elsewhere = await customerToken(email);

    const setup = await t.call('POST', 'auth/two-factor/setup', { token, body: {} });
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_svg, recovery_codes } = setup.json.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(recovery_codes).toHaveLength(10);
    // Kept sealed: the secret is nowhere in the row.
    const [row] = await queryRows<{ secret_sealed: string }>(t.database, sql`select secret_sealed from user_totp u join users x on x.id = u.user_id where x.email = ${email}`);
    expect(row!.secret_sealed).not.toContain(secret);

    // Not on yet: signing in needs no code, and a recovery code does nothing.
    expect((await signin(email, device())).json.data.access_token).toEqual(expect.any(String));
    expect((await t.call('POST', 'auth/two-factor/enable', { token, body: { code: '111111' } })).status).toBe(400);
    const on = await t.call('POST', 'auth/two-factor/enable', { token, body: { code: await codeAt(secret, t.clock.now) } });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ message: 'Two-factor sign-in is on.', data: { enabled: true, recovery_codes_left: 10 } });
    // Sessions signed in with the password alone end; this one goes on.
    expect((await t.call('GET', 'auth/profile', { token: elsewhere })).status).toBe(401);
    expect((await t.call('GET', 'auth/profile', { token })).status).toBe(200);

    tick();
    const challenge = (await signin(email, device())).json.data.challenge;
    expect((await second(challenge, await codeAt(secret, t.clock.now))).status).toBe(200);
    const viaRecovery = (await signin(email, device())).json.data.challenge;
    expect((await second(viaRecovery, recovery_codes[0].toUpperCase())).status).toBe(200);
    expect((await second(viaRecovery, recovery_codes[0])).status).toBe(400);
    expect((await t.call('GET', 'auth/security', { token })).json.data.TwoFactor).toMatchObject({ Enabled: true, Required: false, RecoveryCodesLeft: 9 });

    tick();
    const fresh = await t.call('POST', 'auth/two-factor/recovery-codes', { token, body: { code: await codeAt(secret, t.clock.now) } });
    expect(fresh.json.data.recovery_codes).toHaveLength(10);
    const old = (await signin(email, device())).json.data.challenge;
    expect((await second(old, recovery_codes[1])).status).toBe(400);

    const wrongPassword = await t.call('POST', 'auth/two-factor/disable', { token, body: { password: 'Wrong@2026' } });
    expect(wrongPassword.status).toBe(400);
    const off = await t.call('POST', 'auth/two-factor/disable', { token, body: { password: DEMO_PASSWORD } });
    expect(off.json.message).toBe('Two-factor sign-in is off.');
    expect((await signin(email, device())).json.data.access_token).toEqual(expect.any(String));

    const actions = await queryRows<{ action: string }>(
      t.database,
      sql`select action from audit_log a join users u on u.id = a.actor_user_id where u.email = ${email} and action like 'two_factor.%' order by a.id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'two_factor.enabled',
      'two_factor.recovery_code_used',
      'two_factor.recovery_codes_regenerated',
      'two_factor.disabled',
    ]);
  });
});

describe('sessions', () => {
  it('lists the sessions, ends one and all others, and signing out ends this one', async () => {
    tick();
    const email = DEMO_USERS.subUser.email;
    const a = await customerToken(email);
    const b = await customerToken(email);
    const c = await customerToken(email);
    const list = (await t.call('GET', 'auth/security', { token: a })).json.data.Sessions as Array<{ SessionId: string; Current: boolean; Device: string; Ip: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((s) => s.Current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ Device: 'Chrome on Windows', Ip: '203.0.113.10' });

    const bId = (await t.call('GET', 'auth/security', { token: b })).json.data.Sessions.find((s: { Current: boolean }) => s.Current).SessionId;
    // Another user cannot end it: not found, as an unknown id.
    const stranger = await customerToken(DEMO_USERS.postpaid.email);
    expect((await t.call('PUT', 'auth/sessions/end', { token: stranger, body: { SessionId: bId } })).status).toBe(404);
    expect((await t.call('PUT', 'auth/sessions/end', { token: a, body: { SessionId: 'nope' } })).status).toBe(400);
    const ended = await t.call('PUT', 'auth/sessions/end', { token: a, body: { SessionId: bId } });
    expect(ended.json.message).toBe('The session has been ended.');
    expect((await t.call('GET', 'auth/profile', { token: b })).status).toBe(401);
    expect((await t.call('PUT', 'auth/sessions/end', { token: a, body: { SessionId: bId } })).status).toBe(404);

    const others = await t.call('PUT', 'auth/sessions/end-others', { token: a });
    expect(others.json.message).toBe('Your other sessions have been ended.');
    expect((await t.call('GET', 'auth/profile', { token: c })).status).toBe(401);
    expect((await t.call('GET', 'auth/profile', { token: a })).status).toBe(200);

    expect((await t.call('POST', 'auth/signout', { token: a })).json.message).toBe('You have been signed out.');
    expect((await t.call('GET', 'auth/profile', { token: a })).status).toBe(401);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    tick();
    const email = DEMO_USERS.postpaid.email;
    const mine = await customerToken(email);
    const other = await customerToken(email);
    const changed = await t.call('PUT', 'auth/changepassword', {
      token: mine,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Falcon#2026new', confirmPassword: 'Falcon#2026new' },
    });
    expect(changed.status).toBe(200);
    const renewed = changed.json.data.access_token;
    expect((await t.call('GET', 'auth/profile', { token: renewed })).status).toBe(200);
    expect((await t.call('GET', 'auth/profile', { token: other })).status).toBe(401);
    const [audit] = await queryRows<{ after: { sessions_ended: number } }>(t.database, sql`select after from audit_log where action = 'password.changed' order by id desc limit 1`);
    expect(audit!.after.sessions_ended).toBeGreaterThanOrEqual(1);
    // Back to the demo password for the other tests.
    await t.call('PUT', 'auth/changepassword', { token: renewed, body: { currentPassword: 'Falcon#2026new', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD } });
  });

  it('refuses a token without a session, or of a session that ended', async () => {
    const [user] = await queryRows<{ id: string; token_version: number }>(t.database, sql`select id, token_version from users where email = ${DEMO_USERS.prepaid.email}`);
    const { createTokenSigner } = await import('../auth/tokens');
    const { TEST_SECRET } = await import('../test-utils');
    const forged = await createTokenSigner(TEST_SECRET, 3600, () => t.clock.now).issue(user!.id, user!.token_version);
    expect((await t.call('GET', 'auth/profile', { token: forged })).status).toBe(401);
  });
});

describe('the new-device email', () => {
  it('is sent for a browser the user had not signed in from, not for the first ever nor a known one', async () => {
    tick();
    const email = 'new.device@alnoortrading.ae';
    const dashboard = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, k === 'Air_Way_bill_history']));
    const owner = await t.login('postpaid');
    const sub = await t.call('POST', 'users', {
      token: owner,
      body: { username: 'new.device', full_name: 'Noura Saleh', email, phone_number: '+971501230000', dashboard },
    });
    const password = sub.json.data?.OneTimePassword;
    if (!password) throw new Error(`sub-user not created: ${JSON.stringify(sub.json)}`);
    const mails = () => queryRows<{ subject: string; text_body: string }>(t.database, sql`select subject, text_body from mail_outbox where to_address = ${email} and subject like 'New sign-in%'`);

    const laptop = device();
    expect((await signin(email, laptop, password)).status).toBe(200);
    expect(await mails()).toHaveLength(0);
    expect((await signin(email, laptop, password)).status).toBe(200);
    expect(await mails()).toHaveLength(0);
    expect((await signin(email, device(), password)).status).toBe(200);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('Device: Chrome on Windows');
    expect(sent[0]!.text_body).toContain('IP address: 203.0.113.10');
    expect(sent[0]!.text_body).toContain('/Security');

    // Signing in is not "doing something": the login can still be deleted, its sessions and devices go with it,
    // and the audit trail keeps the entries it is named in (by name: rows never change).
    const gone = await t.call('DELETE', `users?userId=${sub.json.data.user._id}`, { token: owner });
    expect(gone.json.data).toMatchObject({ Deleted: true });
    const left = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from user_sessions s join user_devices d on d.id = s.device_id where d.user_id = ${sub.json.data.user._id}`);
    expect(left[0]!.n).toBe(0);
    const kept = await queryRows<{ action: string }>(t.database, sql`select action from audit_log where target_id = ${sub.json.data.user._id} order by id`);
    expect(kept.map((k) => k.action)).toEqual(['user.created', 'user.deleted']);
  });
});

