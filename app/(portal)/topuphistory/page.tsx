import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Topuphistory');

export default function TopupHistoryPage() {
  return (
    <GatedPage path="/Topuphistory">
      <ComingSoon>Your prepaid top-up requests and their status will be listed here.</ComingSoon>
    </GatedPage>
  );
}
