import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mailLink, telLink } from '@/components/marketing/contact-links';
import { siteText } from '@/components/marketing/site-text';
import { pagesFor } from '@/lib/content/localized';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { LegalPage } from '../legal-page';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'terms');
}

export default async function TermsPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.legal');
  const { phone, email } = siteText(locale);
  return (
    <LegalPage
      locale={locale}
      title={t('termsTitle')}
      sections={pagesFor(locale).terms}
      footer={t.rich('termsFooter', { mail: mailLink, tel: telLink, email, phone })}
    />
  );
}
