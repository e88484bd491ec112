'use client';

import { useState } from 'react';

interface DestinationPickerProps {
  id: string;
  /** Emirate names (domestic) or country codes (international). */
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange: (next: string[]) => void;
  /** Destinations already in another zone, with that zone's code. */
  takenBy: ReadonlyMap<string, string>;
  error?: string;
}

/** Above this many options (international cards), a filter box narrows the list. */
const FILTER_FROM = 12;

/**
 * A zone's destinations as a group of checkboxes; one already in another zone
 * says which. The order never changes while ticking, so nothing moves under
 * the pointer.
 */
export function DestinationPicker({ id, options, value, onChange, takenBy, error }: DestinationPickerProps) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const errorId = `${id}-error`;
  const q = filter.trim().toLowerCase();
  const shown = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="rounded border border-slate-300 p-3">
      <legend className="px-1 font-medium">
        Destinations <span className="font-normal text-slate-700">({value.length} chosen)</span>
      </legend>
      {options.length === 0 && <p className="text-sm text-slate-700">This service has no destination countries yet: edit the service type first.</p>}
      {options.length > FILTER_FROM && (
        <div className="mb-2">
          <label htmlFor={`${id}-filter`} className="block text-sm font-medium">
            Filter destinations
          </label>
          <input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" className="mt-1 w-full max-w-xs rounded border border-slate-400 p-1.5 text-sm" />
        </div>
      )}
      <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
        {shown.map((o) => {
          const other = takenBy.get(o.value);
          return (
            <label key={o.value} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.has(o.value)} onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))} />
              {o.label}
              {other && !chosen.has(o.value) && <span className="text-slate-600">(in zone {other})</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
