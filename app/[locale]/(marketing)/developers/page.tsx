// /developers: the merchant API reference (Scalar, from the generated OpenAPI
// document) under a short introduction in the page's language. The reference
// itself stays English; only it loads JavaScript beyond the site's own.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ApiReference, OPENAPI_URL } from '@/components/developers/api-reference';
import { InlineCode } from '@/components/developers/guide-text';
import { PageHeader } from '@/components/marketing/page-header';
import { localizePath } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { developersMetadata } from './page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return developersMetadata(params, 'reference');
}

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

export default async function DevelopersPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('developers.reference');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="border-b border-line bg-canvas">
        <ul className="mx-auto max-w-6xl list-disc space-y-1.5 px-4 py-6 ps-8 leading-7 text-ink">
          <li>{t.rich('testMode', { code: (c) => <InlineCode>{c}</InlineCode> })}</li>
          <li>
            {t.rich('getKey', {
              link: (c) => (
                <Link href={localizePath('/ApiWebhooks', locale)} prefetch={false} className={link}>
                  {c}
                </Link>
              ),
            })}
          </li>
          <li>
            {t.rich('guide', {
              link: (c) => (
                <Link href={localizePath('/developers/guide', locale)} className={link}>
                  {c}
                </Link>
              ),
            })}
          </li>
          <li>
            {t.rich('document', {
              link: (c) => (
                <a href={OPENAPI_URL} dir="ltr" className={link}>
                  {c}
                </a>
              ),
            })}
          </li>
          {locale === 'ar' && <li>{t('englishOnly')}</li>}
        </ul>
      </div>
      {/* A screen tall while the bundle loads: the footer stays below the fold (no layout shift when the reference mounts). */}
      <section aria-label={t('label')} className="min-h-screen">
        <ApiReference loading={t('loading')} />
        <noscript>
          <p className="mx-auto max-w-6xl px-4 py-12 text-muted">{t('noscript')}</p>
        </noscript>
      </section>
    </>
  );
}
