// The side navigation of the logged-in area (spec §2) and the one rule that
// decides who may open a portal page (spec §6). The layout's drawer, every
// gated page and the tests all read from here, so a link is never shown for a
// page that would then refuse the user. Titles are English here (the route
// table's); each also has a key in the `portal` messages for the page's
// language (`pages.<key>`, Admin's own `adminPages.<key>`).
import type { PermissionKey } from '@/courier-api/db/schema';
import type portalMessages from './i18n/messages/en/portal.json';
import { PAGES, resolvePath, type Gate, type PageRoute } from './routes';

type PageKey = keyof (typeof portalMessages)['pages'];
type AdminPageKey = keyof (typeof portalMessages)['adminPages'];
/** A page title's key in the `portal` messages. */
export type PageTitleKey = `pages.${PageKey}` | `adminPages.${AdminPageKey}`;

/** The parts of the profile (`auth/profile` → data) that decide what a user sees. */
export interface PortalUser {
  user: { Role: string; dashboard: Partial<Record<string, boolean>> };
  AccountData: { PaymentType: 'PP' | 'PD' | null } | null;
}

export interface PortalNavItem {
  /** The link's path, as the spec writes it (the request gate accepts any letter case). */
  href: string;
  /** The English label (the page's title as this user sees it). */
  label: string;
  /** The label's key in the `portal` messages. */
  titleKey: PageTitleKey;
}

/**
 * The drawer's links in the spec's order. Each one is labelled with the title
 * of the page it opens and shown to whoever passes that page's gate
 * (lib/routes.ts); Logout follows the links as a button.
 */
const PORTAL_NAV: readonly string[] = [
  '/',
  '/dashboard',
  '/ManageSubUsers',
  '/ManageAddress',
  '/ManageServiceTypes',
  // Not in spec §2's list: an Admin-only page (scans and the pickup queue), so customers' drawers are exactly the spec's.
  '/Operations',
  '/Managingshipping',
  '/Schedulepickupbooking',
  '/Pickuphistory',
  '/PrepaidTopuprequest',
  '/Topuphistory',
  '/invoices',
  '/PaymentDues',
  '/PrepaidAccountStatus',
  // Not in spec §2's list (issue 14): the merchant API's keys and webhooks, for whoever manages the account's users.
  '/ApiWebhooks',
  // Issue 16: receiver notifications, beside the account's other settings for its customers' side.
  '/NotificationSettings',
  // Issue 15: Ops' screens (Admin and Ops), then the merchant's COD statements.
  '/Dispatch',
  '/CodHandover',
  '/CodRemittances',
  '/CodStatements',
  // Issue 17: the audit trail, last: a record to look things up in, not a daily task.
  '/AuditLog',
];

/** Page titles Admin sees instead, by canonical path. */
const ADMIN_TITLES: Readonly<Record<string, string>> = {
  '/ManageSubUsers': 'Manage Customers',
  // The Admin reviews every account's top-up requests on this page (linked from Manage Customers).
  '/Topuphistory': 'Top-Up Requests',
};

export const isAdmin = (u: PortalUser) => u.user.Role === 'Admin';
/** Ops or Admin: dispatch, scans, the pickup queue and cash on delivery (issue 15). */
export const isOps = (u: PortalUser) => u.user.Role === 'Admin' || u.user.Role === 'Ops';
/** Staff without an account (Ops, Courier): the customer's pages are not theirs. */
export const isStaff = (u: PortalUser) => u.user.Role === 'Ops' || u.user.Role === 'Courier';
const has = (u: PortalUser, key: PermissionKey) => isAdmin(u) || u.user.dashboard[key] === true;

/**
 * Whether `u` may open a page with this gate. No gate: a public page. Admin
 * passes every permission gate. Ops and Couriers open only their own pages
 * ('ops', 'courier') and the signed-in Home.
 */
export function canOpen(gate: Gate | undefined, u: PortalUser): boolean {
  if (gate === undefined || gate === 'anyone') return true;
  if (gate === 'courier') return u.user.Role === 'Courier';
  if (gate === 'ops') return isOps(u);
  if (isStaff(u)) return false;
  if (gate === 'user') return true;
  if (gate === 'admin') return isAdmin(u);
  if (gate === 'prepaid') return u.AccountData?.PaymentType === 'PP';
  if (gate === 'prepaidOrAdmin') return isAdmin(u) || u.AccountData?.PaymentType === 'PP';
  if ('permission' in gate) return has(u, gate.permission);
  return gate.anyPermission.some((key) => has(u, key));
}

/** The route-table entry for a path, in any letter case. */
export function portalPage(path: string): PageRoute | undefined {
  const r = resolvePath(path);
  return r.kind === 'page' ? PAGES.find((p) => p.path === r.canonical) : undefined;
}

/** The canonical path a link or location lands on, lower-cased, for "is this the current page". */
export function canonicalKey(path: string): string {
  const r = resolvePath(path);
  return (r.kind === 'page' ? r.canonical : r.location).toLowerCase();
}

/** A page's title as this user sees it: the users page is "Manage Customers" for Admin. */
export function pageTitle(page: PageRoute, u: PortalUser): string {
  return (isAdmin(u) && ADMIN_TITLES[page.path]) || page.title;
}

/** A page's key in the `portal` messages: its path without the slash ('/' is Home). */
export const pageKey = (page: PageRoute) => (page.path === '/' ? 'Home' : page.path.slice(1));

/** The key of the title pageTitle() gives, for the page's language. */
export function pageTitleKey(page: PageRoute, u: PortalUser): PageTitleKey {
  return ((isAdmin(u) && ADMIN_TITLES[page.path] ? 'adminPages.' : 'pages.') + pageKey(page)) as PageTitleKey;
}

/**
 * Spec §6: prepaid-only items appear in the drawer only for PP accounts. The
 * Admin may still open the prepaid pages that have an Admin view
 * ('prepaidOrAdmin'), reached from Manage Customers, not from the drawer.
 */
const drawerGate = (gate: Gate | undefined): Gate | undefined => (gate === 'prepaidOrAdmin' ? 'prepaid' : gate);

/** The drawer's links for this user, in order (spec §2 "Side navigation"). */
export function visibleNav(u: PortalUser): PortalNavItem[] {
  return PORTAL_NAV.flatMap((href) => {
    const page = portalPage(href);
    if (!page) throw new Error(`${href} is not a page in lib/routes.ts`);
    return canOpen(drawerGate(page.gate), u) ? [{ href, label: pageTitle(page, u), titleKey: pageTitleKey(page, u) }] : [];
  });
}

/** The six permission keys with the names the dashboard shows (English; `portal.permissions.<key>` in the page's language). */
export const PERMISSION_LABELS: Readonly<Record<PermissionKey, string>> = {
  Manage_Sub_Users: 'Manage sub users',
  Airway_Bill_Generation: 'Airway bill generation',
  Air_Way_bill_history: 'Airway bill history',
  Print_Airway_Bill: 'Print airway bill',
  Pickup_Request: 'Pickup request',
  Pickup_History: 'Pickup history',
};

/** A portal page of the route table, or an error naming the path (page files and their metadata). */
export function requirePortalPage(path: string): PageRoute {
  const page = portalPage(path);
  if (!page || page.area !== 'portal') throw new Error(`${path} is not a portal page in lib/routes.ts`);
  return page;
}
