import { ServiceTypesManager } from '@/components/admin/service-types/service-types-manager';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/ManageServiceTypes');

export default function ManageServiceTypesPage() {
  return (
    <GatedPage path="/ManageServiceTypes">
      <ServiceTypesManager />
    </GatedPage>
  );
}
