import { CourierApp } from '@/components/courier/courier-app';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

/**
 * The courier's day (issue 15). The run is read in the browser, not here:
 * the app must show it from the phone's own copy when there is no network,
 * so the client owns it (components/courier/use-courier-run.ts).
 */
export default async function CourierPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return <CourierApp />;
}
