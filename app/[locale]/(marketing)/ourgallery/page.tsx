import type { Metadata } from 'next';
import { ArtImage } from '@/components/marketing/art-image';
import { PageHeader } from '@/components/marketing/page-header';
import { GALLERY } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata: Metadata = pageMetadata({
  title: 'Media Gallery',
  description: `A look inside ${site.name}: our Dubai hub, delivery fleet, riders, sorting line, fulfilment centre and the team behind every delivery.`,
  path: '/OurGallery',
});

export default async function GalleryPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <>
      <PageHeader
        title="Media Gallery"
        intro="Our hubs, vehicles and people, and the work that goes into every parcel we deliver."
        crumb="Media"
      />
      <section aria-label="Gallery" className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {GALLERY.map((item, i) => (
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
