import { Dashboard } from '@/components/dashboard/dashboard';
import { DashboardSummary } from '@/components/portal/dashboard-summary';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Dashboard');

/** The figures of a date range, then the account and its permissions. */
export default async function DashboardPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Dashboard">
      <Dashboard />
      <DashboardSummary />
    </PortalPage>
  );
}
