import type { Metadata } from 'next';
import { PRIVACY } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { EmailLink, LegalPage } from '../legal-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses, shares and protects personal data under the UAE PDPL (Federal Decree-Law No. 45 of 2021), our cookies and your rights.`,
  path: '/privacy-and-policy',
});

export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <LegalPage
      title="Privacy Policy"
      sections={PRIVACY}
      footer={
        <>
          To exercise your rights or ask about this policy, email <EmailLink />.
        </>
      }
    />
  );
}
