import { portalMetadata } from '@/components/portal/portal-metadata';
import { MESSAGES } from './i18n/messages';
import { canOpen, isOps, isStaff, pageTitle, pageTitleKey, portalPage, visibleNav, type PortalUser } from './portal-nav';
import { PAGES, type Gate } from './routes';
import { EXPECTED_NAV, EXPECTED_STAFF_NAV, NAV_PATHS } from '@/test/portal-nav-expected';

const KEYS = ['Manage_Sub_Users', 'Airway_Bill_Generation', 'Air_Way_bill_history', 'Print_Airway_Bill', 'Pickup_Request', 'Pickup_History'];
const perms = (on: string[]) => Object.fromEntries(KEYS.map((k) => [k, on.includes(k)]));

// The four demo users' profiles, as courier-api/db/seed.ts creates them.
const admin: PortalUser = { user: { Role: 'Admin', dashboard: perms(KEYS) }, AccountData: { PaymentType: null } };
const postpaid: PortalUser = { user: { Role: 'Customer', dashboard: perms(KEYS) }, AccountData: { PaymentType: 'PD' } };
const prepaid: PortalUser = { user: { Role: 'Customer', dashboard: perms(KEYS) }, AccountData: { PaymentType: 'PP' } };
const subUser: PortalUser = {
  user: { Role: 'Customer', dashboard: perms(['Pickup_Request', 'Pickup_History']) },
  AccountData: { PaymentType: 'PD' },
};
const printOnly: PortalUser = { user: { Role: 'Customer', dashboard: perms(['Print_Airway_Bill']) }, AccountData: { PaymentType: 'PD' } };
const nobody: PortalUser = { user: { Role: 'Customer', dashboard: {} }, AccountData: null };
// Issue 15's staff logins: no account, no permissions.
const ops: PortalUser = { user: { Role: 'Ops', dashboard: perms([]) }, AccountData: { PaymentType: null } };
const courier: PortalUser = { user: { Role: 'Courier', dashboard: perms([]) }, AccountData: { PaymentType: null } };

const labels = (u: PortalUser) => visibleNav(u).map((i) => i.label);

describe('visibleNav', () => {
  const demoUsers = { admin, postpaid, prepaid, subUser };
  it.each(Object.entries(demoUsers))('the demo user "%s" sees exactly the spec’s links', (who, u) => {
    expect(labels(u)).toEqual(EXPECTED_NAV[who as keyof typeof demoUsers]);
  });

  it('Manage Shipping is shown with any one of its three permissions', () => {
    expect(labels(printOnly)).toEqual(['Home', 'Dashboard', 'Manage Address', 'Manage Shipping', 'Invoices', 'Payments Dues', 'COD Statements']);
    for (const key of ['Airway_Bill_Generation', 'Air_Way_bill_history', 'Print_Airway_Bill']) {
      const u: PortalUser = { ...printOnly, user: { Role: 'Customer', dashboard: perms([key]) } };
      expect(labels(u)).toContain('Manage Shipping');
    }
    expect(labels(nobody)).toEqual(['Home', 'Dashboard', 'Manage Address', 'Invoices', 'Payments Dues', 'COD Statements']);
  });

  it('staff see only their own pages: Ops the operations screens, a courier nothing but Home', () => {
    expect(labels(ops)).toEqual(EXPECTED_STAFF_NAV.ops);
    expect(labels(courier)).toEqual(EXPECTED_STAFF_NAV.courier);
  });

  it('uses the spec’s paths, each one a page of the route table', () => {
    for (const u of [admin, prepaid, ops]) {
      for (const item of visibleNav(u)) {
        expect(item.href).toBe(NAV_PATHS[item.label]);
        expect(portalPage(item.href)).toBeDefined();
      }
    }
  });
});

