// The error to show under the airway bill picker: the list's own (too many,
// or the API's 422 naming them) or the first bad number's.
import { get, type FieldErrors } from 'react-hook-form';
import type { SchedulePickupInput } from '@/lib/schemas/pickup';

const text = (e: unknown) => {
  const m = (e as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' && m ? m : undefined;
};

export function awbError(errors: FieldErrors<SchedulePickupInput>, values: readonly string[]): string | undefined {
  const e = get(errors, 'AirWayBillNos') as unknown;
  const own = text(e) ?? text((e as { root?: unknown } | undefined)?.root);
  if (own) return own;
  if (!Array.isArray(e)) return undefined;
  const i = e.findIndex((item) => text(item));
  return i < 0 ? undefined : `${values[i] || `Line ${i + 1}`}: ${text(e[i])}`;
}
