'use client';

import { useMemo, useState, type Ref } from 'react';
import type { CountryItem } from '@/components/forms/country-city-select';

interface CountryMultiSelectProps {
  id: string;
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  countries: readonly CountryItem[];
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The countries an international service delivers to: a filter box over a
 * list of checkboxes (plain form controls, so keyboard and screen readers
 * need nothing special), with the chosen ones shown above as removable chips.
 */
export function CountryMultiSelect({ id, value, onChange, onBlur, countries, error, inputRef }: CountryMultiSelectProps) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const names = useMemo(() => new Map(countries.map((c) => [c.CountryCode, c.CountryName])), [countries]);
  const q = filter.trim().toLowerCase();
  // The UAE is the origin of every export, never its destination.
  const shown = countries.filter((c) => c.CountryCode !== 'AE' && (!q || c.CountryName.toLowerCase().includes(q) || c.CountryCode.toLowerCase() === q));
  const errorId = `${id}-error`;

  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="rounded border border-slate-300 p-3">
      <legend className="px-1 font-medium">Countries</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen countries" className="mb-2 flex flex-wrap gap-2">
          {value.map((code) => (
            <li key={code} className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm text-brand-900">
              {names.get(code) ?? code}
              <button type="button" onClick={() => toggle(code, false)} aria-label={`Remove ${names.get(code) ?? code}`} className="rounded-full px-1.5 font-bold hover:bg-brand-100">
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-slate-700">No country chosen yet.</p>
      )}
      <label htmlFor={`${id}-search`} className="block text-sm font-medium">
        Search countries
      </label>
      <input
        id={`${id}-search`}
        ref={inputRef}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        onBlur={onBlur}
        aria-invalid={!!error}
        autoComplete="off"
        className="mt-1 w-full rounded border border-slate-400 p-2"
      />
      <div className="mt-2 max-h-48 overflow-y-auto rounded border border-slate-200 p-2">
        {shown.length === 0 && <p className="text-sm text-slate-700">No country matches “{filter}”.</p>}
        {shown.map((c) => (
          <label key={c.CountryCode} className="flex items-center gap-2 py-0.5 text-sm">
            <input type="checkbox" checked={chosen.has(c.CountryCode)} onChange={(e) => toggle(c.CountryCode, e.target.checked)} />
            {c.CountryName} ({c.CountryCode})
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
