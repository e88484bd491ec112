'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useMemo } from 'react';
import { PageHeader } from '@/components/ui/states';
import { canOpen, isStaff, pageTitleKey, portalPage } from '@/lib/portal-nav';
import { StaffLinks } from './staff-home';
import { useProfile } from './use-profile';

/**
 * A portal page behind its gate from lib/routes.ts. The request gate has
 * already checked the session and the portal layout has loaded the profile;
 * this checks the page's own rule (role, permission or prepaid account).
 */
export function GatedPage({ path, children }: { path: string; children?: React.ReactNode }) {
  const t = useTranslations('portal');
  const { data } = useProfile();
  const page = portalPage(path);
  // The same element while the children are: rendering this again (a new profile) then leaves a
  // page still hydrating under the boundary to hydrate at its pace, instead of all at once (issue 12).
  const body = useMemo(() => <Suspense>{children}</Suspense>, [children]);
  if (!page) throw new Error(`${path} is not a page in lib/routes.ts`);
  // The layout renders pages only once the profile is there; nothing to show before.
  if (!data) return null;

  const user = data.data;
  if (!canOpen(page.gate, user)) {
    // Staff (Ops, Courier) have no dashboard: theirs is a page of links to what they may open.
    if (isStaff(user) && page.path === '/Dashboard') {
      return (
        <section className="max-w-6xl space-y-5">
          <PageHeader title={t(pageTitleKey(page, user))}>{user.user.Role === 'Ops' && t('staffHome.intro')}</PageHeader>
          <StaffLinks user={user} />
        </section>
      );
    }
    return (
      <section className="max-w-5xl space-y-4 rounded-card border border-danger-200 bg-surface p-6">
        <h1 className="text-lg font-semibold text-danger-800">{t('notAuthorized')}</h1>
        {isStaff(user) && <StaffLinks user={user} />}
      </section>
    );
  }
  return (
    <section className="max-w-6xl space-y-5">
      <PageHeader title={t(pageTitleKey(page, user))} />
      {/* Lists and tabs keep their state in the address (useSearchParams). */}
      {body}
    </section>
  );
}
