// The audit trail (issue 17): who did what, when, from where, to what, with
// the values before and after. `recordAudit` takes the transaction of the
// change itself, so an entry exists exactly when its change was committed.
// The table refuses UPDATE, DELETE and TRUNCATE (trigger, migration 0015).
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { clientIp, type Ctx } from '../context';

export interface AuditEntry {
  /** A dotted name: customer.activated, rate_card.updated, two_factor.enabled… */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The customer account the change belongs to: its users see the entry. */
  accountId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acts: the signed-in caller of `c` (or `actor` when the caller is not signed in yet, e.g. a sign-in's second step). */
export interface AuditActor {
  id: string;
  username: string;
  role: string;
}

/** Writes one entry in `tx`, the transaction of the change; the actor, IP and request id come from the call. */
export async function recordAudit(tx: Db, c: Ctx, entry: AuditEntry, actor?: AuditActor | null): Promise<void> {
  const who = actor ?? c.get('user');
  await tx.insert(auditLog).values({
    at: c.get('deps').now(),
    actorUserId: who?.id ?? null,
    actorName: who?.username ?? null,
    actorRole: who?.role ?? null,
    ip: clientIp(c),
    requestId: c.requestId ?? null,
    accountId: entry.accountId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
