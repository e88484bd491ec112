// /developers/guide: the merchant API from a key to signed webhooks, static,
// in the page's language with the code left to right. No JavaScript of its own.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { GuideBlocks } from '@/components/developers/guide-blocks';
import { PageHeader } from '@/components/marketing/page-header';
import { guideFor } from '@/lib/content/localized';
import { localizePath } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { developersMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return developersMetadata(params, 'guide');
}

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

export default async function DevelopersGuidePage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('developers');
  const sections = guideFor(locale);
  return (
    <>
      <PageHeader title={t('guide.title')} intro={t('guide.intro')} crumbs={[{ label: t('reference.title'), href: '/developers' }]} />
      <div className="mx-auto max-w-6xl px-4 py-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-labelledby="guide-toc" className="mb-8 lg:mb-0">
          <div className="rounded-card border border-line bg-canvas p-4 lg:sticky lg:top-24">
            <h2 id="guide-toc" className="text-sm font-semibold uppercase tracking-wide text-muted">
              {t('guide.onThisPage')}
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="min-w-0 max-w-3xl">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24 pb-10">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-brand-900">
                {s.title}
              </h2>
              <GuideBlocks blocks={s.blocks} locale={locale} />
            </section>
          ))}
          <p className="border-t border-line pt-6 text-muted">
            {t.rich('guide.reference', {
              link: (c) => (
                <Link href={localizePath('/developers', locale)} className={link}>
                  {c}
                </Link>
              ),
            })}
          </p>
        </article>
      </div>
    </>
  );
}
