import type { Metadata } from 'next';
import Link from 'next/link';
import { FAQJsonLd } from 'next-seo';
import { ContactForm } from '@/components/forms/contact-form';
import { Faq } from '@/components/marketing/faq';
import { PageHeader } from '@/components/marketing/page-header';
import { Toasts } from '@/components/providers/toasts';
import { HELP_DESK_FAQ, HELP_DESK_QUESTIONS } from '@/lib/content/faq';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Help Desk',
  description: `Answers about tracking, rates, pickups, customs, cash on delivery and damaged parcels, and a form to reach the ${site.name} customer care team.`,
  path: '/help-desk',
});

export default async function HelpDeskPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <FAQJsonLd questions={HELP_DESK_QUESTIONS.map((q) => ({ question: q.question, answer: q.answer }))} />
      <PageHeader
        title="Help Desk"
        intro="Find quick answers to the questions we hear most often, or send us a message and we will reply within one working day."
      />

      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">
        <h2 className="text-2xl font-bold text-brand-900">Frequently asked questions</h2>
        {HELP_DESK_FAQ.map((group) => (
          <section key={group.topic} aria-labelledby={`faq-${slugify(group.topic)}`}>
            <h3 id={`faq-${slugify(group.topic)}`} className="mb-3 text-xl font-semibold text-ink">
              {group.topic}
            </h3>
            <Faq items={group.items} />
          </section>
        ))}
      </div>

      <section aria-labelledby="help-form-heading" className="bg-canvas px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="help-form-heading" className="text-2xl font-bold text-brand-900">
            Still need help?
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Send us a message, call{' '}
            <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
              {site.phone}
            </a>{' '}
            ({site.hours}), or read our{' '}
            <Link href="/terms-and-conditions" className="font-semibold text-brand-800 underline">
              terms and conditions
            </Link>{' '}
            for claims.
          </p>
          <ContactForm source="help-desk" />
          <Toasts />
        </div>
      </section>
    </>
  );
}

function slugify(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
