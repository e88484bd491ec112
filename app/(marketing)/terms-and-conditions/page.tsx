import type { Metadata } from 'next';
import { LegalDocument } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { DocumentSections } from '@/components/marketing/service-sections';
import { LEGAL_UPDATED, LEGAL_UPDATED_LABEL, TERMS } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Terms and Conditions',
  description: `The terms on which ${site.name} carries shipments in the UAE and abroad: booking, prohibited goods, customs, charges, delivery, liability and claims.`,
  path: '/terms-and-conditions',
});

export default function TermsPage() {
  return (
    <>
      <PageHeader title="Terms and Conditions" />
      <LegalDocument
        updated={LEGAL_UPDATED}
        updatedLabel={LEGAL_UPDATED_LABEL}
        footer={
          <>
            Questions about these terms? Email{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline">
              {site.email}
            </a>{' '}
            or call{' '}
            <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
              {site.phone}
            </a>
            .
          </>
        }
      >
        <DocumentSections sections={TERMS} />
      </LegalDocument>
    </>
  );
}
