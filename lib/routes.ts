// The one route table: every page's canonical path (the spec's spelling), the
// folder under app/ that serves it, who may open it, legacy redirects and the
// side navigation. proxy.ts, the portal layout and the sitemap all read it.
import type { PermissionKey } from '@/courier-api/db/schema';
import { BLOG_SLUGS, LEGACY_SERVICE_PATHS, SERVICE_SLUGS } from './content/slugs';

export type Area = 'public' | 'auth' | 'portal';
/**
 * Who may open a portal page: any signed-in user, a permission key, Admin, or
 * prepaid accounts ('prepaidOrAdmin': prepaid pages with an Admin view too);
 * 'ops': Admin or Ops (issue 15); 'courier': a Courier (the courier app).
 */
export type Gate =
  | 'user'
  /** Every signed-in user, staff and couriers too (issue 17's Security page). */
  | 'anyone'
  | 'admin'
  | 'ops'
  | 'courier'
  | 'prepaid'
  | 'prepaidOrAdmin'
  | { permission: PermissionKey }
  | { anyPermission: PermissionKey[] };

export interface PageRoute {
  /** Canonical path, as the spec spells it. */
  path: string;
  area: Area;
  gate?: Gate;
  title: string;
}

export const PAGES: readonly PageRoute[] = [
  { path: '/', area: 'public', title: 'Home' },
  { path: '/Login', area: 'auth', title: 'Login' },
  { path: '/Register', area: 'auth', title: 'Register' },
  { path: '/ChangePassword', area: 'auth', title: 'Change Password' },
  { path: '/about-us', area: 'public', title: 'About Us' },
  { path: '/Ourservices', area: 'public', title: 'Services & Products' },
  { path: '/OurGallery', area: 'public', title: 'Media' },
  { path: '/Career', area: 'public', title: 'Careers' },
  { path: '/Deliveryservice', area: 'public', title: 'Delivery Services' },
  { path: '/contact-us', area: 'public', title: 'Contact Us' },
  { path: '/help-desk', area: 'public', title: 'Help Desk' },
  { path: '/terms-and-conditions', area: 'public', title: 'Terms and Conditions' },
  { path: '/privacy-and-policy', area: 'public', title: 'Privacy Policy' },
  { path: '/Ratefinder', area: 'public', title: 'Rates and Transit Time' },
  { path: '/InternationalRatefinder', area: 'public', title: 'International Rates and Transit Time' },
  { path: '/Bookshipment', area: 'public', title: 'Book a Shipment' },
  { path: '/TransactionHistory', area: 'portal', gate: 'user', title: 'Transaction History' },
  { path: '/Thankyou', area: 'public', title: 'Thank You' },
  { path: '/blog', area: 'public', title: 'Blog' },
  { path: '/Dashboard', area: 'portal', gate: 'user', title: 'Dashboard' },
  { path: '/Topuphistory', area: 'portal', gate: 'prepaidOrAdmin', title: 'Prepaid Top-Up Request History' },
  { path: '/PrepaidTopuprequest', area: 'portal', gate: 'prepaid', title: 'Prepaid Top-Up Request' },
  { path: '/Topuprequest', area: 'portal', gate: 'prepaid', title: 'Top-Up Request' },
  { path: '/Pickuphistory', area: 'portal', gate: { permission: 'Pickup_History' }, title: 'Pickup History' },
  { path: '/Schedulepickupbooking', area: 'portal', gate: { permission: 'Pickup_Request' }, title: 'Schedule A Pickup' },
  {
    path: '/Managingshipping',
    area: 'portal',
    gate: { anyPermission: ['Airway_Bill_Generation', 'Air_Way_bill_history', 'Print_Airway_Bill'] },
    title: 'Manage Shipping',
  },
  { path: '/ManageSubUsers', area: 'portal', gate: { permission: 'Manage_Sub_Users' }, title: 'Manage Sub Users' },
  { path: '/ManageServiceTypes', area: 'portal', gate: 'admin', title: 'Manage Service Types' },
  { path: '/Operations', area: 'portal', gate: 'ops', title: 'Operations' },
  { path: '/Invoices', area: 'portal', gate: 'user', title: 'Invoices' },
  { path: '/PaymentDues', area: 'portal', gate: 'user', title: 'Payments Dues' },
  { path: '/PrepaidAccountStatus', area: 'portal', gate: 'prepaidOrAdmin', title: 'Prepaid Account Status' },
  { path: '/ManageAddress', area: 'portal', gate: 'user', title: 'Manage Address' },
  { path: '/ApiWebhooks', area: 'portal', gate: { permission: 'Manage_Sub_Users' }, title: 'API & Webhooks' },
  // Issue 16: what the account's receivers are told, an account setting like API keys and webhooks.
  { path: '/NotificationSettings', area: 'portal', gate: { permission: 'Manage_Sub_Users' }, title: 'Receiver notifications' },
  // Issue 17: the audit trail; the Admin reads every entry, a customer their own account's.
  // Issue 17: every user's own sign-in security: two-factor sign-in, sessions, password.
  { path: '/Security', area: 'portal', gate: 'anyone', title: 'Security' },
  { path: '/AuditLog', area: 'portal', gate: { permission: 'Manage_Sub_Users' }, title: 'Audit Log' },
  // Issue 15: the courier's day. Ops' screens, the merchant's COD statements and the courier app.
  { path: '/Dispatch', area: 'portal', gate: 'ops', title: 'Dispatch' },
  { path: '/CodHandover', area: 'portal', gate: 'ops', title: 'Cash Handover' },
  { path: '/CodRemittances', area: 'portal', gate: 'ops', title: 'COD Remittances' },
  { path: '/CodStatements', area: 'portal', gate: 'user', title: 'COD Statements' },
  { path: '/courier', area: 'portal', gate: 'courier', title: 'Courier' },
  { path: '/developers', area: 'public', title: 'Merchant API reference' },
  { path: '/developers/guide', area: 'public', title: 'Merchant API guide' },
];

