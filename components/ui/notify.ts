// Toasts and form errors from a courier call's answer, the same way everywhere
// on the page: the server's own message, or the spec's network text.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { CourierError } from '@/lib/fetcher';
import { errorMessage } from './error-message';

export { errorMessage };

export function toastError(err: unknown) {
  toast.error(errorMessage(err));
}

/**
 * yup paths from the API (`Zones[0].Slabs[1].Price`) as react-hook-form names
 * (`Zones.0.Slabs.1.Price`).
 */
export const toFieldName = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts a 400/409 answer's per-field errors on the form's fields. Returns how
 * many were placed; fields the form does not have are left to the toast.
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, known: (name: string) => boolean): number {
  if (!(err instanceof CourierError) || !err.errors || Array.isArray(err.errors)) return 0;
  let placed = 0;
  for (const [path, message] of Object.entries(err.errors)) {
    const name = toFieldName(path);
    if (!known(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
