import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { telLink } from '@/components/marketing/contact-links';
import { PageHeader } from '@/components/marketing/page-header';
import { siteText } from '@/components/marketing/site-text';
import { pagesFor } from '@/lib/content/localized';
import type { Role } from '@/lib/content/pages';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'careers');
}

export default async function CareerPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.careers');
  const { careers } = pagesFor(locale);
  const { brand, phone, hours } = siteText(locale);
  const labels: RoleLabels = {
    lists: [t('responsibilities'), t('requirements')],
    apply: (role) => t('applyFor', { role }),
    subject: (role) => t('applySubject', { role }),
  };
  return (
    <>
      <PageHeader title={t('title')} intro={careers.intro} />

      <Section id="why" title={t('why', { brand })}>
        <CardGrid items={careers.why} columns={4} />
      </Section>

      <Section id="roles" title={t('roles')} tinted>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {careers.roles.map((role) => (
            <RoleCard key={role.title} role={role} labels={labels} />
          ))}
        </div>
      </Section>

      <Section id="apply" title={t('apply')} width="prose">
        <p className="mt-3 text-lg text-ink">{careers.howToApply}</p>
        <p className="mt-3 text-muted">{t.rich('questions', { tel: telLink, phone, hours })}</p>
      </Section>
    </>
  );
}

interface RoleLabels {
  /** Headings of the two lists: responsibilities, requirements. */
  lists: [string, string];
  apply: (role: string) => string;
  /** The e-mail's subject line. */
  subject: (role: string) => string;
}

function RoleCard({ role, labels }: { role: Role; labels: RoleLabels }) {
  const lists = [
    [labels.lists[0], role.responsibilities],
    [labels.lists[1], role.requirements],
  ] as const;
  const applyHref = `mailto:${site.email}?subject=${encodeURIComponent(labels.subject(role.title))}`;
  return (
    <article className="flex flex-col rounded-lg border border-line bg-surface p-6">
      <h3 className="text-xl font-bold text-ink">{role.title}</h3>
      <p className="mt-1 text-sm font-medium text-muted">
        {role.location} · {role.type}
      </p>
      <p className="mt-3 text-ink">{role.summary}</p>
      {lists.map(([heading, items]) => (
        <Fragment key={heading}>
          <h4 className="mt-4 font-semibold text-ink">{heading}</h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-muted">
            {items.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      <a href={applyHref} className="mt-5 self-start rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {labels.apply(role.title)}
      </a>
    </article>
  );
}
