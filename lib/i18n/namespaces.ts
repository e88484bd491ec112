// Which message namespaces each area's client components read (handed to
// <ClientMessages>): the portal reads its own and the kit's; the booking tools
// theirs; a static page none but what its islands are given as props.
import type { Namespace } from './messages';

/** A namespace, or a part of one ('rates.form'): what a provider hands its islands. */
export type MessagePath = Namespace | `${Namespace}.${string}`;

/**
 * The portal layout's own: the shell (drawer, header, guard, loading state) and
 * the kit. Each page adds its own (PORTAL_PAGE_NAMESPACES) in a provider of its
 * own (components/portal/portal-page.tsx): a portal page's HTML used to carry
 * every portal screen's messages, some 100 kB of JSON, whatever the page
 * (issue 12). lib/i18n/portal-namespaces.test.ts checks both lists against what
 * the components under them read.
 */
export const PORTAL_SHELL_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'portal'];
/**
 * What each portal page's components read beyond the shell's (by the page's
 * path in lib/routes.ts): parts of a namespace where the page reads only those
 * and they are well short of the whole (/Managingshipping's HTML: 17.6 → 14.8
 * kB gzip). The shell's namespaces in both providers cost nothing: React sends
 * an object two providers hold once.
 */
export const PORTAL_PAGE_NAMESPACES: Readonly<Record<string, readonly MessagePath[]>> = {
  '/ApiWebhooks': ['admin.list', 'apiWebhooks', 'shipping'],
  '/AuditLog': ['auditLog'],
  '/CodHandover': ['cod.handover'],
  '/CodRemittances': ['booking.copy', 'cod.remittances', 'cod.statements', 'shipping'],
  '/CodStatements': ['booking.copy', 'cod.statements', 'shipping', 'tracking'],
  '/Dashboard': ['dashboard'],
  '/Dispatch': ['dispatch'],
  '/Invoices': ['billing'],
  '/ManageAddress': ['addresses', 'booking.places', 'shipping'],
  '/ManageServiceTypes': ['admin.list', 'admin.serviceTypes', 'booking.places'],
  '/ManageSubUsers': ['admin.customers', 'admin.list', 'admin.paymentTypes', 'admin.staff', 'shipping', 'subUsers'],
  '/Managingshipping': [
    'booking.copy',
    'booking.goods',
    'booking.party',
    'booking.pieces',
    'booking.places',
    'booking.service',
    'rates.transit',
    'shipping',
    'tracking',
  ],
  '/NotificationSettings': ['notifications'],
  '/Operations': [
    'booking',
    'operations',
    'pickups',
    'rates.charges',
    'rates.transit',
    'shipping',
    'tracking.receiver.kinds',
    'tracking.receiver.summary',
  ],
  '/PaymentDues': ['billing'],
  '/Pickuphistory': ['booking', 'pickups', 'rates.charges', 'rates.transit', 'shipping'],
  '/PrepaidAccountStatus': ['prepaid'],
  '/PrepaidTopuprequest': ['prepaid'],
  '/Schedulepickupbooking': ['booking', 'pickups', 'rates.charges', 'rates.transit', 'shipping'],
  '/Security': ['security'],
  '/Topuphistory': ['prepaid'],
  '/Topuprequest': ['prepaid'],
  '/TransactionHistory': ['billing'],
};
/** A portal page's provider: the shell's namespaces (the page's screens use the kit too) and its own. */
export const portalPageNamespaces = (path: string): readonly MessagePath[] => [...PORTAL_SHELL_NAMESPACES, ...(PORTAL_PAGE_NAMESPACES[path] ?? [])];
/**
 * What each page of the booking area reads (by its path in lib/routes.ts),
 * mounted by the page itself (app/[locale]/(booking)/booking-messages.tsx). The
 * area's layout used to hand every page all five namespaces it might need,
 * about 20 kB of JSON in each page's HTML; a rate finder reads 6 kB of it
 * (issue 12). Parts of a namespace where a page reads only those: the rate
 * finder's fields are the booking form's package and place fields, and its
 * heading and the pricing beside it are rendered on the server.
 * lib/i18n/booking-namespaces.test.ts checks each list against what the page's
 * components read.
 */
const RATE_FINDER: readonly MessagePath[] = [
  'rates.form',
  'rates.route',
  'rates.results',
  'rates.card',
  'rates.charges',
  'rates.weight',
  'rates.transit',
  'booking.places',
  'booking.pieces',
  'booking.goods',
];
const CONFIRMATION: readonly MessagePath[] = ['booking', 'rates.charges', 'rates.transit'];
const FOLLOW_LINK: readonly MessagePath[] = ['tracking.follow.pages'];
export const BOOKING_PAGE_MESSAGES = {
  '/Ratefinder': RATE_FINDER,
  '/InternationalRatefinder': RATE_FINDER,
  '/Bookshipment': ['booking', 'rates.transit', 'shipping.parcel', 'ui.phone'],
  '/Thankyou': CONFIRMATION,
  '/PickupRequest': CONFIRMATION,
  '/follow/confirm': FOLLOW_LINK,
  '/follow/unsubscribe': FOLLOW_LINK,
} as const satisfies Record<string, readonly MessagePath[]>;
export type BookingPagePath = keyof typeof BOOKING_PAGE_MESSAGES;
// 'security': the sign-in's second step (issue 17).
export const AUTH_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'auth', 'security'];
/** The sign-in's second step on /login, mounted with its own provider when a code is asked for. */
export const TWO_FACTOR_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'security'];
/** The courier app (/courier): its own screen, the kit's texts and the statuses' names. */
export const COURIER_NAMESPACES: readonly Namespace[] = ['common', 'ui', 'courier'];
