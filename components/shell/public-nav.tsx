import Link from 'next/link';
import { PUBLIC_NAV } from '@/lib/nav';
import { resolvePath } from '@/lib/routes';
import { Logo } from './logo';
import { PublicNavBar, type PublicNavLink } from './public-nav-bar';

/** Which canonical page a link lands on (lower case), so aliases highlight too. */
function canonicalOf(path: string): string {
  const r = resolvePath(path);
  return (r.kind === 'page' ? r.canonical : r.location).toLowerCase();
}

// Resolved here, on the server: the route table never reaches the browser,
// which only compares its address with these.
const LINKS: PublicNavLink[] = PUBLIC_NAV.map((l) => {
  const target = canonicalOf(l.href);
  // Articles highlight BLOG, service pages SERVICES & PRODUCTS.
  const section = target === '/blog' ? '/blog/' : target === '/ourservices' ? '/services/' : undefined;
  return { label: l.label, href: l.href, target, section };
});

/** The other public pages' navigation: sticky after 250 px, a side menu below large screens. */
export function PublicNav() {
  return (
    <PublicNavBar
      links={LINKS}
      home={
        <Link href="/" className="rounded-control">
          <Logo />
        </Link>
      }
    />
  );
}
