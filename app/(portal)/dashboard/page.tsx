import { Dashboard } from '@/components/dashboard/dashboard';
import { DashboardSummary } from '@/components/portal/dashboard-summary';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Dashboard');

/** The figures of a date range, then the account and its permissions. */
export default function DashboardPage() {
  return (
    <GatedPage path="/Dashboard">
      <Dashboard />
      <DashboardSummary />
    </GatedPage>
  );
}
