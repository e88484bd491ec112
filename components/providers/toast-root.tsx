'use client';

import { createRoot } from 'react-dom/client';
import { toast } from 'sonner';
import { hasToaster, Toasts } from './toasts';

let ownRoot = false;

/**
 * Makes sure the page has a toaster: if nothing on it has mounted one, one is
 * mounted in a root of its own at the end of <body>, which also keeps it (and
 * its toasts) across client-side navigations. sonner shows it the toasts
 * raised before it subscribed.
 */
export function ensureToaster() {
  if (hasToaster() || ownRoot) return;
  ownRoot = true;
  const el = document.createElement('div');
  document.body.append(el);
  createRoot(el).render(<Toasts />);
}

/** Raises a toast, with a toaster mounted first when the page has none. */
export function showToast(kind: 'error' | 'success', message: string) {
  ensureToaster();
  toast[kind](message);
}
