'use client';

import type { Ref } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  /** Without a label the options are listed directly (no optgroup). */
  label?: string;
  options: readonly SelectOption[];
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  groups: readonly SelectGroup[];
  /** The empty first option ("Select City", "City Not Found"). */
  placeholder: string;
  error?: string;
  hint?: string;
  busy?: boolean;
}

/**
 * A controlled drop-down with its label, hint and error tied to it the way
 * components/ui/field.tsx ties an input's. Controlled, so that a value set
 * before its options arrive (a shared link, a country change) shows once they do.
 */
export function SelectField({ id, label, value, onChange, onBlur, selectRef, groups, placeholder, error, hint, busy }: SelectFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        className="mt-1 w-full rounded border border-slate-400 bg-white p-2"
      >
        <option value="">{placeholder}</option>
        {groups.map((g, i) =>
          g.label ? (
            <optgroup key={g.label} label={g.label}>
              <Options options={g.options} />
            </optgroup>
          ) : (
            <Options key={i} options={g.options} />
          ),
        )}
      </select>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Options({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
