// Two-factor sign-in (issue 17): TOTP codes from an authenticator app (RFC
// 6238, otplib) and single-use recovery codes. Each code works once: a TOTP
// code's 30-second step is recorded and an older or equal step is refused
// (ASVS 2.8.4); a recovery code is marked used in the same UPDATE that finds
// it. The secret is kept sealed (auth/tokens.ts `seal`).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { site } from '@/lib/site';
import type { Db } from '../db/client';
import { userDevices, userRecoveryCodes, userTotp, type Role } from '../db/schema';
import type { TokenSigner } from './tokens';
import { forbidden } from '../http';
import { getLog } from '@/lib/log';

/** Staff must sign in with a second factor; customers may choose to. */
export const TWO_FACTOR_ROLES: readonly Role[] = ['Admin', 'Ops', 'Courier'];
export const twoFactorRequired = (role: Role | string) => (TWO_FACTOR_ROLES as readonly string[]).includes(role);

export const RECOVERY_CODE_COUNT = 10;
/** Codes a code may be off by: one step either side, for a phone's clock a little off. */
const TOLERANCE_SECONDS = 30;

export interface TotpState {
  secret: string;
  enabled: boolean;
  lastStep: number | null;
}

export const TWO_FACTOR_UNREADABLE = 'Two-factor sign-in cannot be checked for this login. Please contact customer support.';

export async function readTotp(db: Db, tokens: TokenSigner, userId: string): Promise<TotpState | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  if (!row) return null;
  const secret = tokens.open(row.secretSealed);
  if (!secret) {
    // Sealed under another key (NEXTAUTH_SECRET or COURIER_API_TOKEN_SECRET changed): never treat it as
    // "not set up", which would let a password alone enrol a new phone. An Admin's reset clears it.
    getLog().error({ userId }, 'two-factor secret cannot be opened with this server key');
    throw forbidden(TWO_FACTOR_UNREADABLE);
  }
  return { secret, enabled: row.enabledAt !== null, lastStep: row.lastStep };
}

/** A new secret for `label` (the user's email), and the otpauth:// URI an authenticator app reads from a QR code. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = generateSecret({ length: 20 });
  return { secret, uri: generateURI({ issuer: site.name, label, secret }) };
}

/** The time step `code` is valid for at `now`, or null. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Records `step` as used; false when it (or a later step) was used already, so a code replayed in a race loses. */
export async function useTotpStep(tx: Db, userId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** "abcde-fghij": ten letters and digits of base32 (no 0/1/8/9 lookalikes to mistype), 50 bits. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += RECOVERY_ALPHABET[b & 31];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Replaces the user's recovery codes with ten new ones; returns them (shown once). */
export async function replaceRecoveryCodes(tx: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Marks the recovery code used; false when it is unknown or was used before. */
export async function useRecoveryCode(tx: Db, userId: string, code: string, now: Date): Promise<boolean> {
  if (!/^[a-z2-7]{10}$/.test(normalizeRecoveryCode(code))) return false;
  const rows = await tx
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export type SecondFactor = { ok: true; recovery: boolean } | { ok: false };

/**
 * Checks a code (six digits from the app, or a recovery code) against the
 * user's enabled or pending secret and uses it up, in `tx`.
 */
export async function checkSecondFactor(tx: Db, state: TotpState, userId: string, code: string, now: Date): Promise<SecondFactor> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed.replace(/\s/g, ''))) {
    const step = await totpStep(state.secret, trimmed.replace(/\s/g, ''), now);
    if (step === null || (state.lastStep !== null && step <= state.lastStep)) return { ok: false };
    return (await useTotpStep(tx, userId, step)) ? { ok: true, recovery: false } : { ok: false };
  }
  // Recovery codes stand in for the app only once two-factor sign-in is on.
  if (!state.enabled) return { ok: false };
  return (await useRecoveryCode(tx, userId, trimmed, now)) ? { ok: true, recovery: true } : { ok: false };
}

/**
 * Turns two-factor sign-in off for the user (theirs, or an Admin's reset of a
 * lost phone): the secret, the recovery codes and every "remember this device"
 * go. True when it was set up.
 */
export async function clearTwoFactor(tx: Db, userId: string): Promise<boolean> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.update(userDevices).set({ trustedUntil: null }).where(eq(userDevices.userId, userId));
  const rows = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  return rows.length > 0;
}
