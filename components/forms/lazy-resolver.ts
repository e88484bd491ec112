import type { FieldValues, Resolver } from 'react-hook-form';
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
