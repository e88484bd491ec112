'use client';

import { useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { Button } from '@/components/ui/button';
import { splitTrackingInput, type TrackingType } from '@/lib/tracking-input';

/** Which tracking types each mode offers (spec §5): reference only in multiple mode, booking in neither. */
const TYPE_OPTIONS: Array<{ value: TrackingType; single: boolean; multiple: boolean }> = [
  { value: 'Airwaybill', single: true, multiple: true },
  { value: 'Reference', single: false, multiple: true },
  { value: 'Booking', single: false, multiple: false },
];

/** The form's words, from the server (the home page's first load carries no message catalogue). */
export interface TrackingFormTexts {
  label: string;
  trackBy: string;
  types: Record<TrackingType, string>;
  number: string;
  numbers: string;
  /** The single input's placeholder ("e.g. 38037678394"). */
  example: string;
  submit: string;
  single: string;
  multiple: string;
  empty: string;
}

interface TrackingFormProps {
  texts: TrackingFormTexts;
  initialNumbers?: string[];
  initialType?: TrackingType;
  loading: boolean;
  onTrack: (numbers: string[], type: TrackingType) => void;
}

export function TrackingForm({ texts, initialNumbers = [], initialType = 'Airwaybill', loading, onTrack }: TrackingFormProps) {
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
    // i18n-literal: 'error' is the toast's kind; the text is a message from the server
    else lazyToast('error', texts.empty);
  }

  // Tracking numbers are Latin letters and digits: typed left to right on Arabic pages too.
  const inputClass = 'w-full rounded-control border border-control bg-surface p-3 text-ink';
  return (
    <form onSubmit={submit} className="space-y-3 rounded-card bg-surface/95 p-4 text-ink shadow-xl" aria-label={texts.label} noValidate>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{texts.trackBy}</legend>
        {TYPE_OPTIONS.map((o) => {
          const enabled = multiple ? o.multiple : o.single;
          return (
            <label key={o.value} className={`flex items-center gap-1.5 ${enabled ? '' : 'text-muted'}`}>
              <input type="radio" name="trackingType" value={o.value} checked={type === o.value} disabled={!enabled} onChange={() => setType(o.value)} />
              {texts.types[o.value]}
            </label>
          );
        })}
      </fieldset>
      <label htmlFor="tracking-input" className="block font-semibold">
        {multiple ? texts.numbers : texts.number}
      </label>
      {multiple ? (
        <textarea id="tracking-input" dir="ltr" rows={4} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} placeholder={'38037678394\n93790673933'} />
      ) : (
        <input id="tracking-input" dir="ltr" value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} placeholder={texts.example} autoComplete="off" />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" busy={loading} className="px-6">
          {texts.submit}
        </Button>
        <Button variant="ghost" onClick={switchMode}>
          {multiple ? texts.single : texts.multiple}
        </Button>
      </div>
    </form>
  );
}
