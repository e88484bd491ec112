'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import { callingCode, intlRegionNames, phoneCountryOption, phoneCountryOptions, splitInternational, type CountryCode } from './phone';

export interface PhoneValue {
  country: CountryCode;
  /** What the person typed after the calling code. */
  national: string;
}

interface PhoneFieldProps {
  id: string;
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** Country names by ISO code for the picker (CountryMaster); the browser names the rest (Intl.DisplayNames). */
  countryNames: Readonly<Record<string, string>>;
  autoComplete?: string;
  error?: string;
}

/**
 * An international phone input: a country picker, the calling code as a fixed
 * prefix (text, not part of the input, announced through aria-describedby) and
 * an input for the national number only.
 */
export function PhoneField({ id, label, value, onChange, countryNames, autoComplete = 'tel-national', error }: PhoneFieldProps) {
  const t = useTranslations('ui.phone');
  const locale = usePageLocale();
  const code = callingCode(value.country);
  // The picker starts with the chosen country alone, on the server and in the browser. The whole list (some 245 options,
  // named and sorted in the page's language, the countries CountryMaster lacks named by the browser) is built when the
  // picker is reached, by pointer or keyboard, before it opens (issue 12: HTML, DOM size, and the start's long tasks).
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const all = useMemo(() => (listed ? phoneCountryOptions({ ...intlRegionNames(locale), ...countryNames }, locale) : null), [listed, countryNames, locale]);
  const options = all ?? [phoneCountryOption(value.country, countryNames, locale)];
  const codeId = `${id}-code`;
  const errorId = `${id}-error`;
  const countryId = `${id}-country`;

  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {/* The number is written left to right in Arabic too: country, calling code, number.
          The row clips the corners and the code carries the divider, since the select is
          right to left on Arabic pages (its own start and end sides are swapped). */}
      <div dir="ltr" className="mt-1 flex overflow-hidden rounded border border-control focus-within:ring-2 focus-within:ring-brand-600">
        <label htmlFor={countryId} className="sr-only">
          {t('country', { label })}
        </label>
        <select
          id={countryId}
          value={value.country}
          onChange={(e) => onChange({ country: e.target.value as CountryCode, national: value.national })}
          onFocus={list}
          onPointerDown={list}
          dir={locale === 'ar' ? 'rtl' : undefined}
          className="w-28 shrink-0 bg-canvas p-2 text-sm outline-none sm:w-36"
        >
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="flex select-none items-center border-s border-control bg-canvas px-2 text-ink">
          {code}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          maxLength={20}
          value={value.national}
          onChange={(e) => {
            // A whole number typed or pasted with its "+" moves the picker to its country.
            const split = splitInternational(e.target.value);
            onChange(split ?? { country: value.country, national: e.target.value });
          }}
          aria-invalid={!!error}
          aria-describedby={error ? `${codeId} ${errorId}` : codeId}
          className="min-w-0 flex-1 p-2 outline-none"
        />
      </div>
      <span id={codeId} className="sr-only">
        {t('callingCode', { code })}
      </span>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
