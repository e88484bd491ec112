// Reading the audit trail (GET AuditLog, GET AuditLog/Export). The scope is
// an account id from the caller's token (a customer sees their own account's
// entries) or null (the Admin sees every entry); the query's AccountNo only
// narrows the Admin's view. Nothing here writes: entries are added by
// recordAudit in the transaction of their change, and never changed.
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@/lib/schemas/booking';
import { AUDIT_EXPORT_MAX, type AuditEntryJson, type AuditLogPage, type AuditLogQuery } from '@/lib/schemas/audit';
import type { Db } from '../db/client';
import { accounts, auditLog } from '../db/schema';
import { listPage } from './list-page';
import { likePattern } from './search-pattern';
import { csvCell } from './shipments/csv-export';

/** The Dubai day's start as an instant (Dubai is UTC+4 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+04:00`);

function condition(scope: string | null, q: AuditLogQuery): SQL | undefined {
  const actor = q.Actor ? likePattern(q.Actor) : null;
  return and(
    scope ? eq(auditLog.accountId, scope) : undefined,
    !scope && q.AccountNo ? sql`upper(${accounts.accountNo}) = ${q.AccountNo.toUpperCase()}` : undefined,
    q.Action ? eq(auditLog.action, q.Action) : undefined,
    actor ? or(ilike(auditLog.actorName, actor), ilike(auditLog.actorRole, actor)) : undefined,
    q.Target ? eq(auditLog.targetId, q.Target) : undefined,
    q.From ? gte(auditLog.at, dayStart(q.From)) : undefined,
    q.To ? lt(auditLog.at, dayStart(addDays(q.To, 1))) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorName: auditLog.actorName,
  actorRole: auditLog.actorRole,
  ip: auditLog.ip,
  requestId: auditLog.requestId,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  accountNo: accounts.accountNo,
  before: auditLog.before,
  after: auditLog.after,
};

const selectEntries = (db: Db, cond: SQL | undefined) =>
  db.select(columns).from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId)).where(cond).orderBy(desc(auditLog.at), desc(auditLog.id));

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

function entryJson(r: Row): AuditEntryJson {
  return {
    _id: r.id,
    At: r.at.toISOString(),
    ActorName: r.actorName,
    ActorRole: r.actorRole,
    Ip: r.ip,
    RequestId: r.requestId,
    Action: r.action,
    TargetType: r.targetType,
    TargetId: r.targetId,
    AccountNo: r.accountNo,
    Before: r.before ?? null,
    After: r.after ?? null,
  };
}

/** Newest first; the id breaks ties between entries of one transaction. */
export async function listAudit(db: Db, scope: string | null, q: AuditLogQuery): Promise<AuditLogPage> {
  const cond = condition(scope, q);
  const { rows, ...page } = await listPage(
    selectEntries(db, cond).$dynamic(),
    db.select({ n: count() }).from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.accountId)).where(cond),
    q,
  );
  return { Entries: rows.map(entryJson), ...page };
}

export const EXPORT_HEADER = ['At', 'Actor', 'Role', 'IP', 'RequestId', 'Action', 'TargetType', 'TargetId', 'AccountNo', 'Before', 'After'] as const;

const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));

export type AuditExport = { csv: string; rows: number } | { tooMany: true };

/** The whole filtered trail as CSV (UTC ISO times; before/after as JSON), or tooMany: never a silently cut file. */
export async function exportAudit(db: Db, scope: string | null, q: AuditLogQuery): Promise<AuditExport> {
  const rows = await selectEntries(db, condition(scope, q)).limit(AUDIT_EXPORT_MAX + 1);
  if (rows.length > AUDIT_EXPORT_MAX) return { tooMany: true };
  const lines = rows.map((r) =>
    [r.at.toISOString(), r.actorName, r.actorRole, r.ip, r.requestId, r.action, r.targetType, r.targetId, r.accountNo, json(r.before), json(r.after)].map(csvCell).join(','),
  );
  return { csv: `\uFEFF${[EXPORT_HEADER.join(','), ...lines].join('\r\n')}\r\n`, rows: rows.length };
}
