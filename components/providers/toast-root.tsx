'use client';

import { createRoot } from 'react-dom/client';
import { toast } from 'sonner';
import { hasToaster, Toasts } from './toasts';

let ownRoot = false;

/**
 * Raises a toast; if nothing on the page has mounted the toaster, one is
 * mounted in a root of its own at the end of <body>, which also keeps it (and
 * the toast) across client-side navigations.
 */
export function showToast(kind: 'error' | 'success', message: string) {
  if (!hasToaster() && !ownRoot) {
    ownRoot = true;
    const el = document.createElement('div');
    document.body.append(el);
    createRoot(el).render(<Toasts />);
  }
  toast[kind](message);
}
