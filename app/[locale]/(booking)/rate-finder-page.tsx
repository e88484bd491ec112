import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RateFinderScope } from '@/components/rates/form-values';
import { PricingExplainer } from '@/components/rates/pricing-explainer';
import { RateFinderForm } from '@/components/rates/rate-finder-form';
import { isLocale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { ToolPage } from './tool-page';

/** What differs between the domestic (/Ratefinder) and international (/InternationalRatefinder) rate finders. */
const PATHS: Record<RateFinderScope, string> = { domestic: '/Ratefinder', international: '/InternationalRatefinder' };

export async function rateFinderMetadata(scope: RateFinderScope, params: LocaleParams): Promise<Metadata> {
  const { locale: given } = await params;
  const locale = isLocale(given) ? given : 'en';
  const t = await getTranslations({ locale, namespace: `metadata.rates.${scope}` });
  return pageMetadata({ title: t('title'), description: t('description'), path: PATHS[scope], locale });
}

/** A rate finder page: the form, and beside it how prices are worked out. */
export async function RateFinderPage({ scope }: { scope: RateFinderScope }) {
  const t = await getTranslations(`rates.page.${scope}`);
  return (
    <ToolPage title={t('title')} intro={t('intro')} aside={<PricingExplainer scope={scope} />}>
      <RateFinderForm scope={scope} />
    </ToolPage>
  );
}
