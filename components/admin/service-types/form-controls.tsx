// Labelled controls for the admin forms beyond the text input of
// components/ui/field.tsx: each ties its error to the control.
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export const inputClass = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

interface ControlProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  className?: string;
}

function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  ) : null;
}

const described = (id: string, error?: FieldError) => ({ 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined });

export function SelectField({ id, label, registration, error, className, children, ...rest }: ControlProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} {...rest} {...registration} {...described(id, error)} className={inputClass}>
        {children}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, registration, error, className, ...rest }: ControlProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <textarea id={id} rows={3} {...rest} {...registration} {...described(id, error)} className={inputClass} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, registration, error, className }: ControlProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-center gap-2 font-medium">
        <input id={id} type="checkbox" {...registration} {...described(id, error)} className="h-4 w-4" />
        {label}
      </label>
      <ErrorText id={id} error={error} />
    </div>
  );
}
