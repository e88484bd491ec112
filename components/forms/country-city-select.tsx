'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useMemo } from 'react';
import { useController } from 'react-hook-form';
import useSWR from 'swr';
import { SelectField, type FieldShellProps } from '@/components/ui/form-fields';
import { courier } from '@/lib/fetcher';
import { useLocalCountryNames } from './country-names';

export interface CountryItem { CountryCode: string; CountryName: string }
export interface CityItem { CityName: string; CityCode: string }

type CountryMasterResponse = { data?: { CountryListLocation?: CountryItem[] } };
type CityListResponse = { CityListLocation?: CityItem[]; data?: { CityListLocation?: CityItem[] } };

const NO_COUNTRIES: CountryItem[] = [];

/**
 * GET CountryMaster, called with an empty argument on load (spec §7). On
 * Arabic pages the names are Arabic and the list is in Arabic alphabetical order.
 */
export function useCountries() {
  const { data, error, isLoading } = useSWR<CountryMasterResponse>('CountryMaster');
  const list = data?.data?.CountryListLocation ?? NO_COUNTRIES;
  const local = useLocalCountryNames();
  const countries = useMemo(() => {
    if (!local) return list;
    const named = list.map((c) => ({ ...c, CountryName: local[c.CountryCode] ?? c.CountryName }));
    const collator = new Intl.Collator('ar');
    return named.sort((a, b) => collator.compare(a.CountryName, b.CountryName));
  }, [list, local]);
  return { countries, error, isLoading };
}

const fetchCities = ([, country]: readonly [string, string]) =>
  courier<CityListResponse>('CityList', { method: 'POST', body: { Country: country } });

/** POST CityList { Country }, on mount and whenever the country changes. */
export function useCities(country: string) {
  const { data, error, isLoading } = useSWR(country ? (['CityList', country] as const) : null, fetchCities);
  const cities = data?.CityListLocation ?? data?.data?.CityListLocation ?? [];
  // Without a country, with an empty list or a failed call: "City Not Found".
  const notFound = !country || !!error || (!!data && cities.length === 0);
  return { cities, notFound, isLoading };
}

type Bound = FieldShellProps & { name: string; autoComplete?: string; 'aria-required'?: boolean | 'true' };

const countryOptions = (list: readonly CountryItem[]) =>
  list.map((c) => (
    <option key={c.CountryCode} value={c.CountryCode}>{c.CountryName}</option>
  ));

type CountryFieldProps = Bound & {
  /** The countries offered (CountryMaster unless given). */
  countries?: readonly CountryItem[];
  /** Labelled groups of countries instead of one list (the rate finder's "online rates" first). */
  groups?: ReadonlyArray<readonly [string, readonly CountryItem[]]>;
  onPicked?: (code: string) => void;
};

/**
 * A country select bound by name to the form in context. Its 245 options are
 * put in the page in a deferred render: the list arrives through SWR, whose
 * updates React renders synchronously, and making the options there put them
 * all in one long task of /Managingshipping's start (issue 12); a deferred
 * render is split into short tasks. Memo, so the select rendering again for
 * its value leaves them be.
 */
export function CountryField({ name, countries, groups, onPicked, ...props }: CountryFieldProps) {
  const t = useTranslations('booking.places');
  const { field, fieldState } = useController({ name });
  const all = useCountries().countries;
  const list = countries ?? all;
  const options = useDeferredValue(
    useMemo(
      () =>
        groups
          ? groups.map(([label, items]) => (
              <optgroup key={label} label={label}>{countryOptions(items)}</optgroup>
            ))
          : countryOptions(list),
      [groups, list],
    ),
  );
  return (
    <SelectField
      autoComplete="country"
      {...props}
      ref={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      onChange={(e) => {
        field.onChange(e.target.value);
        onPicked?.(e.target.value);
      }}
    >
      <option value="">{t('selectCountry')}</option>
      {options}
    </SelectField>
  );
}

type CityFieldProps = Bound & {
  country: string;
  /** Say why the list is empty: no country chosen yet, or the cities still loading. */
  explain?: boolean;
  /** The hint when the country has no cities. */
  emptyHint?: string;
  onPicked?: (city: CityItem | null) => void;
};

/**
 * The cities of `country` bound by name (the city code): controlled, so a
 * pre-filled code shows once the list arrives. Without a country, with an
 * empty list or a failed call the one option says "City Not Found".
 */
export function CityField({ name, country, explain, emptyHint, onPicked, hint, ...props }: CityFieldProps) {
  const t = useTranslations('booking.places');
  const { field, fieldState } = useController({ name });
  const { cities, notFound, isLoading } = useCities(country);
  const placeholder = (explain && (!country ? t('countryFirst') : isLoading ? t('loadingCities') : undefined)) || (notFound ? t('cityNotFound') : t('selectCity'));
  return (
    <SelectField
      {...props}
      hint={country && !isLoading && notFound && emptyHint ? emptyHint : hint}
      ref={field.ref}
      value={notFound || typeof field.value !== 'string' ? '' : field.value}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      aria-busy={isLoading}
      onChange={(e) => {
        const city = cities.find((c) => c.CityCode === e.target.value) ?? null;
        field.onChange(city?.CityCode ?? '');
        onPicked?.(city);
      }}
    >
      <option value="">{placeholder}</option>
      {!notFound &&
        cities.map((c) => (
          <option key={c.CityCode} value={c.CityCode}>{c.CityName}</option>
        ))}
    </SelectField>
  );
}
