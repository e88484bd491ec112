import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mailLink } from '@/components/marketing/contact-links';
import { siteText } from '@/components/marketing/site-text';
import { pagesFor } from '@/lib/content/localized';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { LegalPage } from '../legal-page';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'privacy');
}

export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.legal');
  return (
    <LegalPage
      locale={locale}
      title={t('privacyTitle')}
      sections={pagesFor(locale).privacy}
      footer={t.rich('privacyFooter', { mail: mailLink, email: siteText(locale).email })}
    />
  );
}
