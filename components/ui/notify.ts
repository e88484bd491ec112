// Toasts and form errors from a courier call's answer, the same way everywhere
// on the page: the server's own message, or the spec's network text, in the
// page's language (api-message.tsx; English pages show it as it comes). The
// toaster comes with the first toast (lazy-toast.ts).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ExternalToast } from 'sonner';
import { lazyToast } from '@/components/providers/lazy-toast';
import { CourierError } from '@/lib/fetcher';
import { withApiMessage } from './api-message';
import { errorCode, errorMessage } from './error-message';

export { errorCode, errorMessage };

/** A failed call as an error toast. */
export function toastError(err: unknown, options?: ExternalToast) {
  withApiMessage(errorMessage(err), errorCode(err), (text) => lazyToast('error', text, options));
}

/** An API answer's own message ("Address saved.") as a toast: success, or `warning` when it did less than asked. */
export function toastResult(res: { message: string; code?: unknown }, kind: 'success' | 'warning' = 'success', options?: ExternalToast) {
  withApiMessage(res.message, typeof res.code === 'string' ? res.code : undefined, (text) => lazyToast(kind, text, options));
}

/**
 * yup paths from the API (`Zones[0].Slabs[1].Price`) as react-hook-form names
 * (`Zones.0.Slabs.1.Price`).
 */
export const toFieldName = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts a 400/409 answer's per-field errors on the form's fields. Returns how
 * many were placed; fields the form does not have are left to the toast.
 * Each error's code rides along as its `type`, so the field shows it in the
 * page's language (form-fields.tsx).
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, known: (name: string) => boolean): number {
  if (!(err instanceof CourierError) || !err.errors || Array.isArray(err.errors)) return 0;
  let placed = 0;
  for (const [path, message] of Object.entries(err.errors)) {
    const name = toFieldName(path);
    if (!known(name)) continue;
    setError(name as Path<T>, { type: err.errorCodes?.[path] ?? 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
