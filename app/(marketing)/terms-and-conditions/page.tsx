import type { Metadata } from 'next';
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
      <PageHeader title="Terms and Conditions" crumbs={[{ label: 'Home', href: '/' }, { label: 'Terms and Conditions' }]} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <p className="mb-8 text-slate-700">
          Last updated: <time dateTime={LEGAL_UPDATED}>{LEGAL_UPDATED_LABEL}</time>
        </p>
        <DocumentSections sections={TERMS} />
        <p className="mt-10 text-slate-700">
          Questions about these terms? Email{' '}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline">
            {site.email}
          </a>{' '}
          or call{' '}
          <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
            {site.phone}
          </a>
          .
        </p>
      </div>
    </>
  );
}
