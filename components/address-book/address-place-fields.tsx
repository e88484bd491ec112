'use client';

import { Controller, useWatch, type Control } from 'react-hook-form';
import { useCities, useCountries } from '@/components/forms/country-city-select';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { SENDER_COUNTRY, type AddressInput } from '@/lib/schemas/address';
import type { AddressBook } from './types';

/** A select's options: the empty choice first, then code → name. */
const options = (none: string, items: ReadonlyArray<readonly [string, string]>) =>
  [['', none] as const, ...items].map(([code, name]) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));

interface PlaceFieldsProps {
  book: AddressBook;
  idPrefix: string;
  control: Control<AddressInput>;
  /** After the country changed (the city is cleared here; the owner moves the phone picker). */
  onCountryChange: (code: string) => void;
}

/**
 * Country and City as on Register: CountryMaster, then CityList for the chosen
 * country ("City Not Found" when it has none). Sender addresses are in the
 * UAE, so their country is shown, not chosen.
 */
export function PlaceFields({ book, idPrefix, control, onCountryChange }: PlaceFieldsProps) {
  const { countries } = useCountries();
  const country = useWatch({ control, name: 'Country' }) ?? '';
  const { cities, notFound, isLoading } = useCities(book === 'sender' ? SENDER_COUNTRY : country);
  const uae = countries.find((c) => c.CountryCode === SENDER_COUNTRY)?.CountryName ?? 'United Arab Emirates';

  return (
    <>
      {book === 'sender' ? (
        <TextField id={`${idPrefix}-Country`} label="Country" value={uae} disabled hint="Sender addresses are pickup addresses in the UAE." />
      ) : (
        <Controller
          control={control}
          name="Country"
          render={({ field, fieldState }) => (
            <SelectField
              id={`${idPrefix}-Country`}
              label="Country"
              autoComplete="country"
              {...field}
              value={field.value ?? ''}
              error={fieldState.error}
              onChange={(e) => {
                field.onChange(e.target.value);
                onCountryChange(e.target.value);
              }}
            >
              {options('Select Country', countries.map((c) => [c.CountryCode, c.CountryName] as const))}
            </SelectField>
          )}
        />
      )}
      <Controller
        control={control}
        name="City"
        render={({ field, fieldState }) => (
          <SelectField id={`${idPrefix}-City`} label="City" {...field} value={notFound ? '' : (field.value ?? '')} aria-busy={isLoading} error={fieldState.error}>
            {notFound ? options('City Not Found', []) : options('Select City', cities.map((c) => [c.CityCode, c.CityName] as const))}
          </SelectField>
        )}
      />
    </>
  );
}
