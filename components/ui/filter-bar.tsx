'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './button';
import { controlClass, labelClass } from './form-fields';

/**
 * A list's filters: a search landmark whose controls sit in one row on a wide
 * screen and stack on a phone, with "Clear filters" at the end.
 */
export function FilterBar({ label, children, onClear, error }: { label: string; children: ReactNode; onClear?: () => void; error?: ReactNode }) {
  const t = useTranslations('ui');
  return (
    <div role="search" aria-label={label} className="rounded-card border border-line bg-surface p-3 shadow-card sm:p-4">
      <div className="flex flex-wrap items-end gap-3">
        {children}
        {onClear && (
          <Button variant="secondary" onClick={onClear} className="max-sm:w-full">
            {t('clearFilters')}
          </Button>
        )}
      </div>
      {error}
    </div>
  );
}

interface SearchFilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}

export function SearchFilter({ id, label, value, onChange, placeholder }: SearchFilterProps) {
  return (
    <div className="min-w-48 flex-[2_1_14rem]">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={100} autoComplete="off" className={controlClass} />
    </div>
  );
}

interface SelectFilterProps<T extends string> {
  id: string;
  label: string;
  value: T;
  /** Value → text, in the order shown; '' is "All" where the list can be unfiltered. */
  options: Readonly<Record<T, string>> | ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}

export function SelectFilter<T extends string>({ id, label, value, options, onChange }: SelectFilterProps<T>) {
  const entries = Array.isArray(options) ? (options as ReadonlyArray<readonly [T, string]>) : (Object.entries(options) as Array<[T, string]>);
  return (
    <div className="min-w-36 flex-[1_1_9rem]">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={controlClass}>
        {entries.map(([k, text]) => (
          <option key={k} value={k}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

interface DateRangeFilterProps {
  /** Ids `${id}-from` and `${id}-to`. */
  id: string;
  /** "From" and "To" unless given. */
  fromLabel?: string;
  toLabel?: string;
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
  /** Why this range cannot be shown (To before From); tied to the To field. */
  error?: string;
}

/** From and To days; the To picker starts at From, and a wrong range is said under the bar. */
export function DateRangeFilter({ id, fromLabel, toLabel, from, to, onChange, error }: DateRangeFilterProps) {
  const t = useTranslations('ui');
  return (
    <>
      <div className="min-w-36 flex-[1_1_9rem]">
        <label htmlFor={`${id}-from`} className={labelClass}>
          {fromLabel ?? t('from')}
        </label>
        <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} className={controlClass} />
      </div>
      <div className="min-w-36 flex-[1_1_9rem]">
        <label htmlFor={`${id}-to`} className={labelClass}>
          {toLabel ?? t('to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-to-error` : undefined}
          className={controlClass}
        />
      </div>
      {error && (
        <p id={`${id}-to-error`} className="order-last w-full text-sm text-danger-700">
          {error}
        </p>
      )}
    </>
  );
}

interface DateFilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (date: string) => void;
  /** The id of a hint elsewhere in the bar that explains an empty date. */
  describedBy?: string;
}

/** One day (a queue's pickup date); for a From–To pair use DateRangeFilter. */
export function DateFilter({ id, label, value, onChange, describedBy }: DateFilterProps) {
  return (
    <div className="min-w-36 flex-[1_1_9rem]">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy} className={controlClass} />
    </div>
  );
}
