'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { BookingInput } from '@/lib/schemas/booking';
import { PICKUP_CLOSE, PICKUP_MIN_WINDOW_MINUTES, PICKUP_OPEN, pickupDates } from '@/lib/schemas/dubai-days';
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
  const t = useTranslations('booking.pickup');
  const locale = useLocale();
  const { control, register, setValue } = useFormContext<BookingInput>();
  const { errors } = useFormState({ control });
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
        label={t('date')}
        className="md:col-span-2"
        aria-required="true"
        hint={t('dateHint', { open: PICKUP_OPEN, close: PICKUP_CLOSE })}
        registration={register('PickupDate')}
        error={messageAt(errors, 'PickupDate')}
      >
        {options(t('selectDate'), dates, (d) => dateOptionLabel(d, now, locale, { today: t('today'), tomorrow: t('tomorrow') }))}
      </SelectField>
      <SelectField
        id="PickupWindowStart"
        label={t('from')}
        aria-required="true"
        hint={t('fromHint', { hours: PICKUP_MIN_WINDOW_MINUTES / 60 })}
        registration={register('PickupWindowStart')}
        error={messageAt(errors, 'PickupWindowStart')}
      >
        {options(t('selectTime'), starts)}
      </SelectField>
      <SelectField id="PickupWindowEnd" label={t('until')} aria-required="true" registration={register('PickupWindowEnd')} error={messageAt(errors, 'PickupWindowEnd')}>
        {options(t('selectTime'), ends)}
      </SelectField>
    </>
  );
}
