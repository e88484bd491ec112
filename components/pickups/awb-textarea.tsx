'use client';

import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { controlClass } from '@/components/ui/form-fields';
import { MAX_PICKUP_AWBS, type SchedulePickupInput } from '@/lib/schemas/pickup';
import { splitTrackingInput } from '@/lib/tracking-input';
import { awbError } from './awb-errors';

const ID = 'AirWayBillNos';

/**
 * Airway bill numbers typed one a line. The text stays as typed (blank lines
 * included); the form holds the list of numbers it contains.
 */
export function AwbTextarea() {
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<SchedulePickupInput>();
  const values = useWatch({ control, name: 'AirWayBillNos' }) ?? [];
  const [text, setText] = useState(() => values.join('\n'));
  const error = awbError(errors, values);
  return (
    <div className="md:col-span-2">
      <label htmlFor={ID} className="block font-medium">
        Airway bills to collect (optional)
      </label>
      <textarea
        id={ID}
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setValue('AirWayBillNos', splitTrackingInput(e.target.value), { shouldValidate: isSubmitted, shouldDirty: true });
        }}
        spellCheck={false}
        autoComplete="off"
        inputMode="numeric"
        aria-invalid={!!error}
        aria-describedby={`${ID}-hint${error ? ` ${ID}-error` : ''}`}
        className={`${controlClass} font-mono`}
      />
      <p id={`${ID}-hint`} className="mt-1 text-sm text-slate-600">
        {`One 11-digit airway bill number a line, up to ${MAX_PICKUP_AWBS}. Leave it empty if the courier should just collect what you hand over.`}
      </p>
      {error && (
        <p id={`${ID}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
