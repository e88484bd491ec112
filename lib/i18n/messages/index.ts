// Every message of the site, by language and namespace. One JSON file per
// namespace and language (lib/i18n/messages/<locale>/<namespace>.json), so a
// client island is handed only the namespaces it uses (<ClientMessages>).
// The English files are the type: a key missing in Arabic fails `tsc` and the catalogue test.
import type { Locale } from '../locales';
import en_common from './en/common.json';
import en_ui from './en/ui.json';
import en_shell from './en/shell.json';
import en_home from './en/home.json';
import en_marketing from './en/marketing.json';
import en_tracking from './en/tracking.json';
import en_rates from './en/rates.json';
import en_booking from './en/booking.json';
import en_auth from './en/auth.json';
import en_contact from './en/contact.json';
import en_portal from './en/portal.json';
import en_dashboard from './en/dashboard.json';
import en_shipping from './en/shipping.json';
import en_addresses from './en/addresses.json';
import en_pickups from './en/pickups.json';
import en_subUsers from './en/subUsers.json';
import en_admin from './en/admin.json';
import en_billing from './en/billing.json';
import en_prepaid from './en/prepaid.json';
import en_operations from './en/operations.json';
import en_apiWebhooks from './en/apiWebhooks.json';
import en_auditLog from './en/auditLog.json';
import en_metadata from './en/metadata.json';
import en_developers from './en/developers.json';
import en_courier from './en/courier.json';
import en_dispatch from './en/dispatch.json';
import en_cod from './en/cod.json';
import en_notifications from './en/notifications.json';
import en_security from './en/security.json';
import ar_common from './ar/common.json';
import ar_ui from './ar/ui.json';
import ar_shell from './ar/shell.json';
import ar_home from './ar/home.json';
import ar_marketing from './ar/marketing.json';
import ar_tracking from './ar/tracking.json';
import ar_rates from './ar/rates.json';
import ar_booking from './ar/booking.json';
import ar_auth from './ar/auth.json';
import ar_contact from './ar/contact.json';
import ar_portal from './ar/portal.json';
import ar_dashboard from './ar/dashboard.json';
import ar_shipping from './ar/shipping.json';
import ar_addresses from './ar/addresses.json';
import ar_pickups from './ar/pickups.json';
import ar_subUsers from './ar/subUsers.json';
import ar_admin from './ar/admin.json';
import ar_billing from './ar/billing.json';
import ar_prepaid from './ar/prepaid.json';
import ar_operations from './ar/operations.json';
import ar_apiWebhooks from './ar/apiWebhooks.json';
import ar_auditLog from './ar/auditLog.json';
import ar_metadata from './ar/metadata.json';
import ar_developers from './ar/developers.json';
import ar_courier from './ar/courier.json';
import ar_dispatch from './ar/dispatch.json';
import ar_cod from './ar/cod.json';
import ar_notifications from './ar/notifications.json';
import ar_security from './ar/security.json';

export const en = {
  common: en_common,
  ui: en_ui,
  shell: en_shell,
  home: en_home,
  marketing: en_marketing,
  tracking: en_tracking,
  rates: en_rates,
  booking: en_booking,
  auth: en_auth,
  contact: en_contact,
  portal: en_portal,
  dashboard: en_dashboard,
  shipping: en_shipping,
  addresses: en_addresses,
  pickups: en_pickups,
  subUsers: en_subUsers,
  admin: en_admin,
  billing: en_billing,
  prepaid: en_prepaid,
  operations: en_operations,
  apiWebhooks: en_apiWebhooks,
  auditLog: en_auditLog,
  metadata: en_metadata,
  developers: en_developers,
  courier: en_courier,
  dispatch: en_dispatch,
  cod: en_cod,
  notifications: en_notifications,
  security: en_security,
};

export type Messages = typeof en;
export type Namespace = keyof Messages;

const ar: Messages = {
  common: ar_common,
  ui: ar_ui,
  shell: ar_shell,
  home: ar_home,
  marketing: ar_marketing,
  tracking: ar_tracking,
  rates: ar_rates,
  booking: ar_booking,
  auth: ar_auth,
  contact: ar_contact,
  portal: ar_portal,
  dashboard: ar_dashboard,
  shipping: ar_shipping,
  addresses: ar_addresses,
  pickups: ar_pickups,
  subUsers: ar_subUsers,
  admin: ar_admin,
  billing: ar_billing,
  prepaid: ar_prepaid,
  operations: ar_operations,
  apiWebhooks: ar_apiWebhooks,
  auditLog: ar_auditLog,
  metadata: ar_metadata,
  developers: ar_developers,
  courier: ar_courier,
  dispatch: ar_dispatch,
  cod: ar_cod,
  notifications: ar_notifications,
  security: ar_security,
};

export const MESSAGES: Record<Locale, Messages> = { en, ar };
export const NAMESPACES = Object.keys(en) as Namespace[];
