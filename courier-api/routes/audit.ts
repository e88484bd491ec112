// The audit trail (issue 17): GET AuditLog (a page of entries) and GET
// AuditLog/Export (the same filters, as CSV). The Admin reads every entry; a
// customer user who manages the account's users reads their own account's,
// the scope coming from the token only. There is no route that changes or
// deletes an entry, and the table refuses it too (migration 0015).
import { AUDIT_EXPORT_MAX, auditLogQuery } from '@/lib/schemas/audit';
import { dubaiNow } from '@/lib/schemas/booking';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { ApiError, forbidden, ok, readQuery } from '../http';
import type { Router } from '../router';
import { exportAudit, listAudit } from '../services/audit-log';

const MANAGE = { permission: 'Manage_Sub_Users' } as const;
export const NO_ACCOUNT = 'The audit trail is read by the Admin, or by a customer account for its own entries; this user has no account.';
const max = AUDIT_EXPORT_MAX.toLocaleString('en');
export const TOO_MANY_TO_EXPORT = `More than ${max} entries match. Please narrow the dates or filters and export again.`;

/** null for the Admin (every entry); the caller's own account otherwise. Never the query's. */
function scopeOf(c: Ctx): string | null {
  const user = currentUser(c);
  if (isAdmin(user)) return null;
  if (!user.account) throw forbidden(NO_ACCOUNT);
  return user.account.id;
}

async function list(c: Ctx) {
  const scope = scopeOf(c);
  return ok(c, await listAudit(c.get('deps').db, scope, await readQuery(c, auditLogQuery)));
}

async function exportCsv(c: Ctx) {
  const scope = scopeOf(c);
  const q = await readQuery(c, auditLogQuery);
  const result = await exportAudit(c.get('deps').db, scope, q);
  if ('tooMany' in result) throw new ApiError(422, TOO_MANY_TO_EXPORT);
  const today = dubaiNow(c.get('deps').now()).date;
  const name = q.From || q.To ? `audit-log-${q.From || 'start'}-to-${q.To || today}.csv` : `audit-log-${today}.csv`;
  return c.body(result.csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}

export function auditRoutes(r: Router) {
  r.get('AuditLog', MANAGE, list);
  r.get('AuditLog/Export', MANAGE, exportCsv);
}
