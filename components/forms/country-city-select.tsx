'use client';

import type { Ref } from 'react';
import { useController } from 'react-hook-form';
import useSWR from 'swr';
import { SelectField, type FieldShellProps } from '@/components/ui/form-fields';
import { courier } from '@/lib/fetcher';

export interface CountryItem { CountryCode: string; CountryName: string }
export interface CityItem { CityName: string; CityCode: string }

type CountryMasterResponse = { data?: { CountryListLocation?: CountryItem[] } };
type CityListResponse = { CityListLocation?: CityItem[]; data?: { CityListLocation?: CityItem[] } };

/** GET CountryMaster, called with an empty argument on load (spec §7). */
export function useCountries() {
  const { data, error, isLoading } = useSWR<CountryMasterResponse>('CountryMaster');
  return { countries: data?.data?.CountryListLocation ?? [], error, isLoading };
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

/** The kit field's label, hint and error, and what a form binds to a select. */
type PlaceProps = FieldShellProps & { selectRef?: Ref<HTMLSelectElement>; onBlur?: () => void; autoComplete?: string; 'aria-required'?: boolean | 'true' };

type CountrySelectProps = PlaceProps & {
  value: string;
  onChange: (code: string) => void;
  countries: readonly CountryItem[];
  /** Labelled groups of countries instead of one list (the rate finder's "online rates" first). */
  groups?: ReadonlyArray<readonly [string, readonly CountryItem[]]>;
};

const countryOptions = (list: readonly CountryItem[]) =>
  list.map((c) => (
    <option key={c.CountryCode} value={c.CountryCode}>{c.CountryName}</option>
  ));

export function CountrySelect({ value, onChange, countries, groups, selectRef, ...props }: CountrySelectProps) {
  return (
    <SelectField autoComplete="country" {...props} ref={selectRef} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Select Country</option>
      {groups
        ? groups.map(([label, list]) => (
            <optgroup key={label} label={label}>{countryOptions(list)}</optgroup>
          ))
        : countryOptions(countries)}
    </SelectField>
  );
}

type CitySelectProps = PlaceProps & {
  /** The selected city's code (the request's Origin). */
  value: string;
  onChange: (city: CityItem | null) => void;
  cities: readonly CityItem[];
  notFound: boolean;
  loading: boolean;
  /** The empty option's text, instead of "Select City" or "City Not Found". */
  placeholder?: string;
};

export function CitySelect({ value, onChange, cities, notFound, loading, placeholder, selectRef, ...props }: CitySelectProps) {
  return (
    <SelectField
      {...props}
      ref={selectRef}
      value={notFound ? '' : value}
      aria-busy={loading}
      onChange={(e) => onChange(cities.find((c) => c.CityCode === e.target.value) ?? null)}
    >
      <option value="">{placeholder ?? (notFound ? 'City Not Found' : 'Select City')}</option>
      {!notFound &&
        cities.map((c) => (
          <option key={c.CityCode} value={c.CityCode}>{c.CityName}</option>
        ))}
    </SelectField>
  );
}

type Bound<P> = Omit<P, 'value' | 'onChange' | 'selectRef' | 'onBlur' | 'error'> & { name: string };

type CountryFieldProps = Omit<Bound<CountrySelectProps>, 'countries'> & { countries?: readonly CountryItem[]; onPicked?: (code: string) => void };

/** A CountrySelect bound by name to the form in context (CountryMaster unless `countries` is given). */
export function CountryField({ name, countries, onPicked, ...props }: CountryFieldProps) {
  const { field, fieldState } = useController({ name });
  const all = useCountries().countries;
  return (
    <CountrySelect
      {...props}
      countries={countries ?? all}
      value={field.value ?? ''}
      selectRef={field.ref}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      onChange={(code) => {
        field.onChange(code);
        onPicked?.(code);
      }}
    />
  );
}

type CityFieldProps = Omit<Bound<CitySelectProps>, 'cities' | 'notFound' | 'loading' | 'placeholder'> & {
  country: string;
  /** Say why the list is empty: no country chosen yet, or the cities still loading. */
  explain?: boolean;
  /** The hint when the country has no cities. */
  emptyHint?: string;
  onPicked?: (city: CityItem | null) => void;
};

/** The cities of `country` bound by name (the code): controlled, so a pre-filled code shows once the list arrives. */
export function CityField({ name, country, explain, emptyHint, onPicked, hint, ...props }: CityFieldProps) {
  const { field, fieldState } = useController({ name });
  const { cities, notFound, isLoading } = useCities(country);
  const placeholder = !explain ? undefined : !country ? 'Select a country first' : isLoading ? 'Loading cities…' : undefined;
  return (
    <CitySelect
      {...props}
      hint={country && !isLoading && notFound && emptyHint ? emptyHint : hint}
      value={typeof field.value === 'string' ? field.value : ''}
      selectRef={field.ref}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      cities={cities}
      notFound={notFound}
      loading={isLoading}
      placeholder={placeholder}
      onChange={(city) => {
        field.onChange(city?.CityCode ?? '');
        onPicked?.(city);
      }}
    />
  );
}
