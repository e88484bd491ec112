import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n/locales';
import { PUBLIC_NAV } from '@/lib/nav';
import { Logo } from './logo';
import { canonicalOf, navKeyOf } from './nav-keys';
import { PublicNavBar, type PublicNavLink } from './public-nav-bar';

/** The other public pages' navigation: sticky after 250 px, a side menu below large screens. */
export async function PublicNav() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shell')]);
  // Resolved here, on the server: the route table never reaches the browser,
  // which only compares its address with these.
  const links: PublicNavLink[] = PUBLIC_NAV.map((l) => {
    const target = canonicalOf(l.href);
    // Articles highlight BLOG, service pages SERVICES & PRODUCTS.
    const section = target === '/blog' ? '/blog/' : target === '/ourservices' ? '/services/' : undefined;
    return { label: t(`nav.public.${navKeyOf(l.href)}`), href: localizePath(l.href, locale), target, section };
  });
  return (
    <PublicNavBar
      links={links}
      texts={{ label: t('nav.label'), menu: t('nav.menu'), close: t('nav.close') }}
      home={
        // Not prefetched: the home page's scripts would download and load as every public page starts (issue 12).
        <Link href={localizePath('/', locale)} prefetch={false} className="rounded-control">
          <Logo />
        </Link>
      }
    />
  );
}
