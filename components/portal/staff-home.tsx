'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { useLocalizePath } from '@/lib/i18n/client';
import { COURIER_HOME } from '@/lib/landing';
import { visibleNav, type PortalUser } from '@/lib/portal-nav';

/**
 * The pages a staff login may open (issue 15), as large links: Ops' Home in
 * the portal (the Dashboard is a customer's page), and the way out of a page
 * they may not open. A courier is pointed to the courier app.
 */
export function StaffLinks({ user }: { user: PortalUser }) {
  const t = useTranslations('portal');
  const localize = useLocalizePath();
  if (user.user.Role === 'Courier') {
    return (
      <div className="space-y-3">
        <p className="text-muted">{t('staffHome.courierIntro')}</p>
        <Link href={localize(COURIER_HOME)} className={buttonClass('primary')}>
          {t('staffHome.openCourierApp')}
        </Link>
      </div>
    );
  }
  const items = visibleNav(user).filter((item) => item.href !== '/');
  return (
    <nav aria-label={t('staffHome.links')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={localize(item.href)}
              className="flex min-h-tap items-center rounded-card border border-line bg-surface p-4 font-semibold text-brand-800 shadow-card hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t(item.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
