// Spec §2 "Side navigation", worked out by hand for each demo user of
// courier-api/db/seed.ts: lib/portal-nav.test.ts checks visibleNav against it,
// e2e/portal.spec.ts the drawer each demo user is shown.
import type { DEMO_USERS } from '../courier-api/db/seed';

export const EXPECTED_NAV: Readonly<Record<keyof typeof DEMO_USERS, string[]>> = {
  admin: [
    'Home',
    'Dashboard',
    'Manage Customers',
    'Manage Address',
    'Manage Service Types',
    'Operations',
    'Manage Shipping',
    'Schedule A Pickup',
    'Pickup History',
    'Invoices',
    'Payments Dues',
    'API & Webhooks',
    'Receiver notifications',
    'Dispatch',
    'Cash Handover',
    'COD Remittances',
    'COD Statements',
  ],
  postpaid: [
    'Home',
    'Dashboard',
    'Manage Sub Users',
    'Manage Address',
    'Manage Shipping',
    'Schedule A Pickup',
    'Pickup History',
    'Invoices',
    'Payments Dues',
    'API & Webhooks',
    'Receiver notifications',
    'COD Statements',
  ],
  prepaid: [
    'Home',
    'Dashboard',
    'Manage Sub Users',
    'Manage Address',
    'Manage Shipping',
    'Schedule A Pickup',
    'Pickup History',
    'Prepaid Top-Up Request',
    'Prepaid Top-Up Request History',
    'Invoices',
    'Payments Dues',
    'Prepaid Account Status',
    'API & Webhooks',
    'Receiver notifications',
    'COD Statements',
  ],
  subUser: ['Home', 'Dashboard', 'Manage Address', 'Schedule A Pickup', 'Pickup History', 'Invoices', 'Payments Dues', 'COD Statements'],
};

/** Issue 15's staff logins (no account): Ops see their own pages; a courier only Home (the courier app is theirs, outside the drawer). */
export const EXPECTED_STAFF_NAV = {
  ops: ['Home', 'Operations', 'Dispatch', 'Cash Handover', 'COD Remittances'],
  courier: ['Home'],
} as const;

/** Spec §2: the path each link of the side navigation opens, by its label. */
export const NAV_PATHS: Readonly<Record<string, string>> = {
  Home: '/',
  Dashboard: '/dashboard',
  'Manage Sub Users': '/ManageSubUsers',
  'Manage Customers': '/ManageSubUsers',
  'Manage Address': '/ManageAddress',
  'Manage Service Types': '/ManageServiceTypes',
  Operations: '/Operations',
  'Manage Shipping': '/Managingshipping',
  'Schedule A Pickup': '/Schedulepickupbooking',
  'Pickup History': '/Pickuphistory',
  'Prepaid Top-Up Request': '/PrepaidTopuprequest',
  'Prepaid Top-Up Request History': '/Topuphistory',
  Invoices: '/invoices',
  'Payments Dues': '/PaymentDues',
  'Prepaid Account Status': '/PrepaidAccountStatus',
  'API & Webhooks': '/ApiWebhooks',
  'Receiver notifications': '/NotificationSettings',
  Dispatch: '/Dispatch',
  'Cash Handover': '/CodHandover',
  'COD Remittances': '/CodRemittances',
  'COD Statements': '/CodStatements',
};
