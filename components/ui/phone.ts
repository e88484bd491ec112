// Pure helpers behind the international phone inputs of the Register form:
// the country picker's list (libphonenumber-js metadata) and the conversion of
// a national number typed after a fixed calling code into E.164.
import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

export type { CountryCode };

/** Every country libphonenumber-js has metadata for. */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();
const PHONE_COUNTRY_SET = new Set<string>(PHONE_COUNTRIES);

export function isPhoneCountry(code: string | undefined | null): code is CountryCode {
  return !!code && PHONE_COUNTRY_SET.has(code);
}

/** "+971" for AE. */
export function callingCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** The digits a person typed, without spaces, dashes, brackets or dots. */
export function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The E.164 form of a national number typed after `country`'s calling code:
 * '' when nothing was typed, the parsed number when it parses (a leading trunk
 * 0 is dropped: 050 123 4567 in AE is +971501234567), otherwise calling code
 * plus digits (which the validity check then rejects).
 */
export function toE164(national: string, country: CountryCode): string {
  const digits = digitsOf(national);
  if (!digits) return '';
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed) return parsed.number;
  return `${callingCode(country)}${digits}`;
}

/** Empty counts as valid (spec §5); otherwise libphonenumber-js decides. */
export function isValidNational(national: string, country: CountryCode): boolean {
  if (national.trim() === '') return true;
  const e164 = toE164(national, country);
  return e164 !== '' && isValidPhoneNumber(e164);
}

/**
 * A whole international number pasted or typed with its "+": the country it
 * belongs to and its national part, so the picker can follow it.
 */
export function splitInternational(input: string): { country: CountryCode; national: string } | null {
  if (!input.trim().startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(input.trim());
  if (!parsed?.country) return null;
  return { country: parsed.country, national: parsed.nationalNumber };
}

export interface PhoneCountryOption {
  code: CountryCode;
  label: string;
}

/**
 * The picker's options, "United Arab Emirates (+971)", sorted by name in the
 * page's language. Names come from `names` (the CountryMaster list or
 * Intl.DisplayNames); a country without a name is shown by its code. In
 * Arabic the calling code is isolated left to right ("الإمارات (+971)"),
 * since an <option> holds text only.
 */
export function phoneCountryOptions(names: Readonly<Record<string, string>>, locale: 'en' | 'ar' = 'en'): PhoneCountryOption[] {
  return PHONE_COUNTRIES.map((c) => ({ code: c, name: names[c] ?? c }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ code: c }) => phoneCountryOption(c, names, locale));
}

/** One option of the picker, as phoneCountryOptions words it. */
export function phoneCountryOption(country: CountryCode, names: Readonly<Record<string, string>>, locale: 'en' | 'ar' = 'en'): PhoneCountryOption {
  const code = locale === 'ar' ? `\u2066${callingCode(country)}\u2069` : callingCode(country);
  return { code: country, label: `${names[country] ?? country} (${code})` };
}

const regionNames = new Map<string, Readonly<Record<string, string>>>();

/**
 * Region names in `locale` (English unless given) from the browser's Intl data, for countries CountryMaster lacks.
 * Worked out once per locale (245 lookups): every phone field of every form shares them.
 */
export function intlRegionNames(locale: 'en' | 'ar' = 'en'): Readonly<Record<string, string>> {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = Object.freeze(readRegionNames(locale))));
  return names;
}

function readRegionNames(locale: 'en' | 'ar'): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof Intl === 'undefined' || typeof Intl.DisplayNames !== 'function') return out;
  try {
    const dn = new Intl.DisplayNames([locale], { type: 'region' });
    for (const code of PHONE_COUNTRIES) {
      const name = dn.of(code);
      if (name && name !== code) out[code] = name;
    }
  } catch {
    // No region data: codes are shown instead.
  }
  return out;
}
