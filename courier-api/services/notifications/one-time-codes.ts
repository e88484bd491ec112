// One-time codes sent to a person: following a shipment by phone, proving one
// is its receiver. Six digits from the CSPRNG, stored only as a hash, single
// use, valid for 10 minutes, 5 wrong tries burn the code. Issuing is rate
// limited by the routes (per shipment and per IP); a new code retires the
// older ones of the same purpose and address. The code leaves the system only
// in the message (the outbox row's `secret`, cleared once sent).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NotifyChannel } from '@/lib/schemas/notifications';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import type { Tx } from '../shipments/types';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_FAILURES = 5;

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Stores a new code for (purpose, shipment, address) in `tx` and returns it, for the message. */
export async function issueCode(
  tx: Tx | Db,
  p: { purpose: CodePurpose; shipmentId: string; channel: NotifyChannel; address: string },
  now: Date,
): Promise<string> {
  const code = newCode();
  const id = crypto.randomUUID();
  // Older unused codes for the same person and purpose stop working.
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.shipmentId, p.shipmentId), eq(oneTimeCodes.purpose, p.purpose), eq(oneTimeCodes.address, p.address), isNull(oneTimeCodes.usedAt)));
  await tx.insert(oneTimeCodes).values({
    id,
    purpose: p.purpose,
    shipmentId: p.shipmentId,
    channel: p.channel,
    address: p.address,
    codeHash: hashOf(id, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

export type CodeCheck = { ok: true; address: string; channel: NotifyChannel } | { ok: false; reason: 'missing' | 'wrong' | 'burnt' };

/**
 * Checks `code` against the newest live code of (purpose, shipment[, address])
 * and uses it up when it matches. A wrong code counts against that code;
 * the fifth wrong one burns it. Runs in its own transaction with the row locked,
 * so two tries at once cannot both use it.
 */
export async function useCode(db: Db, p: { purpose: CodePurpose; shipmentId: string; address?: string }, code: string, now: Date): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.shipmentId, p.shipmentId),
          eq(oneTimeCodes.purpose, p.purpose),
          p.address ? eq(oneTimeCodes.address, p.address) : undefined,
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, reason: 'missing' } as const;
    const given = Buffer.from(hashOf(row.id, code.trim()));
    const stored = Buffer.from(row.codeHash);
    if (given.length === stored.length && timingSafeEqual(given, stored)) {
      await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, row.id));
      return { ok: true, address: row.address, channel: row.channel } as const;
    }
    const failures = row.failedAttempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`, usedAt: failures >= CODE_MAX_FAILURES ? now : null })
      .where(eq(oneTimeCodes.id, row.id));
    return { ok: false, reason: failures >= CODE_MAX_FAILURES ? 'burnt' : 'wrong' } as const;
  });
}
