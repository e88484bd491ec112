'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import { useCities, useCountries, type CityItem } from '@/components/forms/country-city-select';
import { DOMESTIC_COUNTRY } from './form-values';
import type { SelectGroup } from './select-field';

interface ActiveServiceTypesResponse {
  data?: { ServiceTypes?: Array<{ Scope: string; Countries: string[] }> };
}

const cityOptions = (cities: readonly CityItem[]): SelectGroup[] => [{ options: cities.map((c) => ({ value: c.CityCode, label: c.CityName })) }];

/** A CityList drop-down's options and its empty option's text. */
export function useCityOptions(country: string) {
  const { cities, notFound, isLoading } = useCities(country);
  const groups = useMemo(() => cityOptions(cities), [cities]);
  const placeholder = !country ? 'Select a country first' : isLoading ? 'Loading cities…' : notFound ? 'City Not Found' : 'Select City';
  return { groups, placeholder, notFound: !!country && !isLoading && notFound, loading: isLoading };
}

/**
 * Destination countries from CountryMaster, the UAE left out (that is the
 * domestic finder). The countries our active international services price
 * online (activeServicetypes) come first, so most visitors find theirs at once.
 */
export function useDestinationCountries() {
  const { countries, isLoading } = useCountries();
  const { data } = useSWR<ActiveServiceTypesResponse>('activeServicetypes');
  const groups = useMemo<SelectGroup[]>(() => {
    const abroad = countries.filter((c) => c.CountryCode !== DOMESTIC_COUNTRY);
    const served = new Set(
      (data?.data?.ServiceTypes ?? []).filter((s) => s.Scope === 'International').flatMap((s) => s.Countries ?? []),
    );
    const toOption = (c: (typeof abroad)[number]) => ({ value: c.CountryCode, label: c.CountryName });
    const online = abroad.filter((c) => served.has(c.CountryCode));
    const other = abroad.filter((c) => !served.has(c.CountryCode));
    // Groups only help when some countries have online rates and others do not.
    if (!online.length || !other.length) return [{ options: abroad.map(toOption) }];
    return [
      { label: 'Countries with online rates', options: online.map(toOption) },
      { label: 'Other countries', options: other.map(toOption) },
    ];
  }, [countries, data]);
  const names = useMemo(() => new Map(countries.map((c) => [c.CountryCode, c.CountryName])), [countries]);
  return { groups, names, loading: isLoading };
}
