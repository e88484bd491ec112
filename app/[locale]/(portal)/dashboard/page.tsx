import { SWRConfig } from 'swr';
import { Dashboard } from '@/components/dashboard/dashboard';
import { readDashboard } from '@/components/dashboard/read-dashboard';
import { DashboardSummary } from '@/components/portal/dashboard-summary';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Dashboard');

/** The figures of a date range, then the account and its permissions. */
export default async function DashboardPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  // The first range's figures come with the HTML, not after a second round trip.
  const fallback = await readDashboard();
  return (
    <PortalPage path="/Dashboard">
      <SWRConfig value={{ fallback }}>
        <Dashboard />
      </SWRConfig>
      <DashboardSummary />
    </PortalPage>
  );
}
