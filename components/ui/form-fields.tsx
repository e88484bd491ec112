import type { ComponentPropsWithRef, ReactNode } from 'react';
import { get, type FieldError, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { usePageLocale } from '@/lib/i18n/client';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { ApiText, codeOfType } from './api-message';

// Form pieces for react-hook-form and the shared yup schemas: label, control,
// hint and error joined by ids, so a screen reader reads the error with the
// field (aria-describedby) and marks it invalid. Errors are the shared
// schemas' and the API's English texts, shown in the page's language (<ApiText>).

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** The message, or react-hook-form's FieldError as it comes (`errors.Name`). */
  error?: string | FieldError;
  hint?: ReactNode;
  className?: string;
}

export type ControlAria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export const controlClass = 'mt-1 block min-h-tap w-full rounded-control border border-control bg-surface px-3 py-2 text-ink disabled:bg-canvas';
export const labelClass = 'block font-medium text-ink';

/** An error as given: its text, and its code when the API placed it (applyFieldErrors). */
function errorOf(given: string | FieldError | undefined): { error?: string; code?: string } {
  return typeof given === 'string' ? { error: given } : { error: given?.message, code: codeOfType(given?.type) };
}

/** Label, hint and error around any control; the control gets its ids from `children(aria)`. */
export function FieldShell({ id, label, error: given, hint, className, children }: FieldShellProps & { children: (aria: ControlAria) => ReactNode }) {
  const { error, code } = errorOf(given);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          <ApiText text={error} code={code} />
        </p>
      )}
    </div>
  );
}

type Bound = { registration?: UseFormRegisterReturn };

type TextFieldProps = FieldShellProps & Bound & Omit<ComponentPropsWithRef<'input'>, 'id'> & { prefix?: string };

/** A labelled input, bound through `registration` (react-hook-form) or value/onChange. */
export function TextField({ id, label, error, hint, className, registration, prefix, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) =>
        prefix ? (
          <div className="mt-1 flex rounded-control border border-control bg-surface focus-within:outline-2 focus-within:outline-brand-700">
            <span aria-hidden="true" className="flex items-center border-e border-line bg-canvas px-3 text-muted">
              {prefix}
            </span>
            <input {...input} {...aria} {...registration} className="min-h-tap w-full min-w-0 rounded-e-control px-3 py-2 text-ink outline-none" />
          </div>
        ) : (
          <input {...input} {...aria} {...registration} className={controlClass} />
        )
      }
    </FieldShell>
  );
}

/** The dirham's sign as the page's language writes it: AED in English, د.إ. in Arabic (from Intl, the rule of lib/money.ts). */
const currencySign = (locale: Locale) =>
  new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'AED' }).formatToParts(0).find((p) => p.type === 'currency')?.value;

/** An amount of dirhams: the dirham sign before the box, a decimal keypad on phones, two decimals. */
export function MoneyField(props: Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode'>) {
  const locale = usePageLocale();
  return <TextField type="text" inputMode="decimal" autoComplete="off" prefix={currencySign(locale)} {...props} />;
}

type SelectFieldProps = FieldShellProps & Bound & Omit<ComponentPropsWithRef<'select'>, 'id'>;

export function SelectField({ id, label, error, hint, className, registration, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <select {...select} {...aria} {...registration} className={controlClass}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type TextareaFieldProps = FieldShellProps & Bound & Omit<ComponentPropsWithRef<'textarea'>, 'id'>;

export function TextareaField({ id, label, error, hint, className, registration, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <textarea {...textarea} {...aria} {...registration} className={controlClass} />}
    </FieldShell>
  );
}

/** A checkbox with its label beside it (44 px tall to tap), and its hint and error under it. */
export function CheckboxField({ id, label, error: given, hint, className, registration, ...input }: FieldShellProps & Bound & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const { error, code } = errorOf(given);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-tap items-center gap-3 text-ink">
        <input id={id} type="checkbox" {...input} {...registration} aria-invalid={!!error} aria-describedby={describedBy} className="h-5 w-5 accent-brand-700" />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          <ApiText text={error} code={code} />
        </p>
      )}
    </div>
  );
}

/** One part of a form: a fieldset whose legend is also a heading, for screen-reader navigation. */
export function FormSection({ title, intro, children, columns = 2 }: { title: string; intro?: ReactNode; children: ReactNode; columns?: 1 | 2 }) {
  return (
    <fieldset className="min-w-0 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <legend className="px-1">
        <h2 className="text-section text-brand-900">{title}</h2>
      </legend>
      {intro && <p className="mb-4 text-muted">{intro}</p>}
      <div className={`grid grid-cols-1 gap-4 ${columns === 2 ? 'md:grid-cols-2' : ''}`}>{children}</div>
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

/** One of a few options as radios under a legend, side by side where they fit; each is 44 px tall to tap. */
export function RadioGroupField({ id, legend, options, registration, className }: { id: string; legend: ReactNode; options: ReadonlyArray<readonly [string, ReactNode]>; registration: UseFormRegisterReturn; className?: string }) {
  return (
    <fieldset className={className}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6">
        {options.map(([value, text]) => (
          <label key={value} htmlFor={`${id}-${value}`} className="flex min-h-tap items-center gap-3 text-ink">
            <input id={`${id}-${value}`} type="radio" value={value} {...registration} className="h-5 w-5 shrink-0 accent-brand-700" />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
