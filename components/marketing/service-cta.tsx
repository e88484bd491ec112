import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { localizePath } from '@/lib/i18n/locales';
import { telLink } from './contact-links';
import { siteText } from './site-text';

/** The call to action under a service: get a rate, book, or call. */
export function ServiceCta({ heading }: { heading?: string }) {
  const t = useTranslations('marketing.cta');
  const locale = useLocale();
  const { phone, hours } = siteText(locale);
  return (
    <section aria-labelledby="cta-heading" className="render-near-view bg-brand-50 px-4 py-12">
      <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold text-brand-900">
            {heading ?? t('heading')}
          </h2>
          <p className="mt-2 text-muted">{t.rich('text', { tel: telLink, phone, hours })}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The tools are not prefetched: their forms' libraries would download as the visitor scrolls by. */}
          <Link href={localizePath('/Ratefinder', locale)} prefetch={false} className={buttonClass()}>
            {t('rates')}
          </Link>
          <Link href={localizePath('/Bookshipment', locale)} prefetch={false} className={buttonClass('secondary')}>
            {t('book')}
          </Link>
        </div>
      </div>
    </section>
  );
}
