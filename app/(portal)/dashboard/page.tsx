import { DashboardSummary } from '@/components/portal/dashboard-summary';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Dashboard');

export default function DashboardPage() {
  return (
    <GatedPage path="/Dashboard">
      <DashboardSummary />
    </GatedPage>
  );
}
