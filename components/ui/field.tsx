import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A labelled input whose error message is announced and tied to it by aria-describedby. */
export function Field({ id, label, registration, error, className, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded border border-slate-400 p-2"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
