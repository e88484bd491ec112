// The form's resolver: the shared yup schema, with one difference from
// yupResolver. A rule over a whole piece ("all three dimensions, or none")
// fails at the path `Pieces[0]`; yupResolver nests it there and so overwrites
// that piece's field errors (an empty weight would go unreported). Here it goes
// to `Pieces.0.root`, next to them.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { RateFinderInput } from '@/lib/schemas/rates';
import type { RateFormValues } from './types';

export function rateResolver(schema: AnyObjectSchema): Resolver<RateFormValues, unknown, RateFinderInput> {
  return async (values, _context, options) => {
    try {
      const out = (await schema.validate(values, { abortEarly: false })) as RateFinderInput;
      return { values: out, errors: {} };
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const flat: Record<string, FieldError> = {};
      for (const e of err.inner.length ? err.inner : [err]) {
        let path = (e.path ?? 'root').replace(/\[(\d+)\]/g, '.$1');
        if (/^Pieces\.\d+$/.test(path)) path += '.root';
        // The first message per field, as yupResolver shows it.
        flat[path] ??= { type: e.type ?? 'validation', message: e.message };
      }
      return { values: {}, errors: toNestErrors(flat, options) };
    }
  };
}
