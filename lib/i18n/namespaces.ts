// Which message namespaces each area's client components read (handed to
// <ClientMessages>): the portal reads its own and the kit's; the booking tools
// theirs; a static page none but what its islands are given as props.
import type { Namespace } from './messages';

export const PORTAL_NAMESPACES: readonly Namespace[] = [
  'common',
  'ui',
  'portal',
  'dashboard',
  'shipping',
  'addresses',
  'pickups',
  'subUsers',
  'admin',
  'billing',
  'prepaid',
  'operations',
  'apiWebhooks',
  'tracking',
  // The airway-bill form reuses the booking form's party, package and service fields.
  'booking',
  'rates',
  // Issue 15: Ops' dispatch board, cash handover and remittances; the merchant's COD statements.
  'dispatch',
  'cod',
  // Issue 16: the merchant's receiver notification settings.
  'notifications',
  // Issue 17: the audit trail; the Security page (two-factor sign-in, sessions).
  'auditLog',
  'security',
];
export const BOOKING_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'rates', 'booking', 'tracking'];
// 'security': the sign-in's second step (issue 17).
export const AUTH_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'auth', 'security'];
/** The sign-in's second step on /login, mounted with its own provider when a code is asked for. */
export const TWO_FACTOR_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'security'];
/** The courier app (/courier): its own screen, the kit's texts and the statuses' names. */
export const COURIER_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'courier'];
