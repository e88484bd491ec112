'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useCountries, type CountryItem } from '@/components/forms/country-city-select';
import { DOMESTIC_COUNTRY } from './form-values';

interface ActiveServiceTypesResponse {
  data?: { ServiceTypes?: Array<{ Scope: string; Countries: string[] }> };
}

/**
 * Destination countries from CountryMaster, the UAE left out (that is the
 * domestic finder). The countries our active international services price
 * online (activeServicetypes) come first, so most visitors find theirs at once.
 */
export function useDestinationCountries() {
  const t = useTranslations('rates.route');
  const { countries } = useCountries();
  const { data } = useSWR<ActiveServiceTypesResponse>('activeServicetypes');
  return useMemo(() => {
    const abroad = countries.filter((c) => c.CountryCode !== DOMESTIC_COUNTRY);
    const served = new Set((data?.data?.ServiceTypes ?? []).filter((s) => s.Scope === 'International').flatMap((s) => s.Countries ?? []));
    const online = abroad.filter((c) => served.has(c.CountryCode));
    const other = abroad.filter((c) => !served.has(c.CountryCode));
    // Groups only help when some countries have online rates and others do not.
    const groups: Array<[string, CountryItem[]]> | undefined =
      online.length && other.length ? [[t('onlineCountries'), online], [t('otherCountries'), other]] : undefined;
    return { abroad, groups, names: new Map(countries.map((c) => [c.CountryCode, c.CountryName])) };
  }, [countries, data, t]);
}
