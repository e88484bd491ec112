import { CITIES, citiesOf, findCityByCode } from './cities';

const EMIRATES = ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'];
const GCC = ['SA', 'OM', 'QA', 'BH', 'KW'];

describe('CITIES', () => {
  it('gives every city a unique code of 3 to 5 uppercase letters', () => {
    for (const city of CITIES) expect(city.code).toMatch(/^[A-Z]{3,5}$/);
    const codes = CITIES.map((city) => city.code);
    const repeated = codes.filter((code, i) => codes.indexOf(code) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives every city a 2-letter uppercase country code and a name', () => {
    for (const city of CITIES) {
      expect(city.country).toMatch(/^[A-Z]{2}$/);
      expect(city.name.trim()).not.toBe('');
    }
  });

  it('is sorted by country code, then by name', () => {
    const sorted = [...CITIES].sort(
      (a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : a.name.localeCompare(b.name, 'en')),
    );
    expect(CITIES).toEqual(sorted);
  });

  it('covers all seven emirates, each UAE city carrying its emirate as region', () => {
    const uae = CITIES.filter((city) => city.country === 'AE');
    expect(uae.length).toBeGreaterThanOrEqual(35);
    for (const city of uae) expect(EMIRATES).toContain(city.region);
    expect(new Set(uae.map((city) => city.region))).toEqual(new Set(EMIRATES));
  });

  it('has the capital of each emirate under its IATA or well-known code', () => {
    expect(findCityByCode('DXB')).toMatchObject({ country: 'AE', name: 'Dubai', region: 'Dubai' });
    expect(findCityByCode('AUH')).toMatchObject({ country: 'AE', name: 'Abu Dhabi', region: 'Abu Dhabi' });
    expect(findCityByCode('SHJ')).toMatchObject({ country: 'AE', name: 'Sharjah', region: 'Sharjah' });
    expect(findCityByCode('AJM')).toMatchObject({ country: 'AE', name: 'Ajman', region: 'Ajman' });
    expect(findCityByCode('UAQ')).toMatchObject({ country: 'AE', name: 'Umm Al Quwain', region: 'Umm Al Quwain' });
    expect(findCityByCode('RKT')).toMatchObject({ country: 'AE', name: 'Ras Al Khaimah', region: 'Ras Al Khaimah' });
    expect(findCityByCode('FJR')).toMatchObject({ country: 'AE', name: 'Fujairah', region: 'Fujairah' });
  });

  it('has every other GCC country', () => {
    for (const country of GCC) expect(citiesOf(country).length).toBeGreaterThan(0);
    expect(citiesOf('SA').length).toBeGreaterThanOrEqual(12);
    expect(citiesOf('OM').length).toBeGreaterThanOrEqual(8);
    expect(citiesOf('QA').length).toBeGreaterThanOrEqual(5);
    expect(citiesOf('BH').length).toBeGreaterThanOrEqual(4);
    expect(citiesOf('KW').length).toBeGreaterThanOrEqual(5);
  });
});

describe('citiesOf', () => {
  it('returns only the cities of that country, sorted by name, whatever the case', () => {
    const uae = citiesOf('ae');
    expect(uae.length).toBe(CITIES.filter((city) => city.country === 'AE').length);
    for (const city of uae) expect(city.country).toBe('AE');
    const names = uae.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(citiesOf('AE')).toEqual(uae);
  });

  it('returns a fresh array the caller may change', () => {
    const first = citiesOf('AE');
    first.pop();
    expect(citiesOf('AE').length).toBe(first.length + 1);
  });

  it('returns nothing for a country that is not in the list', () => {
    expect(citiesOf('XX')).toEqual([]);
  });
});

describe('findCityByCode', () => {
  it('finds a city whatever the case', () => {
    expect(findCityByCode('dxb')).toEqual({ country: 'AE', name: 'Dubai', code: 'DXB', region: 'Dubai' });
    expect(findCityByCode('Lon')).toMatchObject({ country: 'GB', name: 'London' });
  });

  it('returns undefined for an unknown code', () => {
    expect(findCityByCode('ZZZZZ')).toBeUndefined();
  });
});
