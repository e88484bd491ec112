import type { Metadata } from 'next';
import { LegalDocument } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { DocumentSections } from '@/components/marketing/service-sections';
import { LEGAL_UPDATED, LEGAL_UPDATED_LABEL, PRIVACY } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses, shares and protects personal data under the UAE PDPL (Federal Decree-Law No. 45 of 2021), our cookies and your rights.`,
  path: '/privacy-and-policy',
});

export default function PrivacyPage() {
  return (
    <>
      <PageHeader title="Privacy Policy" />
      <LegalDocument
        updated={LEGAL_UPDATED}
        updatedLabel={LEGAL_UPDATED_LABEL}
        footer={
          <>
            To exercise your rights or ask about this policy, email{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline">
              {site.email}
            </a>
            .
          </>
        }
      >
        <DocumentSections sections={PRIVACY} />
      </LegalDocument>
    </>
  );
}
