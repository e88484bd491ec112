import type { Metadata } from 'next';
import { CardGrid, Section } from '@/components/marketing/content-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { CAREERS } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description: `Work at ${site.name}: open roles for delivery drivers, warehouse associates, customer care agents and customs clearance staff in Dubai and Sharjah.`,
  path: '/Career',
});

const applyHref = (role: string) => `mailto:${site.email}?subject=${encodeURIComponent(`Application: ${role}`)}`;

export default function CareerPage() {
  return (
    <>
      <PageHeader title="Careers" intro={CAREERS.intro} />

      <Section id="why" title={`Why join ${site.name}`}>
        <CardGrid items={CAREERS.why} columns={4} />
      </Section>

      <section aria-labelledby="roles-heading" className="bg-slate-50 px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="roles-heading" className="text-2xl font-bold text-brand-900">
            Open roles
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {CAREERS.roles.map((role) => (
              <article key={role.title} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6">
                <h3 className="text-xl font-bold text-slate-900">{role.title}</h3>
                <p className="mt-1 text-sm font-medium text-slate-600">
                  {role.location} · {role.type}
                </p>
                <p className="mt-3 text-slate-800">{role.summary}</p>
                <h4 className="mt-4 font-semibold text-slate-900">What you will do</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {role.responsibilities.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <h4 className="mt-4 font-semibold text-slate-900">What you bring</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {role.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <a
                  href={applyHref(role.title)}
                  className="mt-5 self-start rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Apply for {role.title}
                </a>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="apply-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="apply-heading" className="text-2xl font-bold text-brand-900">
          How to apply
        </h2>
        <p className="mt-3 text-lg text-slate-800">{CAREERS.howToApply}</p>
        <p className="mt-3 text-slate-700">
          Questions about a role? Call us on{' '}
          <a href={site.phoneHref} className="font-semibold text-brand-800 underline">
            {site.phone}
          </a>
          , {site.hours}.
        </p>
      </section>
    </>
  );
}
