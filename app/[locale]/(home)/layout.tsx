import { SiteFooter } from '@/components/shell/site-footer';
import { TopBar } from '@/components/shell/top-bar';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/** The home page: top bar, its own sticky navigation (in the page's hero), footer. */
export default async function HomeLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <TopBar />
      {children}
      <SiteFooter />
    </>
  );
}