describe('canOpen', () => {
  it('no gate (a public page) and "user": everyone signed in', () => {
    for (const u of [admin, postpaid, prepaid, subUser, nobody]) {
      expect(canOpen(undefined, u)).toBe(true);
      expect(canOpen('user', u)).toBe(true);
    }
  });

  it('"admin": Role Admin only', () => {
    expect(canOpen('admin', admin)).toBe(true);
    for (const u of [postpaid, prepaid, subUser]) expect(canOpen('admin', u)).toBe(false);
  });

  it('"prepaid": PaymentType PP only (Admin has no account)', () => {
    expect(canOpen('prepaid', prepaid)).toBe(true);
    for (const u of [admin, postpaid, subUser, nobody]) expect(canOpen('prepaid', u)).toBe(false);
  });

  it('"prepaidOrAdmin": PaymentType PP, or Admin (the top-up queue, any account\'s status)', () => {
    for (const u of [prepaid, admin]) expect(canOpen('prepaidOrAdmin', u)).toBe(true);
    for (const u of [postpaid, subUser, nobody]) expect(canOpen('prepaidOrAdmin', u)).toBe(false);
  });

  it('{ permission }: the flag must be true; Admin passes', () => {
    const gate: Gate = { permission: 'Manage_Sub_Users' };
    expect(canOpen(gate, postpaid)).toBe(true);
    expect(canOpen(gate, subUser)).toBe(false);
    expect(canOpen(gate, nobody)).toBe(false);
    expect(canOpen(gate, { ...admin, user: { Role: 'Admin', dashboard: {} } })).toBe(true);
    expect(canOpen({ permission: 'Pickup_Request' }, subUser)).toBe(true);
  });

  it('"ops": Admin and Ops; "courier": a Courier only', () => {
    for (const u of [admin, ops]) expect(canOpen('ops', u)).toBe(true);
    for (const u of [postpaid, prepaid, subUser, nobody, courier]) expect(canOpen('ops', u)).toBe(false);
    expect(canOpen('courier', courier)).toBe(true);
    for (const u of [admin, ops, postpaid, subUser]) expect(canOpen('courier', u)).toBe(false);
  });

  it('staff open none of the customer pages, whatever their flags say', () => {
    const flagged = (u: PortalUser): PortalUser => ({ ...u, user: { ...u.user, dashboard: perms(KEYS) }, AccountData: { PaymentType: 'PP' } });
    for (const u of [ops, courier, flagged(ops), flagged(courier)]) {
      for (const gate of ['user', 'admin', 'prepaid', 'prepaidOrAdmin', { permission: 'Manage_Sub_Users' }, { anyPermission: ['Print_Airway_Bill'] }] as Gate[]) {
        expect(canOpen(gate, u)).toBe(false);
      }
      expect(canOpen(undefined, u)).toBe(true);
    }
    expect([isOps(ops), isOps(admin), isOps(courier), isStaff(ops), isStaff(courier), isStaff(admin)]).toEqual([true, true, false, true, true, false]);
  });

  it('{ anyPermission }: one flag is enough; Admin passes', () => {
    const gate: Gate = { anyPermission: ['Airway_Bill_Generation', 'Air_Way_bill_history', 'Print_Airway_Bill'] };
    expect(canOpen(gate, printOnly)).toBe(true);
    expect(canOpen(gate, subUser)).toBe(false);
    expect(canOpen(gate, { ...admin, user: { Role: 'Admin', dashboard: {} } })).toBe(true);
  });
});

describe('page titles and metadata', () => {
  const users = portalPage('/managesubusers')!;

  it('the users page is "Manage Customers" for Admin', () => {
    expect(pageTitle(users, admin)).toBe('Manage Customers');
    expect(pageTitle(users, postpaid)).toBe('Manage Sub Users');
    expect(pageTitle(portalPage('/Invoices')!, admin)).toBe('Invoices');
    expect(pageTitle(portalPage('/Topuphistory')!, admin)).toBe('Top-Up Requests');
    expect(pageTitle(portalPage('/Topuphistory')!, prepaid)).toBe('Prepaid Top-Up Request History');
  });

  it('every portal page has metadata; other paths are refused', () => {
    for (const p of PAGES.filter((p) => p.area === 'portal')) expect(portalMetadata(p.path).title).toBe(p.title);
    expect(() => portalMetadata('/about-us')).toThrow();
  });

  it('every title has its message, the English one exactly the title shown today', () => {
    const title = (locale: 'en' | 'ar', key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], MESSAGES[locale].portal);
    const pages = [portalPage('/')!, ...PAGES.filter((p) => p.area === 'portal')];
    for (const u of [admin, postpaid, prepaid, ops]) {
      for (const page of pages) {
        expect(title('en', pageTitleKey(page, u))).toBe(pageTitle(page, u));
        expect(title('ar', pageTitleKey(page, u))).toMatch(/\p{Script=Arabic}/u);
      }
      for (const item of visibleNav(u)) expect(title('en', item.titleKey)).toBe(item.label);
    }
  });

  it('Arabic metadata titles are the Arabic page titles', () => {
    expect(portalMetadata('/Dashboard', 'ar').title).toBe('لوحة التحكم');
    expect(portalMetadata('/Dashboard', 'ar').robots).toEqual({ index: false, follow: false });
  });
});
