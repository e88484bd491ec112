import { GatedPage } from '@/components/portal/gated-page';
import { TopupHistory } from '@/components/prepaid/topup-history';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Topuphistory');

export default function TopupHistoryPage() {
  return (
    <GatedPage path="/Topuphistory">
      <TopupHistory />
    </GatedPage>
  );
}
