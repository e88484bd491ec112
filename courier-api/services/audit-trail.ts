// How services write the audit trail without knowing about the call: a route
// hands its service an `Audit` made from its context (`auditOf(c)`), and the
// service calls it with the transaction of the change. So the entry and the
// change commit together or not at all (recordAudit in services/audit.ts).
import type { AuditAction } from '@/lib/schemas/audit';
import type { Ctx } from '../context';
import type { Db } from '../db/client';
import { recordAudit, type AuditEntry } from './audit';

export type AuditInput = Omit<AuditEntry, 'action'> & { action: AuditAction };
export type Audit = (tx: Db, entry: AuditInput) => Promise<void>;

/** The audit writer of one call: actor, IP and request id come from `c`. */
export const auditOf =
  (c: Ctx): Audit =>
  (tx, entry) =>
    recordAudit(tx, c, entry);

/**
 * Only the fields that changed, as `{ before, after }`; null when nothing did
 * (the caller then writes no entry: a save that changes nothing is no change).
 */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
