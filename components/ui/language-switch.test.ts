import { otherLanguageHref } from './language-switch';

describe('otherLanguageHref', () => {
  it('keeps the page, query and fragment in the other language', () => {
    expect(otherLanguageHref('/Login', '?callbackUrl=%2FDashboard', '', 'ar')).toBe('/ar/Login?callbackUrl=%2FDashboard');
    expect(otherLanguageHref('/ar/Login', '?x=1', '#f', 'en')).toBe('/Login?x=1#f');
    expect(otherLanguageHref('/', '?track=38037678394', '', 'ar')).toBe('/ar?track=38037678394');
    expect(otherLanguageHref('/ar', '', '', 'en')).toBe('/');
    expect(otherLanguageHref('/ar/blog/x', '', '', 'en')).toBe('/blog/x');
  });
});
