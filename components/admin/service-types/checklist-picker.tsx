'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode, type RefCallback } from 'react';
import type { ControllerFieldState } from 'react-hook-form';
import { ApiText, codeOfType } from '@/components/ui/api-message';
import { controlClass, FieldShell } from '@/components/ui/form-fields';
import { arrayError } from './zone-errors';

interface ChecklistPickerProps {
  id: string;
  legend: ReactNode;
  /** Each with the text said after its label while unticked ("in zone A"). */
  options: readonly { value: string; label: string; note?: string }[];
  /** What react-hook-form's Controller renders with: the ticked values and their error. */
  field: { value?: string[]; onChange: (next: string[]) => void; onBlur: () => void; ref: RefCallback<HTMLInputElement> };
  fieldState: ControllerFieldState;
  /** A filter box above the list, with this label ("Search countries"). */
  filterLabel?: string;
  /** The ticked ones as removable chips above, in a list of this name, for long lists where they scroll out of sight. */
  chips?: string;
  /** What an empty list of options says. */
  noOptions?: string;
}

/**
 * A choice of several as a group of plain checkboxes (nothing special for the
 * keyboard or a screen reader), optionally filtered. The order never changes
 * while ticking, so nothing moves under the pointer.
 */
export function ChecklistPicker({ id, legend, options, field, fieldState, filterLabel, chips, noOptions }: ChecklistPickerProps) {
  const t = useTranslations('admin.serviceTypes.picker');
  const [filter, setFilter] = useState('');
  const value: string[] = field.value ?? [];
  const error = arrayError(fieldState.error);
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const q = filter.trim().toLowerCase();
  const shown = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  const toggle = (v: string, on: boolean) => field.onChange(on ? [...value, v] : value.filter((x) => x !== v));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0 space-y-2 rounded-control border border-line p-3">
      <legend className="px-1 font-medium text-ink">{legend}</legend>
      {chips && value.length === 0 && <p className="text-sm text-muted">{t('noneChosen')}</p>}
      {chips && value.length > 0 && (
        <ul aria-label={chips} className="flex flex-wrap gap-2">
          {value.map((v) => (
            <li key={v} className="flex items-center rounded-pill bg-brand-50 ps-3 text-sm text-brand-900">
              {labels.get(v) ?? v}
              <button type="button" onClick={() => toggle(v, false)} aria-label={t('remove', { label: labels.get(v) ?? v })} className="min-h-tap min-w-tap rounded-pill font-bold hover:bg-brand-100 md:min-h-8 md:min-w-8">
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {options.length === 0 && noOptions && <p className="text-sm text-muted">{noOptions}</p>}
      {filterLabel && (
        <FieldShell id={`${id}-filter`} label={filterLabel}>
          {(aria) => (
            // Invalid with the list: the error focuses this box.
            <input {...aria} aria-invalid={!!error} ref={field.ref} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} onBlur={field.onBlur} autoComplete="off" className={controlClass} />
          )}
        </FieldShell>
      )}
      <div className={`grid gap-x-5 sm:grid-cols-2 ${options.length > 12 ? 'max-h-60 overflow-y-auto' : ''}`}>
        {q && shown.length === 0 && <p className="text-sm text-muted">{t('noMatch', { filter })}</p>}
        {shown.map((o) => (
          <label key={o.value} className="flex min-h-tap items-center gap-2 md:min-h-8">
            <input type="checkbox" checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} className="h-5 w-5 shrink-0 accent-brand-700" />
            {o.label}
            {o.note && !value.includes(o.value) && <span className="text-sm text-muted">({o.note})</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          <ApiText text={error} code={codeOfType(fieldState.error?.type)} />
        </p>
      )}
    </fieldset>
  );
}
