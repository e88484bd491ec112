import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/ManageServiceTypes');

export default function ManageServiceTypesPage() {
  return (
    <GatedPage path="/ManageServiceTypes">
      <ComingSoon>You will be able to add, edit and remove service types here.</ComingSoon>
    </GatedPage>
  );
}
