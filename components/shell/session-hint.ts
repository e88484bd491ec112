// What the public pages need to know of the session, without next-auth's
// client: who is signed in (the top bar) and their profile (the start-up check
// and Book a shipment). next-auth answers GET /api/auth/session with {} for a
// visitor and { user: { name, … }, … } for a signed-in user.
import type { Profile } from '@/components/portal/use-profile';
import { courier } from '@/lib/fetcher';

export interface SessionUser {
  name?: string | null;
}

let session: Promise<SessionUser | null> | undefined;
let profile: Promise<Profile> | undefined;

/** Asks the server who is signed in; the top bar calls it on each mount, so a sign-in since shows. */
export function fetchSessionUser(): Promise<SessionUser | null> {
  profile = undefined;
  session = fetch('/api/auth/session', { cache: 'no-store' })
    .then((res): Promise<{ user?: SessionUser }> | null => (res.ok ? res.json() : null))
    .then(
      (s) => s?.user ?? null,
      () => null,
    );
  return session;
}

/** The answer the top bar already has, or a fresh one. */
export const sessionUser = () => session ?? fetchSessionUser();

/** The signed-in user's profile, fetched once and shared; a failure is not kept, so the next call tries again. */
export function loadProfile(): Promise<Profile> {
  profile ??= courier<Profile>('auth/profile').catch((err: unknown) => {
    profile = undefined;
    throw err;
  });
  return profile;
}
