// Webhook signatures, Stripe style: `Saqr-Signature: t=<unix seconds>,v1=<hex>`
// where the hex is HMAC-SHA256(secret, "<t>.<body>"). During a rotation's
// grace period a second v1= carries the signature with the previous secret,
// so a receiver that still has the old secret keeps accepting deliveries.
// docs/api/merchant-api.md shows a receiver's check in Node and PHP.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Saqr-Signature';
/** How long the secret before a rotation keeps signing. */
export const ROTATION_GRACE_MS = 24 * 3600 * 1000;
/** How far a signature's timestamp may be from the receiver's clock (replay protection). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const SECRET_PREFIX = 'whsec_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new signing secret: `whsec_` and 32 random base62 characters (190 bits). */
export function generateSecret(): string {
  let out = SECRET_PREFIX;
  // Rejection sampling: 248 = 4 × 62, so every character is equally likely.
  while (out.length < SECRET_PREFIX.length + 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && out.length < SECRET_PREFIX.length + 32) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** The hex HMAC-SHA256 of "<t>.<body>" with `secret`. */
export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Saqr-Signature header: t= and a v1= per secret (the current one first). */
export function signatureHeader(body: string, secrets: string[], now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return [`t=${t}`, ...secrets.map((s) => `v1=${sign(s, t, body)}`)].join(',');
}

export type VerifyResult = { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'no_match' | 'too_old' };

/**
 * Checks a Saqr-Signature header against the raw body (exactly the bytes
 * received, before any JSON parsing) and your secret: one of its v1= values
 * must match, and its t= must be within `toleranceSeconds` of `now`.
 */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
  now: Date = new Date(),
): VerifyResult {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === null || candidates.length === 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  const matched = candidates.some((c) => timingSafeEqual(Buffer.from(c, 'hex'), expected));
  if (!matched) return { ok: false, reason: 'no_match' };
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return { ok: false, reason: 'too_old' };
  return { ok: true, timestamp };
}

/** The secrets that sign at `now`: the current one, and the previous one during its grace period. */
export function signingSecrets(s: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }, now: Date): string[] {
  const previousValid = s.previousSecret && s.previousSecretExpiresAt && s.previousSecretExpiresAt.getTime() > now.getTime();
  return previousValid ? [s.secret, s.previousSecret!] : [s.secret];
}
