import { SiteFooter } from '@/components/shell/site-footer';
import { TopBar } from '@/components/shell/top-bar';

/** The home page: top bar, its own sticky navigation (in the page's hero), footer. */
export default function HomeLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TopBar />
      {children}
      <SiteFooter />
    </>
  );
}
