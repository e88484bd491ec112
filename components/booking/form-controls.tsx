import type { ComponentPropsWithRef, ReactNode, TextareaHTMLAttributes } from 'react';
import { get, type FieldError, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';

interface ShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

type Aria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** Label, control, hint and error tied together as components/ui/field.tsx does for inputs. */
function Shell({ id, label, error, hint, className, children }: ShellProps & { children: (aria: Aria) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass = 'mt-1 w-full rounded border border-slate-400 bg-white p-2 disabled:bg-slate-100';

type SelectProps = ShellProps & Omit<ComponentPropsWithRef<'select'>, 'id'> & { registration?: UseFormRegisterReturn };

/** A labelled select, bound either through `registration` or through value/onChange. */
export function SelectField({ id, label, error, hint, className, registration, children, ...select }: SelectProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <select {...select} {...aria} {...registration} className={controlClass}>
          {children}
        </select>
      )}
    </Shell>
  );
}

type TextareaProps = ShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { registration: UseFormRegisterReturn };

export function TextareaField({ id, label, error, hint, className, registration, ...textarea }: TextareaProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <textarea {...textarea} {...aria} {...registration} className={controlClass} />}
    </Shell>
  );
}

/** One part of the form: a fieldset whose legend is also a heading, for screen-reader navigation. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1">
        <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      </legend>
      {intro && <p className="mb-4 text-slate-700">{intro}</p>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The error of a nested field (`Receiver.City`, `Pieces.0.Weight`). */
export function errorAt(errors: FieldErrors, path: string): FieldError | undefined {
  return get(errors, path) as FieldError | undefined;
}

/** Its message, when it has one. */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  const m = errorAt(errors, path)?.message;
  return typeof m === 'string' && m ? m : undefined;
}
