import type { ReactNode } from 'react';
import { StatusText } from './status-text';

export type Tone = 'info' | 'success' | 'warning' | 'danger' | 'neutral' | 'brand';

// Text and background pairs of at least 4.5:1; the word carries the meaning, not the colour.
const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-900',
  info: 'bg-info-100 text-info-950',
  // i18n-literal: class names, not words
  success: 'bg-success-100 text-success-900',
  warning: 'bg-warning-100 text-warning-950',
  danger: 'bg-danger-100 text-danger-900',
  neutral: 'bg-slate-200 text-ink',
};

/** A short state as a pill with real text. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-block whitespace-nowrap rounded-pill px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/**
 * Every status the portal shows, mapped once to its tone: shipments' progress
 * names, pickups, top-ups, invoices, payments, users and service types.
 * A code missing here shows as neutral.
 */
const STATUS_TONES: Record<string, Tone> = {
  // Pickups
  Requested: 'brand',
  Assigned: 'warning',
  Collected: 'success',
  // Shipments (the status model's progress names)
  Created: 'brand',
  'Picked up': 'info',
  'In transit': 'info',
  'Out for delivery': 'warning',
  Delivered: 'success',
  Exception: 'danger',
  Returned: 'neutral',
  // Money
  Open: 'brand',
  PartiallyPaid: 'warning',
  Paid: 'success',
  Succeeded: 'success',
  Completed: 'success',
  Approved: 'success',
  Pending: 'warning',
  Overdue: 'danger',
  Failed: 'danger',
  Rejected: 'danger',
  Void: 'neutral',
  Cancelled: 'neutral',
  // Users, accounts and service types
  Active: 'success',
  Inactive: 'neutral',
  Suspended: 'danger',
  // Admin → Manage Customers: registration requests and the mail outbox (lower-case codes)
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  outbox: 'warning',
  sent: 'success',
  failed: 'danger',
  // Manage Shipping: the airway bill history's status codes (courier-api/services/status.ts)
  CREATED: 'brand',
  PICKUP_REQUESTED: 'brand',
  PICKUP_ASSIGNED: 'brand',
  PICKUP_CANCELLED: 'warning',
  PICKUP_FAILED: 'warning',
  PICKED_UP: 'info',
  AT_ORIGIN_HUB: 'info',
  DEPARTED: 'info',
  IN_TRANSIT: 'info',
  CUSTOMS: 'info',
  CUSTOMS_CLEARED: 'info',
  AT_DESTINATION: 'info',
  OUT_FOR_DELIVERY: 'warning',
  DELIVERED: 'success',
  DELIVERY_ATTEMPTED: 'warning',
  ON_HOLD: 'warning',
  RETURNED: 'danger',
  CANCELLED: 'neutral',
};

/** The tone of a status code (neutral when it has none). */
export const statusTone = (status: string): Tone => STATUS_TONES[status] ?? 'neutral';

/**
 * A status code as its pill, in the page's language: the words come from the
 * `ui.status` messages by code (so it needs the portal's or the booking
 * tools' message provider). `label` gives the words instead, already in the
 * page's language, and needs no provider: a public island passes it.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={statusTone(status)}>{label ?? <StatusText status={status} />}</Badge>;
}
