import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { loadOnce } from '@/lib/load-once';

/**
 * A form's resolver whose schema (and yup with it) loads on first use, not with
 * the page (issue 12): `load` gives the real resolver, once. `preload` starts
 * that download (call it on the form's first focus) so that a submit does not
 * wait for it. A failed download is tried again on the next call.
 */
export function lazyResolver<T extends FieldValues, V = T>(load: () => Promise<Resolver<T, unknown, V>>) {
  const ready = loadOnce(load);
  const resolver: Resolver<T, unknown, V> = async (values, context, options) => (await ready())(values, context, options);
  return { resolver, preload: () => void ready().catch(() => undefined) };
}

/**
 * lazyResolver for a yup schema checked as it is: `loadSchema` imports the
 * schema's module and gives the schema; the resolver comes with it.
 */
export function lazyYupResolver<T extends FieldValues>(loadSchema: () => Promise<ObjectSchema<T, any, any, any>>) {
  return lazyResolver<T>(() =>
    Promise.all([import('@hookform/resolvers/yup'), loadSchema()]).then(
      // yupResolver types its values by the schema's optional-key form of T; the forms use T (the schema's InferType) itself.
      ([{ yupResolver }, schema]) => yupResolver(schema) as unknown as Resolver<T>,
    ),
  );
}
