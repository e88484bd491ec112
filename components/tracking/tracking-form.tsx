'use client';

import { useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { Button } from '@/components/ui/button';
import { splitTrackingInput, type TrackingType } from '@/lib/tracking-input';

/** Which tracking types each mode offers (spec §5): reference only in multiple mode, booking in neither. */
const TYPE_OPTIONS: Array<{ value: TrackingType; label: string; single: boolean; multiple: boolean }> = [
  { value: 'Airwaybill', label: 'Airway bill', single: true, multiple: true },
  { value: 'Reference', label: 'Reference', single: false, multiple: true },
  { value: 'Booking', label: 'Booking', single: false, multiple: false },
];

interface TrackingFormProps {
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
    setMultiple(!multiple);
    setType('Airwaybill');
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const numbers = multiple ? splitTrackingInput(value) : [value.trim()].filter(Boolean);
    if (numbers.length) onTrack(numbers, type);
    else lazyToast('error', 'Please Enter Tracking Id');
  }

  const inputClass = 'w-full rounded-control border border-control bg-surface p-3 text-ink';
  return (
    <form onSubmit={submit} className="space-y-3 rounded-card bg-surface/95 p-4 text-ink shadow-xl" aria-label="Track your shipment" noValidate>
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
        <Button type="submit" busy={loading} className="px-6">
          Track
        </Button>
        <Button variant="ghost" onClick={switchMode}>
          {multiple ? 'Single tracking number' : 'Multiple tracking numbers'}
        </Button>
      </div>
    </form>
  );
}
