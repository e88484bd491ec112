// Where a signed-in user lands (issue 15): a courier in the courier app, Ops
// on the dispatch board, everyone else on the dashboard. The login form uses
// it when no page asked for the sign-in; the request gate keeps couriers in
// their app. Small on purpose: the login screen loads it.

/** The courier app: the only portal page a courier opens. */
export const COURIER_HOME = '/courier';

/** The page a user with this role lands on after signing in. */
export function landingPath(role: string | undefined): string {
  if (role === 'Courier') return COURIER_HOME;
  if (role === 'Ops') return '/Dispatch';
  return '/dashboard';
}

/** The portal pages a courier may open besides the app: their own sign-in security (issue 17). */
const COURIER_ALSO = new Set(['/Security']);

/** Where the gate sends a signed-in user asking for a portal page, or null to serve it: a courier sees the courier app and their Security page. */
export function roleRedirect(role: string | undefined, canonical: string): string | null {
  return role === 'Courier' && canonical !== COURIER_HOME && !COURIER_ALSO.has(canonical) ? COURIER_HOME : null;
}
