// The Security page's routes (issue 17): two-factor sign-in (set up, turn on,
// turn off, new recovery codes), the user's sessions (list, end one, end all
// others) and signing out (ends this session). Each change is audited in its
// own transaction.
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { endSessionSchema, twoFactorCodeSchema, twoFactorDisableSchema, twoFactorSetupSchema } from '@/lib/schemas/auth';
import { currentUser } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import { describeUserAgent, endSessions, listSessions } from '../auth/sessions';
import {
  checkSecondFactor,
  clearTwoFactor,
  newTotpSecret,
  readTotp,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  twoFactorRequired,
} from '../auth/two-factor';
import type { Ctx } from '../context';
import { users, userTotp } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, ok, readBody } from '../http';
import type { Router } from '../router';
import { recordAudit } from '../services/audit';
import { challengeUser, codeGate } from './auth';

const ALREADY_ON = 'Two-factor sign-in is already on.';
const NOT_ON = 'Two-factor sign-in is not on.';
const START_FIRST = 'Please start setting up two-factor sign-in first.';
const STAFF_REQUIRED = 'Two-factor sign-in is required for staff and cannot be turned off.';

/** Who is setting up: the signed-in user, or the one in the middle of a sign-in that requires it. */
async function enrollingUser(c: Ctx, challenge: string) {
  const signedIn = c.get('user');
  if (signedIn) {
    if (signedIn.mustChangePassword) throw forbidden('Please change your password before continuing.');
    return { id: signedIn.id, email: signedIn.email, username: signedIn.username, role: signedIn.role as string, accountId: signedIn.account?.id ?? null };
  }
  const user = await challengeUser(c, challenge);
  return { id: user.id, email: user.email, username: user.username, role: user.role as string, accountId: user.accountId };
}

