// Every toast on the site goes through here. sonner and the toaster are a
// chunk of their own (toast-root.tsx), downloaded with the first toast a page
// raises, so no page carries them in its first load, and no layout or page
// has to remember to mount a toaster for the toasts of the components under it.
import type { ExternalToast } from 'sonner';

export type LazyToastKind = 'error' | 'success' | 'warning';

/** Raises a toast (loading the toaster first, the first time). Toasts raised one after another show in that order. */
export function lazyToast(kind: LazyToastKind, message: string, options?: ExternalToast) {
  void import('./toast-root').then((m) => m.showToast(kind, message, options));
}
