// Devices and sessions (issue 17). A browser is known by the random token in
// its httpOnly device cookie (the website mints it; only its SHA-256 is kept).
// Every completed sign-in opens a session whose id rides in the access token;
// the guard refuses a token whose session has ended, so a user can end one
// session, or all the others, from the Security page.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userDevices, userSessions } from '../db/schema';

export const DEVICE_TRUST_DAYS = 30;
/** How often a session's "last seen" is written: at most once a minute per session. */
export const LAST_SEEN_EVERY_MS = 60_000;

export type SessionEndReason = 'signed-out' | 'ended-by-user' | 'password-changed' | 'two-factor-changed';

export const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface KnownDevice {
  id: string;
  trusted: boolean;
}

/** The user's device behind `token`, if this browser signed in as them before. */
export async function findDevice(db: Db, userId: string, token: string | undefined, now: Date): Promise<KnownDevice | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: userDevices.id, trustedUntil: userDevices.trustedUntil })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.tokenHash, hashToken(token))));
  return row ? { id: row.id, trusted: row.trustedUntil !== null && row.trustedUntil > now } : null;
}

export interface SeenDevice {
  id: string;
  /** First sign-in from this browser, while the user had signed in elsewhere before: they are told by email. */
  newToUser: boolean;
}

/** Records the sign-in's device (a new one, or seen again); `trust` remembers it for 30 days. */
export async function rememberDevice(
  tx: Db,
  o: { userId: string; token: string; userAgent: string | null; trust: boolean; now: Date },
): Promise<SeenDevice> {
  const trustedUntil = o.trust ? new Date(o.now.getTime() + DEVICE_TRUST_DAYS * 86_400_000) : undefined;
  const existing = await findDevice(tx, o.userId, o.token, o.now);
  if (existing) {
    await tx
      .update(userDevices)
      .set({ lastSeenAt: o.now, userAgent: o.userAgent, ...(trustedUntil ? { trustedUntil } : {}) })
      .where(eq(userDevices.id, existing.id));
    return { id: existing.id, newToUser: false };
  }
  const [other] = await tx.select({ id: userDevices.id }).from(userDevices).where(eq(userDevices.userId, o.userId)).limit(1);
  const [row] = await tx
    .insert(userDevices)
    .values({ userId: o.userId, tokenHash: hashToken(o.token), userAgent: o.userAgent, trustedUntil: trustedUntil ?? null, firstSeenAt: o.now, lastSeenAt: o.now })
    .onConflictDoUpdate({ target: [userDevices.userId, userDevices.tokenHash], set: { lastSeenAt: o.now } })
    .returning({ id: userDevices.id });
  return { id: row!.id, newToUser: other !== undefined };
}

export async function openSession(
  tx: Db,
  o: { userId: string; deviceId: string | null; ip: string; userAgent: string | null; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(userSessions)
    .values({ userId: o.userId, deviceId: o.deviceId, ip: o.ip, userAgent: o.userAgent, createdAt: o.now, lastSeenAt: o.now })
    .returning({ id: userSessions.id });
  return row!.id;
}

/** Ends the user's open sessions: one (`only`), or all but one (`except`), or all. Returns the ids ended. */
export async function endSessions(
  tx: Db,
  userId: string,
  which: { only?: string; except?: string },
  reason: SessionEndReason,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(userSessions)
    .set({ endedAt: now, endedReason: reason })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        which.only ? eq(userSessions.id, which.only) : undefined,
        which.except ? ne(userSessions.id, which.except) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return rows.map((r) => r.id);
}

/** Writes "last seen" (and the address) when the stored one is a minute old or more. */
export async function touchSession(db: Db, sessionId: string, ip: string, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: now, ip })
    .where(and(eq(userSessions.id, sessionId), sql`${userSessions.lastSeenAt} < ${new Date(now.getTime() - LAST_SEEN_EVERY_MS)}`));
}

/** The user's sessions that can still be used: not ended, and seen within a token's life. */
export async function listSessions(db: Db, userId: string, now: Date, ttlSeconds: number) {
  return db
    .select({
      id: userSessions.id,
      ip: userSessions.ip,
      userAgent: userSessions.userAgent,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        gt(userSessions.lastSeenAt, new Date(now.getTime() - ttlSeconds * 1000)),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt))
    .limit(100);
}

/** "Chrome on Windows", "Safari on iPhone", …: enough for a person to recognise a browser. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown browser';
  const browser =
    /Edg\//.test(ua) ? 'Edge'
    : /OPR\//.test(ua) ? 'Opera'
    : /Firefox\//.test(ua) ? 'Firefox'
    : /(Chrome|Chromium|CriOS)\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : /^curl\//.test(ua) ? 'curl'
    : 'Browser';
  const system =
    /iPhone/.test(ua) ? 'iPhone'
    : /iPad/.test(ua) ? 'iPad'
    : /Android/.test(ua) ? 'Android'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  return system ? `${browser} on ${system}` : browser;
}
