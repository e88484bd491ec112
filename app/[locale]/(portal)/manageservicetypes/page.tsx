import { ServiceTypesManager } from '@/components/admin/service-types/service-types-manager';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata = portalMetadata('/ManageServiceTypes');

export default async function ManageServiceTypesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/ManageServiceTypes">
      <ServiceTypesManager />
    </GatedPage>
  );
}
