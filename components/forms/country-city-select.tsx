'use client';

import type { Ref } from 'react';
import useSWR from 'swr';
import { courier } from '@/lib/fetcher';

export interface CountryItem {
  CountryCode: string;
  CountryName: string;
}
export interface CityItem {
  CityName: string;
  CityCode: string;
}

interface CountryMasterResponse {
  data?: { CountryListLocation?: CountryItem[] };
}
interface CityListResponse {
  CityListLocation?: CityItem[];
  data?: { CityListLocation?: CityItem[] };
}

const selectClass = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

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

interface CountrySelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  countries: readonly CountryItem[];
  selectRef?: Ref<HTMLSelectElement>;
  /** A validation message shown under the select and tied to it. */
  error?: string;
}

/** aria attributes and the message element of an optional field error. */
function errorProps(id: string, error?: string) {
  return { 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined };
}
function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function CountrySelect({ id, label, value, onChange, onBlur, countries, selectRef, error }: CountrySelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} ref={selectRef} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} autoComplete="country" className={selectClass} {...errorProps(id, error)}>
        <option value="">Select Country</option>
        {countries.map((c) => (
          <option key={c.CountryCode} value={c.CountryCode}>
            {c.CountryName}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

interface CitySelectProps {
  id: string;
  label: string;
  /** The selected city's code (the request's Origin). */
  value: string;
  onChange: (city: CityItem | null) => void;
  cities: readonly CityItem[];
  notFound: boolean;
  loading: boolean;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

export function CitySelect({ id, label, value, onChange, cities, notFound, loading, error, selectRef }: CitySelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={notFound ? '' : value}
        aria-busy={loading}
        {...errorProps(id, error)}
        onChange={(e) => onChange(cities.find((c) => c.CityCode === e.target.value) ?? null)}
        className={selectClass}
      >
        {notFound ? (
          <option value="">City Not Found</option>
        ) : (
          <>
            <option value="">Select City</option>
            {cities.map((c) => (
              <option key={c.CityCode} value={c.CityCode}>
                {c.CityName}
              </option>
            ))}
          </>
        )}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}
