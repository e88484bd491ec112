import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/TransactionHistory');

export default function TransactionHistoryPage() {
  return (
    <GatedPage path="/TransactionHistory">
      <ComingSoon>Your shipment transactions will be listed here.</ComingSoon>
    </GatedPage>
  );
}
