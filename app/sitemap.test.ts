// The sitemap lists the public pages and nothing else: not the portal, not
// the unlisted pages of lib/routes.ts (the benchmark's empty floor page).
import { UNLISTED_PAGES } from '@/lib/routes';
import sitemap from './sitemap';

describe('sitemap', () => {
  const paths = () => sitemap().map((e) => new URL(e.url).pathname);

  it('lists the public pages, articles and services', () => {
    expect(paths()).toEqual(expect.arrayContaining(['/', '/about-us', '/blog', '/Ratefinder', '/Login', '/services/domestic-parcel-service-in-dubai']));
  });

  it('lists every page in Arabic too, each with en, ar and x-default alternates', () => {
    expect(paths()).toEqual(expect.arrayContaining(['/ar', '/ar/about-us', '/ar/blog', '/ar/Login', '/ar/services/domestic-parcel-service-in-dubai']));
    const about = sitemap().find((e) => new URL(e.url).pathname === '/ar/about-us');
    expect(about?.alternates?.languages).toEqual({
      en: 'http://localhost:3000/about-us',
      ar: 'http://localhost:3000/ar/about-us',
      'x-default': 'http://localhost:3000/about-us',
    });
  });

  it('leaves out the portal and the unlisted pages', () => {
    const lower = paths().map((p) => p.toLowerCase());
    expect(lower).not.toContain('/dashboard');
    for (const p of UNLISTED_PAGES) expect(lower).not.toContain(p.path.toLowerCase());
  });
});
