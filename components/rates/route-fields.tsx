'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { CityField, CountryField } from '@/components/forms/country-city-select';
import { DOMESTIC_COUNTRY, type RateFinderScope } from './form-values';
import type { RateFormValues } from './types';
import { useDestinationCountries } from './use-locations';

/** Where from and where to: UAE cities for both ends, or a country and its cities abroad. */
export function RouteFields({ scope }: { scope: RateFinderScope }) {
  const { control, setValue } = useFormContext<RateFormValues>();
  const country = useWatch({ control, name: 'DestinationCountry' }) ?? '';
  const countries = useDestinationCountries();
  const origin = (label: string, hint?: string) => <CityField name="OriginCity" id="OriginCity" label={label} hint={hint} country={DOMESTIC_COUNTRY} explain />;

  if (scope === 'domestic') {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {origin('Origin city')}
        <CityField name="DestinationCity" id="DestinationCity" label="Destination city" country={DOMESTIC_COUNTRY} explain />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <CountryField
        name="DestinationCountry"
        id="DestinationCountry"
        label="Destination country"
        autoComplete="off"
        countries={countries.abroad}
        groups={countries.groups}
        // The city list reloads for the new country; the old city cannot stay.
        onPicked={() => setValue('DestinationCity', '')}
      />
      <CityField
        name="DestinationCity"
        id="DestinationCity"
        label="Destination city"
        country={country}
        explain
        emptyHint={`We have no cities listed in ${countries.names.get(country) ?? country} yet. Call us or send us a message for a quote.`}
      />
      {origin('Pickup city in the UAE', 'We collect from anywhere in the UAE; Dubai unless you choose another city.')}
    </div>
  );
}
