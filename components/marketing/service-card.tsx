import { useLocale, useTranslations } from 'next-intl';
import type { ServiceContent } from '@/lib/content/services';
import { localizePath } from '@/lib/i18n/locales';
import { servicePath } from '@/lib/routes';
import { MediaCard } from './media-card';

const TEXT_LINK = 'mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** One service in a grid: illustration, name, intro and a link to its page. */
export function ServiceCard({ service }: { service: ServiceContent }) {
  const t = useTranslations('marketing.services');
  const locale = useLocale();
  const link = (
    <>
      {t('readMore', { name: service.name })}
      {/* The arrow points onward: to the left on Arabic pages (a character, so the link's underline runs under it). */}
      <span aria-hidden="true">{locale === 'ar' ? ' ←' : ' →'}</span>
    </>
  );
  return <MediaCard image={service.image} imageAlt="" width={400} height={300} title={service.name} text={service.intro} href={localizePath(servicePath(service.slug), locale)} link={link} linkClass={TEXT_LINK} />;
}
