import { ApiWebhooksScreen } from '@/components/portal/api-webhooks/api-webhooks-screen';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/ApiWebhooks');

export default async function ApiWebhooksPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/ApiWebhooks">
      <ApiWebhooksScreen />
    </PortalPage>
  );
}
