import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLdScript } from 'next-seo';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { CONTACT_NAMESPACES } from '@/components/forms/contact-namespaces';
import { telLink } from '@/components/marketing/contact-links';
import { Faq } from '@/components/marketing/faq';
import { PageHeader } from '@/components/marketing/page-header';
import { siteText } from '@/components/marketing/site-text';
import { faqFor, faqQuestionsFor } from '@/lib/content/localized';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localizePath } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'helpDesk');
}

export default async function HelpDeskPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.helpDesk');
  const { phone, hours } = siteText(locale);
  // Anchors from the English topics, the same in both languages (#faq-tracking).
  const topicIds = faqFor('en').map((g) => `faq-${slugify(g.topic)}`);
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faqQuestionsFor(locale).map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  };
  return (
    <>
      {/* The page's first structured data, as next-seo's FAQJsonLd wrote it, with the language. */}
      <JsonLdScript data={faqPage} scriptKey="faq-jsonld" />
      <PageHeader title={t('title')} intro={t('intro')} />

      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">
        <h2 className="text-2xl font-bold text-brand-900">{t('faq')}</h2>
        {faqFor(locale).map((group, i) => (
          <section key={group.topic} aria-labelledby={topicIds[i]}>
            <h3 id={topicIds[i]} className="mb-3 text-xl font-semibold text-ink">
              {group.topic}
            </h3>
            <Faq items={group.items} />
          </section>
        ))}
      </div>

      <section aria-labelledby="help-form-heading" className="bg-canvas px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="help-form-heading" className="text-2xl font-bold text-brand-900">
            {t('stillNeedHelp')}
          </h2>
          <p className="mt-2 mb-6 text-muted">
            {t.rich('stillNeedHelpText', {
              tel: telLink,
              phone,
              hours,
              terms: (chunks) => (
                <Link href={localizePath('/terms-and-conditions', locale)} className="font-semibold text-brand-800 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          {/* The form's own words (and the kit's) for its client island, as on /contact-us. */}
          <ClientMessages namespaces={CONTACT_NAMESPACES}>
            <ContactForm source="help-desk" />
          </ClientMessages>
        </div>
      </section>
    </>
  );
}

function slugify(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
