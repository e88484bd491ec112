import { ServiceTypesManager } from '@/components/admin/service-types/service-types-manager';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/ManageServiceTypes');

export default async function ManageServiceTypesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/ManageServiceTypes">
      <ServiceTypesManager />
    </PortalPage>
  );
}
