import { HomeNav } from '@/components/home/home-nav';
import { DataProvider } from '@/components/providers/data-provider';
import { SiteFooter } from '@/components/shell/site-footer';
import { TopBar } from '@/components/shell/top-bar';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/**
 * Rate finders, booking and thank-you pages: the home navigation (the spec
 * hides its Delivery Services link on /Ratefinder and /Bookshipment) over a
 * dark band, since these pages have no hero video behind it. Their tools read
 * through SWR, so the area mounts its provider; each page mounts its own
 * messages (booking-messages.tsx), only those it reads. The toaster comes with the
 * first toast (components/providers/lazy-toast.ts): a rate finder's visitor
 * whose quote goes well never downloads it.
 */
export default async function BookingLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <TopBar />
      <div className="relative h-16 bg-brand-900">
        <HomeNav />
      </div>
      <main id="main">
        <DataProvider>{children}</DataProvider>
      </main>
      <SiteFooter />
    </>
  );
}