/**
 * Pages that are served but listed nowhere: not in PAGES, so in no sitemap,
 * robots rule, navigation or screenshot run. `/bench-floor` renders nothing but
 * the root layout: the floor bench:lighthouse measures every page against.
 */
export const BENCH_FLOOR_PATH = '/bench-floor';
export const UNLISTED_PAGES: readonly PageRoute[] = [
  { path: BENCH_FLOOR_PATH, area: 'public', title: 'Benchmark floor' },
  // Issue 16: the pages a shipment follower's email links open (a token in the query; never indexed).
  { path: '/follow/confirm', area: 'public', title: 'Confirm your updates' },
  { path: '/follow/unsubscribe', area: 'public', title: 'Stop updates' },
];

/** Pages with one dynamic segment: prefix → area. */
export const DYNAMIC_PREFIXES: ReadonlyArray<{ prefix: string; area: Area }> = [
  { prefix: '/Thankyou', area: 'public' },
  { prefix: '/PickupRequest', area: 'public' },
];

export const servicePath = (slug: string) => `/services/${slug}`;
export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Permanent redirects from old paths (matched without regard to case). */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/Aboutus': '/about-us',
  '/Contact': '/contact-us',
  '/Helpdesk': '/help-desk',
  '/Termsconditions': '/terms-and-conditions',
  '/Privacypolicy': '/privacy-and-policy',
  ...Object.fromEntries(
    Object.entries(LEGACY_SERVICE_PATHS).flatMap(([old, slug]) => [
      [`/${old}`, servicePath(slug)],
      [`/services/${old}`, servicePath(slug)],
    ]),
  ),
};

/** The app/ folder that serves a canonical path: lower case, so file systems that ignore case agree. */
export const folderOf = (canonical: string) => canonical.toLowerCase();

export type Resolution =
  | { kind: 'page'; canonical: string; pathname: string; area: Area; gate?: Gate }
  | { kind: 'redirect'; location: string; permanent: boolean };

const byLower = new Map([...PAGES, ...UNLISTED_PAGES].map((p) => [p.path.toLowerCase(), p]));
const legacyByLower = new Map(Object.entries(LEGACY_REDIRECTS).map(([k, v]) => [k.toLowerCase(), v]));
const serviceByLower = new Map(SERVICE_SLUGS.map((s) => [s.toLowerCase(), s]));
const blogByLower = new Map(BLOG_SLUGS.map((s) => [s.toLowerCase(), s]));

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Where a request path goes: a page (served from `pathname`, its folder under
 * app/), a redirect, or — for anything unknown — a redirect home.
 */
export function resolvePath(rawPath: string): Resolution {
  const decoded = safeDecode(rawPath);
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  const lower = path.toLowerCase();

  const legacy = legacyByLower.get(lower);
  if (legacy) return { kind: 'redirect', location: legacy, permanent: true };

  const page = byLower.get(lower);
  if (page) return { kind: 'page', canonical: page.path, pathname: folderOf(page.path), area: page.area, gate: page.gate };

  const service = /^\/services\/([^/]+?)(\.html)?$/.exec(lower);
  if (service) {
    const slug = serviceByLower.get(service[1]!);
    if (slug) return { kind: 'page', canonical: servicePath(slug), pathname: servicePath(slug), area: 'public' };
  }

  const blog = /^\/blog\/([^/]+)$/.exec(path);
  if (blog) {
    const slug = blogByLower.get(blog[1]!.toLowerCase());
    if (slug) return { kind: 'page', canonical: `/blog/${slug}`, pathname: blogPath(slug), area: 'public' };
  }

  for (const d of DYNAMIC_PREFIXES) {
    const m = new RegExp(`^${d.prefix}/([^/]+)$`, 'i').exec(path);
    if (m) {
      const id = encodeURIComponent(m[1]!);
      return { kind: 'page', canonical: `${d.prefix}/${id}`, pathname: `${folderOf(d.prefix)}/${id}`, area: d.area };
    }
  }

  return { kind: 'redirect', location: '/', permanent: false };
}
