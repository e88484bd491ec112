import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArtImage } from '@/components/marketing/art-image';
import { PageHeader } from '@/components/marketing/page-header';
import { pagesFor } from '@/lib/content/localized';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { marketingMetadata } from '../page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return marketingMetadata(params, 'gallery');
}

export default async function GalleryPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('marketing.gallery');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} crumb={t('crumb')} />
      <section aria-label={t('label')} className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pagesFor(locale).gallery.map((item, i) => (
            <li key={item.src}>
              <figure className="overflow-hidden rounded-lg border border-line bg-surface shadow-sm">
                <ArtImage
                  src={item.src}
                  alt={item.alt}
                  width={800}
                  height={600}
                  unoptimized
                  // The first row is on screen at once; the first picture is the largest paint on a phone.
                  preload={i === 0}
                  loading={i < 3 ? 'eager' : undefined}
                  className="h-auto w-full"
                />
                <figcaption className="p-4 text-muted">{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
