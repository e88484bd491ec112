'use client';

import { Controller, useWatch, type Control } from 'react-hook-form';
import { CitySelect, CountrySelect, useCities, type CountryItem } from '@/components/forms/country-city-select';
import type { AddressInput } from '@/lib/schemas/address';
import { SENDER_COUNTRY } from '@/lib/schemas/address';
import type { AddressBook } from './types';

interface PlaceFieldsProps {
  book: AddressBook;
  idPrefix: string;
  control: Control<AddressInput>;
  countries: readonly CountryItem[];
  /** After the country changed (the city is cleared here; the owner moves the phone picker). */
  onCountryChange: (code: string) => void;
}

/**
 * Country and City as on Register: CountryMaster, then CityList for the chosen
 * country ("City Not Found" when it has none). Sender addresses are in the
 * UAE, so their country is shown, not chosen.
 */
export function PlaceFields({ book, idPrefix, control, countries, onCountryChange }: PlaceFieldsProps) {
  const country = useWatch({ control, name: 'Country' }) ?? '';
  const { cities, notFound, isLoading } = useCities(book === 'sender' ? SENDER_COUNTRY : country);
  const uae = countries.find((c) => c.CountryCode === SENDER_COUNTRY)?.CountryName ?? 'United Arab Emirates';

  return (
    <>
      {book === 'sender' ? (
        <div>
          <p className="font-medium">Country</p>
          <p className="mt-1 rounded border border-slate-300 bg-slate-50 p-2">{uae}</p>
          <p className="mt-1 text-sm text-slate-700">Sender addresses are pickup addresses in the UAE.</p>
        </div>
      ) : (
        <Controller
          control={control}
          name="Country"
          render={({ field, fieldState }) => (
            <CountrySelect
              id={`${idPrefix}-Country`}
              label="Country"
              value={field.value ?? ''}
              countries={countries}
              selectRef={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              onChange={(code) => {
                field.onChange(code);
                onCountryChange(code);
              }}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="City"
        render={({ field, fieldState }) => (
          <CitySelect
            id={`${idPrefix}-City`}
            label="City"
            value={field.value ?? ''}
            cities={cities}
            notFound={notFound}
            loading={isLoading}
            selectRef={field.ref}
            error={fieldState.error?.message}
            onChange={(city) => field.onChange(city?.CityCode ?? '')}
          />
        )}
      />
    </>
  );
}
