import Link from 'next/link';
import { Logo } from '@/components/shell/logo';
import { HOME_NAV } from '@/lib/nav';
import { HomeNavBar } from './home-nav-bar';

/** The home navigation: sticky after 20 px (100 ms delay, 200 ms throttle). Home, rate finders and booking. */
export function HomeNav() {
  return (
    <HomeNavBar
      links={HOME_NAV}
      home={
        <Link href="/" className="rounded-control">
          <Logo tone="dark" />
        </Link>
      }
    />
  );
}
