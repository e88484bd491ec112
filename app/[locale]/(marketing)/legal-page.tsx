import type { ReactNode } from 'react';
import { LegalDocument } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { DocumentSections } from '@/components/marketing/service-sections';
import type { DocSection } from '@/lib/content/pages';
import { pagesFor } from '@/lib/content/localized';
import type { Locale } from '@/lib/i18n/locales';

/** The terms and the privacy policy: title, date of the last update, numbered sections, and whom to ask. */
export function LegalPage({ locale, title, sections, footer }: { locale: Locale; title: string; sections: readonly DocSection[]; footer: ReactNode }) {
  const { legalUpdated, legalUpdatedLabel } = pagesFor(locale);
  return (
    <>
      <PageHeader title={title} />
      <LegalDocument updated={legalUpdated} updatedLabel={legalUpdatedLabel} footer={footer}>
        <DocumentSections sections={sections} />
      </LegalDocument>
    </>
  );
}
