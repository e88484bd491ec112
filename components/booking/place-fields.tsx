'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { CityField, CountryField } from '@/components/forms/country-city-select';
import type { BookingInput } from '@/lib/schemas/booking';

/** The pickup city: the sender is in the UAE. */
export function PickupCityField() {
  const t = useTranslations('booking.party');
  return <CityField name="Sender.City" id="Sender-City" label={t('City')} country="AE" aria-required="true" />;
}

/** The receiver's country (CountryMaster, default AE) and a city list that reloads with it. */
export function ReceiverPlaceFields() {
  const t = useTranslations('booking.party');
  const { control, setValue } = useFormContext<BookingInput>();
  const country = useWatch({ control, name: 'Receiver.Country' }) ?? '';
  return (
    <>
      <CountryField name="Receiver.Country" id="Receiver-Country" label={t('Country')} aria-required="true" onPicked={() => setValue('Receiver.City', '')} />
      <CityField name="Receiver.City" id="Receiver-City" label={t('City')} country={country} aria-required="true" />
    </>
  );
}
