import { PortalPage } from '@/components/portal/portal-page';
import { NotificationSettingsScreen } from '@/components/portal/notification-settings/notification-settings-screen';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/NotificationSettings');

export default async function NotificationSettingsPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/NotificationSettings">
      <NotificationSettingsScreen />
    </PortalPage>
  );
}
