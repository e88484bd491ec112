// A toast from a page that does not ship the toaster (home, content pages):
// sonner and the toaster are downloaded with the first toast, not with the page.
export type LazyToastKind = 'error' | 'success';

export function lazyToast(kind: LazyToastKind, message: string) {
  void import('./toast-root').then((m) => m.showToast(kind, message));
}
