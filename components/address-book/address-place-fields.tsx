'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CityField, CountryField, useCountries } from '@/components/forms/country-city-select';
import { TextField } from '@/components/ui/form-fields';
import { SENDER_COUNTRY } from '@/lib/schemas/address';
import type { AddressBook } from './types';

/**
 * Country and City as on Register (the form's own fields, bound by name):
 * CountryMaster, then CityList for the chosen country ("City Not Found" when
 * it has none). Sender addresses are in the UAE, so their country is shown,
 * not chosen. A new country clears the city.
 */
export function PlaceFields({ book, idPrefix }: { book: AddressBook; idPrefix: string }) {
  const t = useTranslations('addresses.form');
  const { countries } = useCountries();
  const { setValue, control } = useFormContext();
  const formState = useFormState({ control });
  const country = useWatch({ name: 'Country' }) ?? '';
  const uae = countries.find((c) => c.CountryCode === SENDER_COUNTRY)?.CountryName ?? t('uae');
  return (
    <>
      {book === 'sender' ? (
        <TextField id={`${idPrefix}-Country`} label={t('country')} value={uae} disabled hint={t('senderCountryHint')} />
      ) : (
        <CountryField name="Country" id={`${idPrefix}-Country`} label={t('country')} onPicked={() => setValue('City', '', { shouldValidate: formState.isSubmitted })} />
      )}
      <CityField name="City" id={`${idPrefix}-City`} label={t('city')} country={book === 'sender' ? SENDER_COUNTRY : country} />
    </>
  );
}
