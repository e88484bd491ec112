// Loaded by the top bar only for a signed-in visitor.
import { lazyToast } from '@/components/providers/lazy-toast';
import { endSession } from '@/lib/end-session';
import { CourierError } from '@/lib/fetcher';
import type { Locale } from '@/lib/i18n/locales';
import { apiCode, apiText } from './api-text';
import { loadProfile } from './session-hint';

/** Settled once per page load: later profile errors are the portal guard's business. */
let settled = false;

/**
 * Spec §4/§8: at start-up a signed-in visitor's profile is loaded; if that
 * fails, show the server's message (or "An error occurred."), clear the
 * session and go to /login. Only the first check of a page load counts, so a
 * later one (say, while a password change swaps the session) can never sign
 * anyone out. A network-level failure shows the product's network text and
 * keeps the session: a dropped connection is not a reason to sign out.
 */
export async function startupCheck(goToLogin: () => void, locale: Locale = 'en') {
  if (settled) return;
  settled = true;
  try {
    await loadProfile();
  } catch (error) {
    const e = error instanceof CourierError ? error : new CourierError('An error occurred.', -1);
    const text = await apiText(e.message || 'An error occurred.', locale, apiCode(e));
    // i18n-literal: 'error' is the toast's kind; the text is the server's, localized above
    lazyToast('error', text);
    if (e.status === 0) return;
    await endSession();
    goToLogin();
  }
}
