'use client';

import { useState } from 'react';
import { FormProvider, type FieldValues, type FormState, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's FormProvider, with a context that stays the same while the
 * form's state changes. FormProvider's own context changes with every change of
 * `formState` (its `isReady` as the form mounts, `isSubmitting`, `errors`…), and
 * every component reading `useFormContext()` renders again then, memo or not:
 * as a form page started, `isReady` (set in a layout effect, so at once and in
 * one piece) rendered the whole form a second time right after hydrating it,
 * the largest task on /Managingshipping (issue 12).
 *
 * Under FormScope, `useFormContext()` gives the form's methods (`register`,
 * `control`, `setValue`…), which never change; a component that shows the
 * state reads it with `useFormState()` (or `useController`, `useWatch`), which
 * render that component alone when what it read changes. Reading
 * `useFormContext().formState` here is a mistake and throws, so that a
 * component that would silently stop showing its errors fails its tests
 * instead. The form's own fields go in a `memo` component, so that the form's
 * component rendering again (its submit button's `isSubmitting`) leaves them be.
 */
export function FormScope<T extends FieldValues, C, V extends FieldValues>({ form, children }: { form: UseFormReturn<T, C, V>; children: React.ReactNode }) {
  const [formState] = useState(noFormState<T>);
  return (
    <FormProvider {...form} formState={formState}>
      {children}
    </FormProvider>
  );
}

function noFormState<T extends FieldValues>(): FormState<T> {
  return new Proxy({} as FormState<T>, {
    get(_, key) {
      // Symbols: what tooling asks of any object (its tag, its iterator), not the form's state.
      if (typeof key === 'symbol') return undefined;
      throw new Error(`useFormContext().formState.${String(key)} is not kept up to date under FormScope: read it with useFormState()`);
    },
  });
}
