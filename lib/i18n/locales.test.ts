import { intlTag, localizePath, pagePathOf, splitLocale } from './locales';

describe('locales', () => {
  it('puts Arabic paths under /ar and leaves English, API and external links alone', () => {
    expect(localizePath('/about-us', 'ar')).toBe('/ar/about-us');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/?track=1', 'ar')).toBe('/ar?track=1');
    expect(localizePath('/ar/Login', 'ar')).toBe('/ar/Login');
    expect(localizePath('/api/courier/x', 'ar')).toBe('/api/courier/x');
    expect(localizePath('https://example.com/', 'ar')).toBe('https://example.com/');
    expect(localizePath('mailto:a@b.ae', 'ar')).toBe('mailto:a@b.ae');
    expect(localizePath('/about-us', 'en')).toBe('/about-us');
  });

  it('splits a request path into language and route path', () => {
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar/Login')).toEqual({ locale: 'ar', path: '/Login' });
    expect(splitLocale('/arabic')).toEqual({ locale: 'en', path: '/arabic' });
    expect(splitLocale('/Login')).toEqual({ locale: 'en', path: '/Login' });
  });

  it('formats Arabic with Latin digits', () => {
    expect(new Intl.NumberFormat(intlTag('ar')).format(1234.5)).toMatch(/1,234\.5/);
  });

  it('reads the same route path from the browser path and the rewritten folder path', () => {
    for (const [path, expected] of [
      ['/Ratefinder', '/Ratefinder'],
      ['/en/ratefinder', '/ratefinder'],
      ['/ar/Ratefinder', '/Ratefinder'],
      ['/ar/ratefinder', '/ratefinder'],
      ['/en', '/'],
      ['/ar', '/'],
      ['/', '/'],
    ]) {
      expect(pagePathOf(path!)).toBe(expected);
    }
  });
});
