import type { ReactNode } from 'react';
import { LegalDocument } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { DocumentSections } from '@/components/marketing/service-sections';
import { LEGAL_UPDATED, LEGAL_UPDATED_LABEL, type DocSection } from '@/lib/content/pages';
import { site } from '@/lib/site';

const linkClass = 'font-semibold text-brand-800 underline';

/** The terms and the privacy policy: title, date of the last update, numbered sections, and whom to ask. */
export function LegalPage({ title, sections, footer }: { title: string; sections: readonly DocSection[]; footer: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <LegalDocument updated={LEGAL_UPDATED} updatedLabel={LEGAL_UPDATED_LABEL} footer={footer}>
        <DocumentSections sections={sections} />
      </LegalDocument>
    </>
  );
}

export const EmailLink = () => (
  <a href={`mailto:${site.email}`} className={linkClass}>
    {site.email}
  </a>
);

export const PhoneLink = () => (
  <a href={site.phoneHref} className={linkClass}>
    {site.phone}
  </a>
);