/** A new secret (pending until a code proves the app has it) and ten recovery codes, shown this once. */
async function setup(c: Ctx) {
  const { db, tokens, now } = c.get('deps');
  const { challenge } = await readBody(c, twoFactorSetupSchema);
  const user = await enrollingUser(c, challenge);
  const state = await readTotp(db, tokens, user.id);
  if (state?.enabled) throw conflict(ALREADY_ON);
  const { secret, uri } = newTotpSecret(user.email);
  const recovery = await db.transaction(async (tx) => {
    const sealed = tokens.seal(secret);
    await tx
      .insert(userTotp)
      .values({ userId: user.id, secretSealed: sealed, enabledAt: null, lastStep: null, createdAt: now() })
      .onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed: sealed, enabledAt: null, lastStep: null, createdAt: now() } });
    return replaceRecoveryCodes(tx, user.id, now());
  });
  const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return ok(c, {
    secret,
    otpauth_uri: uri,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`,
    recovery_codes: recovery,
  });
}

/** Turns two-factor sign-in on from the Security page: the code proves the app holds the pending secret. */
async function enable(c: Ctx) {
  const { db, tokens, now } = c.get('deps');
  const user = currentUser(c);
  const { code } = await readBody(c, twoFactorCodeSchema);
  const state = await readTotp(db, tokens, user.id);
  if (state?.enabled) throw conflict(ALREADY_ON);
  if (!state) throw badRequest(START_FIRST);
  const gate = await codeGate(c, user.id);
  const done = await db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, state, user.id, code, now());
    if (!result.ok) return false;
    await tx.update(userTotp).set({ enabledAt: now() }).where(eq(userTotp.userId, user.id));
    // Other sessions signed in with the password alone: they end, as GitHub and Stripe do.
    const ended = await endSessions(tx, user.id, { except: user.sessionId }, 'two-factor-changed', now());
    await recordAudit(tx, c, { action: 'two_factor.enabled', targetType: 'user', targetId: user.id, accountId: user.account?.id, after: { enabled: true, sessions_ended: ended.length } });
    return true;
  });
  if (!done) throw await gate.wrong();
  await gate.right();
  return ok(c, { enabled: true, recovery_codes_left: await recoveryCodesLeft(db, user.id) }, 'Two-factor sign-in is on.');
}

/** Turns it off (customers only), with the password. */
async function disable(c: Ctx) {
  const { db, tokens } = c.get('deps');
  const user = currentUser(c);
  const { password } = await readBody(c, twoFactorDisableSchema);
  if (twoFactorRequired(user.role)) throw forbidden(STAFF_REQUIRED);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, password))) {
    throw badRequest('Current Password is incorrect.', { password: 'Incorrect.' });
  }
  const state = await readTotp(db, tokens, user.id);
  if (!state?.enabled) throw conflict(NOT_ON);
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, user.id);
    await recordAudit(tx, c, { action: 'two_factor.disabled', targetType: 'user', targetId: user.id, accountId: user.account?.id, before: { enabled: true }, after: { enabled: false } });
  });
  return ok(c, { enabled: false }, 'Two-factor sign-in is off.');
}

/** Ten new recovery codes (the old ones stop working), with a code from the app. */
async function newRecoveryCodes(c: Ctx) {
  const { db, tokens, now } = c.get('deps');
  const user = currentUser(c);
  const { code } = await readBody(c, twoFactorCodeSchema);
  const state = await readTotp(db, tokens, user.id);
  if (!state?.enabled) throw conflict(NOT_ON);
  const gate = await codeGate(c, user.id);
  const codes = await db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, state, user.id, code, now());
    if (!result.ok) return null;
    const fresh = await replaceRecoveryCodes(tx, user.id, now());
    await recordAudit(tx, c, { action: 'two_factor.recovery_codes_regenerated', targetType: 'user', targetId: user.id, accountId: user.account?.id });
    return fresh;
  });
  if (!codes) throw await gate.wrong();
  await gate.right();
  return ok(c, { recovery_codes: codes }, 'New recovery codes are ready. The old ones no longer work.');
}

/** What the Security page shows: two-factor state and the sessions that can still be used. */
async function overview(c: Ctx) {
  const { db, tokens, now, tokenTtlSeconds } = c.get('deps');
  const user = currentUser(c);
  const [state, left, sessions] = await Promise.all([
    readTotp(db, tokens, user.id),
    recoveryCodesLeft(db, user.id),
    listSessions(db, user.id, now(), tokenTtlSeconds),
  ]);
  return ok(c, {
    TwoFactor: { Enabled: state?.enabled === true, Required: twoFactorRequired(user.role), RecoveryCodesLeft: state?.enabled ? left : 0 },
    Sessions: sessions.map((s) => ({
      SessionId: s.id,
      Device: describeUserAgent(s.userAgent),
      Ip: s.ip,
      CreatedAt: s.createdAt,
      LastSeenAt: s.lastSeenAt,
      Current: s.id === user.sessionId,
    })),
  });
}

async function endOne(c: Ctx) {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  const { SessionId } = await readBody(c, endSessionSchema);
  const ended = await db.transaction(async (tx) => {
    const ids = await endSessions(tx, user.id, { only: SessionId }, 'ended-by-user', now());
    if (ids.length) await recordAudit(tx, c, { action: 'session.ended', targetType: 'session', targetId: SessionId, accountId: user.account?.id });
    return ids;
  });
  // Another user's session id finds nothing, as an unknown one does.
  if (!ended.length) throw notFound('This session has already ended.');
  return ok(c, { ended: ended.length, current: SessionId === user.sessionId }, 'The session has been ended.');
}

async function endOthers(c: Ctx) {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  const ended = await db.transaction(async (tx) => {
    const ids = await endSessions(tx, user.id, { except: user.sessionId }, 'ended-by-user', now());
    if (ids.length) await recordAudit(tx, c, { action: 'session.ended', targetType: 'session', targetId: null, accountId: user.account?.id, after: { sessions_ended: ids.length, kept: user.sessionId } });
    return ids;
  });
  return ok(c, { ended: ended.length }, ended.length ? 'Your other sessions have been ended.' : 'You have no other sessions.');
}

/** Signing out ends this session: its token stops working at once, not when it expires. */
async function signout(c: Ctx) {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  if (user.sessionId) await endSessions(db, user.id, { only: user.sessionId }, 'signed-out', now());
  return ok(c, { signed_out: true }, 'You have been signed out.');
}

export function securityRoutes(r: Router) {
  // Public: enrolment during a sign-in that requires it carries the first step's challenge instead of a session.
  r.post('auth/two-factor/setup', 'public', setup);
  r.post('auth/two-factor/enable', 'user', enable);
  r.post('auth/two-factor/disable', 'user', disable);
  r.post('auth/two-factor/recovery-codes', 'user', newRecoveryCodes);
  r.get('auth/security', 'user', overview);
  r.put('auth/sessions/end', 'user', endOne);
  r.put('auth/sessions/end-others', 'user', endOthers);
  r.post('auth/signout', 'user', signout, { allowPendingPasswordChange: true });
}
