'use client';

import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useCities, useCountries, type CityItem } from '@/components/forms/country-city-select';
import type { BookingInput } from '@/lib/schemas/booking';
import { SelectField, messageAt } from '@/components/ui/form-fields';

type CityField = 'Sender.City' | 'Receiver.City';

function CityOptions({ cities, notFound }: { cities: readonly CityItem[]; notFound: boolean }) {
  if (notFound) return <option value="">City Not Found</option>;
  return (
    <>
      <option value="">Select City</option>
      {cities.map((c) => (
        <option key={c.CityCode} value={c.CityCode}>
          {c.CityName}
        </option>
      ))}
    </>
  );
}

/**
 * A city of `country` from CityList. Controlled, so a pre-filled code shows
 * once the list arrives (an uncontrolled select would lose it).
 */
function CityField({ name, country, label }: { name: CityField; country: string; label: string }) {
  const { control } = useFormContext<BookingInput>();
  const { cities, notFound, isLoading } = useCities(country);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => (
        <SelectField
          id={name.replace('.', '-')}
          label={label}
          aria-required="true"
          aria-busy={isLoading}
          name={field.name}
          ref={field.ref}
          value={notFound ? '' : (field.value ?? '')}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={messageAt(formState.errors, name)}
        >
          <CityOptions cities={cities} notFound={notFound} />
        </SelectField>
      )}
    />
  );
}

/** The pickup city: the sender is in the UAE. */
export function PickupCityField() {
  return <CityField name="Sender.City" country="AE" label="City" />;
}

/** The receiver's country (CountryMaster, default AE) and a city list that reloads with it. */
export function ReceiverPlaceFields() {
  const { control, setValue } = useFormContext<BookingInput>();
  const { countries } = useCountries();
  const country = useWatch({ control, name: 'Receiver.Country' }) ?? '';
  return (
    <>
      <Controller
        control={control}
        name="Receiver.Country"
        render={({ field, formState }) => (
          <SelectField
            id="Receiver-Country"
            label="Country"
            autoComplete="country"
            aria-required="true"
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(e) => {
              field.onChange(e.target.value);
              setValue('Receiver.City', '');
            }}
            onBlur={field.onBlur}
            error={messageAt(formState.errors, 'Receiver.Country')}
          >
            <option value="">Select Country</option>
            {countries.map((c) => (
              <option key={c.CountryCode} value={c.CountryCode}>
                {c.CountryName}
              </option>
            ))}
          </SelectField>
        )}
      />
      <CityField name="Receiver.City" country={country} label="City" />
    </>
  );
}
