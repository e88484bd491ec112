import { ApiWebhooksScreen } from '@/components/portal/api-webhooks/api-webhooks-screen';
import { GatedPage } from '@/components/portal/gated-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/ApiWebhooks');

export default async function ApiWebhooksPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/ApiWebhooks">
      <ApiWebhooksScreen />
    </GatedPage>
  );
}
