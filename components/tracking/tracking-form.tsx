'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { splitTrackingInput, type TrackingType } from '@/lib/tracking-input';

/** Which tracking types each mode offers (spec §5): reference only in multiple mode, booking in neither. */
const TYPE_OPTIONS: Array<{ value: TrackingType; label: string; single: boolean; multiple: boolean }> = [
  { value: 'Airwaybill', label: 'Airway bill', single: true, multiple: true },
  { value: 'Reference', label: 'Reference', single: false, multiple: true },
  { value: 'Booking', label: 'Booking', single: false, multiple: false },
];

export interface TrackingFormProps {
  initialNumbers?: string[];
  initialType?: TrackingType;
  loading: boolean;
  onTrack: (numbers: string[], type: TrackingType) => void;
}

export function TrackingForm({ initialNumbers = [], initialType = 'Airwaybill', loading, onTrack }: TrackingFormProps) {
  const [multiple, setMultiple] = useState(initialNumbers.length > 1 || initialType !== 'Airwaybill');
  const [value, setValue] = useState(initialNumbers.join('\n'));
  const [type, setType] = useState<TrackingType>(initialType);

  function switchMode() {
    setMultiple((m) => !m);
    setType('Airwaybill');
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const numbers = multiple ? splitTrackingInput(value) : [value.trim()].filter(Boolean);
    if (!numbers.length) {
      toast.error('Please Enter Tracking Id');
      return;
    }
    onTrack(numbers, type);
  }

  const inputClass = 'w-full rounded border border-line bg-surface p-3 text-ink';
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-surface/95 p-4 text-ink shadow-xl" aria-label="Track your shipment" noValidate>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Track by</legend>
        {TYPE_OPTIONS.map((o) => {
          const enabled = multiple ? o.multiple : o.single;
          return (
            <label key={o.value} className={`flex items-center gap-1.5 ${enabled ? '' : 'text-muted'}`}>
              <input type="radio" name="trackingType" value={o.value} checked={type === o.value} disabled={!enabled} onChange={() => setType(o.value)} />
              {o.label}
            </label>
          );
        })}
      </fieldset>
      <label htmlFor="tracking-input" className="block font-semibold">
        {multiple ? 'Tracking numbers (one per line)' : 'Tracking number'}
      </label>
      {multiple ? (
        <textarea id="tracking-input" rows={4} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} placeholder={'38037678394\n93790673933'} />
      ) : (
        <input id="tracking-input" value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} placeholder="e.g. 38037678394" autoComplete="off" />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Same width while loading (a spinner over the hidden label), so the row never re-wraps. */}
        <button type="submit" disabled={loading} className="relative rounded bg-accent-500 px-6 py-2.5 font-bold text-ink disabled:opacity-60">
          <span className={loading ? 'invisible' : undefined}>Track</span>
          {loading && (
            <span className="absolute inset-0 flex items-center justify-center">
              <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-pill border-2 border-ink border-t-transparent motion-reduce:animate-none" />
              <span className="sr-only">Tracking…</span>
            </span>
          )}
        </button>
        <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={switchMode}>
          {multiple ? 'Single tracking number' : 'Multiple tracking numbers'}
        </button>
      </div>
    </form>
  );
}
