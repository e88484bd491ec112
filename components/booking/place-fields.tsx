'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { CityField, CountryField } from '@/components/forms/country-city-select';
import type { BookingInput } from '@/lib/schemas/booking';

/** The pickup city: the sender is in the UAE. */
export function PickupCityField() {
  return <CityField name="Sender.City" id="Sender-City" label="City" country="AE" aria-required="true" />;
}

/** The receiver's country (CountryMaster, default AE) and a city list that reloads with it. */
export function ReceiverPlaceFields() {
  const { control, setValue } = useFormContext<BookingInput>();
  const country = useWatch({ control, name: 'Receiver.Country' }) ?? '';
  return (
    <>
      <CountryField name="Receiver.Country" id="Receiver-Country" label="Country" aria-required="true" onPicked={() => setValue('Receiver.City', '')} />
      <CityField name="Receiver.City" id="Receiver-City" label="City" country={country} aria-required="true" />
    </>
  );
}
