import { callingCode, intlRegionNames, isPhoneCountry, isValidNational, phoneCountryOptions, splitInternational, toE164 } from './phone';

describe('phone helpers of the Register form', () => {
  test('calling codes', () => {
    expect(callingCode('AE')).toBe('+971');
    expect(callingCode('SA')).toBe('+966');
  });

  test('national numbers become E.164; empty stays empty', () => {
    expect(toE164('', 'AE')).toBe('');
    expect(toE164('   ', 'AE')).toBe('');
    expect(toE164('50 123 4567', 'AE')).toBe('+971501234567');
    // The trunk 0 is dropped.
    expect(toE164('050-123-4567', 'AE')).toBe('+971501234567');
    expect(toE164('4 234 5678', 'AE')).toBe('+97142345678');
    expect(toE164('512345678', 'SA')).toBe('+966512345678');
  });

  test('validity: empty is valid, short or foreign numbers are not', () => {
    expect(isValidNational('', 'AE')).toBe(true);
    expect(isValidNational('501234567', 'AE')).toBe(true);
    expect(isValidNational('123', 'AE')).toBe(false);
    expect(isValidNational('  ', 'AE')).toBe(true);
    expect(isValidNational('abc', 'AE')).toBe(false);
    expect(isValidNational('12345', 'SA')).toBe(false);
    expect(isValidNational('512345678', 'SA')).toBe(true);
  });

  test('a number typed with its + moves the picker', () => {
    expect(splitInternational('+966 51 234 5678')).toEqual({ country: 'SA', national: '512345678' });
    expect(splitInternational('0501234567')).toBeNull();
  });

  test('picker options are named, sorted and carry the calling code', () => {
    const options = phoneCountryOptions({ AE: 'United Arab Emirates', SA: 'Saudi Arabia' });
    expect(options.find((o) => o.code === 'AE')?.label).toBe('United Arab Emirates (+971)');
    expect(options.find((o) => o.code === 'SA')?.label).toBe('Saudi Arabia (+966)');
    expect(isPhoneCountry('AE')).toBe(true);
    expect(isPhoneCountry('AQ')).toBe(false);
    expect(isPhoneCountry('')).toBe(false);
  });

  test('Arabic pages: names in Arabic order, the calling code isolated left to right', () => {
    const options = phoneCountryOptions({ AE: 'الإمارات العربية المتحدة', SA: 'السعودية', EG: 'مصر' }, 'ar');
    expect(options.find((o) => o.code === 'AE')?.label).toBe('الإمارات العربية المتحدة (\u2066+971\u2069)');
    const named = options.filter((o) => ['AE', 'SA', 'EG'].includes(o.code)).map((o) => o.code);
    expect(named).toEqual(['AE', 'SA', 'EG']);
    // English stays as it was.
    expect(phoneCountryOptions({ AE: 'United Arab Emirates' }, 'en').find((o) => o.code === 'AE')?.label).toBe('United Arab Emirates (+971)');
  });

  test('region names follow the locale', () => {
    expect(intlRegionNames().AE).toBe('United Arab Emirates');
    expect(intlRegionNames('ar').AE).toMatch(/الإمارات/);
    // Worked out once per locale, and the same names for every caller.
    expect(intlRegionNames('ar')).toBe(intlRegionNames('ar'));
    expect(intlRegionNames('en')).not.toBe(intlRegionNames('ar'));
  });
});
