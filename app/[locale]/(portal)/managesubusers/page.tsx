import { GatedPage } from '@/components/portal/gated-page';
import { ManageUsers } from '@/components/sub-users/manage-users';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/ManageSubUsers');

export default async function ManageSubUsersPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/ManageSubUsers">
      <ManageUsers />
    </GatedPage>
  );
}
