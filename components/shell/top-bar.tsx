import { site } from '@/lib/site';
import { AccountLinks } from './account-links';

/** The promo line and the account links (Login/Register, or the Customer Portal menu). */
export function TopBar() {
  return (
    <section aria-label="Announcements and account" className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p>{site.promo}</p>
        <AccountLinks />
      </div>
    </section>
  );
}
