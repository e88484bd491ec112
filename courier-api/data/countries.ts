// The full ISO 3166-1 country list, from the maintained i18n-iso-countries package.
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface Country {
  CountryCode: string;
  CountryName: string;
}

const names = countries.getNames('en', { select: 'official' });

export const COUNTRIES: readonly Country[] = Object.entries(names)
  .map(([CountryCode, CountryName]) => ({ CountryCode, CountryName }))
  .sort((a, b) => a.CountryName.localeCompare(b.CountryName, 'en'));

export function countryName(code: string): string | undefined {
  return names[code.toUpperCase()];
}
