import { PublicNav } from '@/components/shell/public-nav';
import { SiteFooter } from '@/components/shell/site-footer';
import { TopBar } from '@/components/shell/top-bar';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/** Content, service and blog pages: top bar, the upper-case navigation, footer. */
export default async function MarketingLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <TopBar />
      <PublicNav />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
