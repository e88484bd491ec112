'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PICKUP_CLOSE, PICKUP_MIN_WINDOW_MINUTES, PICKUP_OPEN, pickupDates, type BookingInput } from '@/lib/schemas/booking';
import { SelectField, messageAt } from '@/components/ui/form-fields';
import { dateOptionLabel, endTimes, startTimes } from './pickup-slots';

/** The current time, refreshed every minute so that passed slots drop out of the lists. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/** An empty first option, then one per value. */
const options = (empty: string, values: readonly string[], text = (v: string) => v) => [
  <option key="" value="">{empty}</option>,
  ...values.map((v) => <option key={v} value={v}>{text(v)}</option>),
];

/** Pickup date (working days only) and the From/Until window in half-hour steps. */
export function PickupFields() {
  const { control, register, setValue, formState: { errors } } = useFormContext<BookingInput>();
  const now = useNow();
  const [date = '', start = '', end = ''] = useWatch({ control, name: ['PickupDate', 'PickupWindowStart', 'PickupWindowEnd'] });
  const dates = useMemo(() => pickupDates(now), [now]);
  const starts = useMemo(() => startTimes(date, now), [date, now]);
  const ends = useMemo(() => endTimes(start), [start]);

  // A choice that is no longer offered (the day or the hour has passed) is cleared, not silently kept.
  useEffect(() => {
    if (date && !dates.includes(date)) setValue('PickupDate', '');
    if (start && !starts.includes(start)) setValue('PickupWindowStart', '');
    if (end && !ends.includes(end)) setValue('PickupWindowEnd', '');
  }, [date, start, end, dates, starts, ends, setValue]);

  return (
    <>
      <SelectField
        id="PickupDate"
        label="Pickup date"
        className="md:col-span-2"
        aria-required="true"
        hint={`Pickups run Monday to Saturday, ${PICKUP_OPEN} to ${PICKUP_CLOSE}.`}
        registration={register('PickupDate')}
        error={messageAt(errors, 'PickupDate')}
      >
        {options('Select a date', dates, (d) => dateOptionLabel(d, now))}
      </SelectField>
      <SelectField
        id="PickupWindowStart"
        label="From"
        aria-required="true"
        hint={`A window of at least ${PICKUP_MIN_WINDOW_MINUTES / 60} hours.`}
        registration={register('PickupWindowStart')}
        error={messageAt(errors, 'PickupWindowStart')}
      >
        {options('Select a time', starts)}
      </SelectField>
      <SelectField id="PickupWindowEnd" label="Until" aria-required="true" registration={register('PickupWindowEnd')} error={messageAt(errors, 'PickupWindowEnd')}>
        {options('Select a time', ends)}
      </SelectField>
    </>
  );
}
