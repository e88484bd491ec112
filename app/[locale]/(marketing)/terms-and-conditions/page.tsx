import type { Metadata } from 'next';
import { TERMS } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { EmailLink, LegalPage, PhoneLink } from '../legal-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Terms and Conditions',
  description: `The terms on which ${site.name} carries shipments in the UAE and abroad: booking, prohibited goods, customs, charges, delivery, liability and claims.`,
  path: '/terms-and-conditions',
});

export default async function TermsPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <LegalPage
      title="Terms and Conditions"
      sections={TERMS}
      footer={
        <>
          Questions about these terms? Email <EmailLink /> or call <PhoneLink />.
        </>
      }
    />
  );
}
