// The stop sheet's forms check what they send with the API's own schema
// (courierActionSchema): the form's fields, plus what the form fixes itself
// (the kind, the stop's airway bill or pickup). Errors land on the fields by
// the schema's paths; anything else (a bad airway bill on the run) on `root`.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ValidationError } from 'yup';
import { newClientId } from '@/lib/courier-queue/client-id';
import type { ActionPayload } from '@/lib/courier-queue/types';
import { courierActionSchema, type CourierStop } from '@/lib/schemas/courier';

/** A ClientId for checking a form before the courier acts (the real one is made on submit). */
const CHECK_ID = '00000000-0000-4000-8000-000000000000';

/**
 * `fixed` gives what the form does not ask for; `extra` the screen's own
 * checks the API makes later against the stop (the COD amount, a code the
 * receiver must give), as field → message.
 */
export function actionResolver<T extends FieldValues>(fixed: () => Partial<ActionPayload>, extra?: (values: T) => Partial<Record<keyof T, string>>): Resolver<T> {
  return async (values) => {
    try {
      await courierActionSchema.validate({ ClientId: CHECK_ID, ...values, ...fixed() }, { abortEarly: false });
      const more = Object.entries(extra?.(values) ?? {}).filter(([, m]) => m);
      if (more.length > 0) return { values: {}, errors: Object.fromEntries(more.map(([k, m]) => [k, { type: 'validation', message: m }])) as FieldErrors<T> };
      return { values, errors: {} };
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const e of err.inner.length > 0 ? err.inner : [err]) {
        const path = e.path && e.path in values ? e.path : 'root';
        errors[path] ??= { type: e.type ?? 'validation', message: e.message };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}

/** Who the action is about: the stop's airway bill, or its pickup. */
export const targetOf = (stop: CourierStop): Pick<ActionPayload, 'AirWayBillNo' | 'PickupId'> =>
  stop.Kind === 'pickup' ? { PickupId: stop.PickupId ?? '' } : { AirWayBillNo: stop.AirWayBillNo ?? '' };

/** The moment the courier acts: a new ClientId and the phone's time. */
export const stamp = (): Pick<ActionPayload, 'ClientId' | 'OccurredAt'> => ({ ClientId: newClientId(), OccurredAt: new Date().toISOString() });
