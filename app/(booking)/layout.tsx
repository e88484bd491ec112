import { HomeNav } from '@/components/home/home-nav';
import { SiteFooter } from '@/components/shell/site-footer';
import { TopBar } from '@/components/shell/top-bar';

/**
 * Rate finders, booking and thank-you pages: the home navigation (the spec
 * hides its Delivery Services link on /Ratefinder and /Bookshipment) over a
 * dark band, since these pages have no hero video behind it.
 */
export default function BookingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TopBar />
      <div className="relative h-16 bg-brand-900">
        <HomeNav />
      </div>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
