import { PortalPage } from '@/components/portal/portal-page';
import { ManageUsers } from '@/components/sub-users/manage-users';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/ManageSubUsers');

export default async function ManageSubUsersPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/ManageSubUsers">
      <ManageUsers />
    </PortalPage>
  );
}
