import type { Metadata } from 'next';
import { Fragment } from 'react';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { CAREERS } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description: `Work at ${site.name}: open roles for delivery drivers, warehouse associates, customer care agents and customs clearance staff in Dubai and Sharjah.`,
  path: '/Career',
});

const applyHref = (role: string) => `mailto:${site.email}?subject=${encodeURIComponent(`Application: ${role}`)}`;

export default async function CareerPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader title="Careers" intro={CAREERS.intro} />

      <Section id="why" title={`Why join ${site.name}`}>
        <CardGrid items={CAREERS.why} columns={4} />
      </Section>

      <Section id="roles" title="Open roles" tinted>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {CAREERS.roles.map((role) => (
            <RoleCard key={role.title} role={role} />
          ))}
        </div>
      </Section>

      <Section id="apply" title="How to apply" width="prose">
        <p className="mt-3 text-lg text-ink">{CAREERS.howToApply}</p>
        <p className="mt-3 text-muted">
          Questions about a role? Call us on{' '}
          <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
            {site.phone}
          </a>
          , {site.hours}.
        </p>
      </Section>
    </>
  );
}

function RoleCard({ role }: { role: (typeof CAREERS.roles)[number] }) {
  const lists = [
    ['What you will do', role.responsibilities],
    ['What you bring', role.requirements],
  ] as const;
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
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
            {items.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      <a href={applyHref(role.title)} className="mt-5 self-start rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Apply for {role.title}
      </a>
    </article>
  );
}
