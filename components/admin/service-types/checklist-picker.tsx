'use client';

import { useState, type ReactNode, type Ref } from 'react';
import { controlClass, labelClass } from '@/components/ui/form-fields';

export interface PickOption {
  value: string;
  label: string;
  /** Said after the label while unticked ("in zone A"). */
  note?: string;
}

interface ChecklistPickerProps {
  id: string;
  legend: ReactNode;
  options: readonly PickOption[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** A filter box above the list, with this label ("Search countries"). */
  filterLabel?: string;
  /** The ticked ones as removable chips above, in a list of this name, for long lists where they scroll out of sight. */
  chips?: string;
  /** What an empty list of options says. */
  noOptions?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A choice of several as a group of plain checkboxes (nothing special for the
 * keyboard or a screen reader), optionally filtered. The order never changes
 * while ticking, so nothing moves under the pointer.
 */
export function ChecklistPicker({ id, legend, options, value, onChange, error, filterLabel, chips, noOptions, inputRef, onBlur }: ChecklistPickerProps) {
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const q = filter.trim().toLowerCase();
  const shown = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0 space-y-2 rounded-control border border-line p-3">
      <legend className="px-1 font-medium text-ink">{legend}</legend>
      {chips &&
        (value.length > 0 ? (
          <ul aria-label={chips} className="flex flex-wrap gap-2">
            {value.map((v) => (
              <li key={v} className="flex items-center rounded-pill bg-brand-50 ps-3 text-sm text-brand-900">
                {labels.get(v) ?? v}
                <button type="button" onClick={() => toggle(v, false)} aria-label={`Remove ${labels.get(v) ?? v}`} className="min-h-tap min-w-tap rounded-pill font-bold hover:bg-brand-100 md:min-h-8 md:min-w-8">
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">None chosen yet.</p>
        ))}
      {options.length === 0 && noOptions && <p className="text-sm text-muted">{noOptions}</p>}
      {filterLabel && (
        <div>
          <label htmlFor={`${id}-filter`} className={labelClass}>
            {filterLabel}
          </label>
          <input id={`${id}-filter`} ref={inputRef} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} onBlur={onBlur} aria-invalid={!!error} autoComplete="off" className={controlClass} />
        </div>
      )}
      <div className={`grid gap-x-5 sm:grid-cols-2 ${options.length > 12 ? 'max-h-60 overflow-y-auto' : ''}`}>
        {q && shown.length === 0 && <p className="text-sm text-muted">Nothing matches “{filter}”.</p>}
        {shown.map((o) => (
          <label key={o.value} className="flex min-h-tap items-center gap-2 md:min-h-8">
            <input type="checkbox" checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} className="h-5 w-5 shrink-0 accent-brand-700" />
            {o.label}
            {o.note && !chosen.has(o.value) && <span className="text-sm text-muted">({o.note})</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
