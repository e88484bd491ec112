import { PublicNav } from '@/components/shell/public-nav';
import { SiteFooter } from '@/components/shell/site-footer';
import { TopBar } from '@/components/shell/top-bar';

/** Content, service and blog pages: top bar, the upper-case navigation, footer. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TopBar />
      <PublicNav />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
