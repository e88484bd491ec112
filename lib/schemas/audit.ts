// The audit trail (issue 17): the one list of action names, the filters of
// GET AuditLog and GET AuditLog/Export, and the entry the API answers. The
// courier API validates its query with `auditLogQuery` and the /AuditLog
// screen builds its filter form and its action menu from the same list.
import * as yup from 'yup';
import { str, text } from './common';
import { codeFilter, FROM_ON_OR_BEFORE_TO, listQuery } from './list-query';

export const AUDIT_PAGE_SIZE = 25;
/** At most this many entries in one CSV export (narrow the filters for more). */
export const AUDIT_EXPORT_MAX = 10_000;

/** Every action the trail records, grouped by what it changes (the screen's menu keeps this order). */
export const AUDIT_ACTIONS = [
  // Customers and their logins
  'customer.activated',
  'registration.rejected',
  'account.activated',
  'account.deactivated',
  'account.cod_settings_changed',
  'user.created',
  'user.updated',
  'user.permissions_changed',
  'user.activated',
  'user.deactivated',
  'user.deleted',
  'user.password_reset',
  // Prices and services
  'rate_card.updated',
  'rate_card.imported',
  'service_type.created',
  'service_type.updated',
  'service_type.deactivated',
  'service_type.deleted',
  // Money
  'topup.approved',
  'topup.rejected',
  'invoice.generated',
  'payment.confirmed',
  'payment.rejected',
  'payment.card_settled',
  'shipment.cancelled',
  'shipment.cancelled_refunded',
  // Merchant API
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.enabled',
  'webhook.disabled',
  'webhook.secret_rotated',
  'webhook.deleted',
  'notification_settings.updated',
  // Ops
  'staff.created',
  'staff.activated',
  'staff.deactivated',
  'dispatch.assigned',
  'dispatch.unassigned',
  'run.started',
  'cod_handover.received',
  'cod_remittance.created',
  'cod_remittance.paid',
  // Sign-in and sessions (written by the sign-in work)
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_codes_regenerated',
  'session.ended',
  'password.changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(v: string): v is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(v);
}

/**
 * GET AuditLog (and AuditLog/Export): Action, Actor (name or role, part of
 * it), AccountNo, Target (an id, exactly), From/To (Dubai days). A customer's
 * AccountNo is ignored: their scope comes from the token.
 */
export const auditLogQuery = listQuery({ pageSize: AUDIT_PAGE_SIZE, range: FROM_ON_OR_BEFORE_TO }).shape({
  Action: codeFilter('Action', AUDIT_ACTIONS),
  Actor: text('Actor', 100).default(''),
  AccountNo: str('AccountNo')
    .default('')
    .max(20, 'AccountNo must be at most 20 characters.')
    .matches(/^[A-Za-z0-9-]*$/, 'AccountNo may contain only letters, digits and hyphens.'),
  Target: text('Target', 100).default(''),
});
export type AuditLogQuery = yup.InferType<typeof auditLogQuery>;

/** The filter fields the screen keeps in its URL (page aside). */
export const AUDIT_FILTERS = ['Action', 'Actor', 'AccountNo', 'Target', 'From', 'To'] as const;

/** One entry as GET AuditLog answers it. */
export interface AuditEntryJson {
  _id: number;
  At: string;
  ActorName: string | null;
  ActorRole: string | null;
  Ip: string | null;
  RequestId: string | null;
  Action: string;
  TargetType: string;
  TargetId: string | null;
  AccountNo: string | null;
  Before: Record<string, unknown> | null;
  After: Record<string, unknown> | null;
}

export interface AuditLogPage {
  Entries: AuditEntryJson[];
  Total: number;
  Page: number;
  Limit: number;
}
