import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Logo } from '@/components/shell/logo';
import { navKeyOf } from '@/components/shell/nav-keys';
import { localizePath } from '@/lib/i18n/locales';
import { HOME_NAV } from '@/lib/nav';
import { HomeNavBar, type HomeNavLink } from './home-nav-bar';

/** The home navigation: sticky after 20 px (100 ms delay, 200 ms throttle). Home, rate finders and booking. */
export async function HomeNav() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shell')]);
  const links: HomeNavLink[] = HOME_NAV.map((l) => ({ label: t(`nav.home.${navKeyOf(l.href)}`), href: localizePath(l.href, locale), path: l.href }));
  return (
    <HomeNavBar
      links={links}
      texts={{ label: t('nav.label'), menu: t('nav.menu') }}
      home={
        // Not prefetched: on the rate finders and the booking page, the home page's scripts would download and load as the page starts (issue 12).
        <Link href={localizePath('/', locale)} prefetch={false} className="rounded-control">
          <Logo tone="dark" />
        </Link>
      }
    />
  );
}
