'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { CityField, CountryField } from '@/components/forms/country-city-select';
import { DOMESTIC_COUNTRY, type RateFinderScope } from './form-values';
import type { RateFormValues } from './types';
import { useDestinationCountries } from './use-locations';

/** Where from and where to: UAE cities for both ends, or a country and its cities abroad. */
export function RouteFields({ scope }: { scope: RateFinderScope }) {
  const t = useTranslations('rates.route');
  if (scope === 'international') return <InternationalRoute />;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <OriginCity label={t('origin')} />
      <CityField name="DestinationCity" id="DestinationCity" label={t('destinationCity')} country={DOMESTIC_COUNTRY} explain />
    </div>
  );
}

const OriginCity = ({ label, hint }: { label: string; hint?: string }) => (
  <CityField name="OriginCity" id="OriginCity" label={label} hint={hint} country={DOMESTIC_COUNTRY} explain />
);

/** Abroad: the country (CountryMaster and the services' countries, read only here: the domestic finder never needs them), its city, and the UAE pickup city. */
function InternationalRoute() {
  const t = useTranslations('rates.route');
  const { control, setValue } = useFormContext<RateFormValues>();
  const country = useWatch({ control, name: 'DestinationCountry' }) ?? '';
  const countries = useDestinationCountries();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <CountryField
        name="DestinationCountry"
        id="DestinationCountry"
        label={t('destinationCountry')}
        autoComplete="off"
        countries={countries.abroad}
        groups={countries.groups}
        // The city list reloads for the new country; the old city cannot stay.
        onPicked={() => setValue('DestinationCity', '')}
      />
      <CityField
        name="DestinationCity"
        id="DestinationCity"
        label={t('destinationCity')}
        country={country}
        explain
        emptyHint={t('noCities', { country: countries.names.get(country) ?? country })}
      />
      <OriginCity label={t('pickupCity')} hint={t('pickupCityHint')} />
    </div>
  );
}
