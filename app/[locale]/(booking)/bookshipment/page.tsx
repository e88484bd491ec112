import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { BookingEntry } from '@/components/booking/booking-entry';
import { siteText } from '@/components/marketing/site-text';
import { SessionProviders } from '@/components/providers/session-providers';
import { isLocale, localizePath, type Locale } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { BookingMessages } from '../booking-messages';
import { ToolPage } from '../tool-page';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const { locale: given } = await params;
  const locale = isLocale(given) ? given : 'en';
  const t = await getTranslations({ locale, namespace: 'metadata.booking.bookShipment' });
  return pageMetadata({ title: t('title'), description: t('description', { brand: siteText(locale).brand }), path: '/Bookshipment', locale });
}

export default async function BookShipmentPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('booking.page');
  return (
    <ToolPage title={t('title')} intro={t('intro')} asideWidth="narrow" aside={<GoodToKnow locale={locale} />}>
      {/* A signed-in customer books from their profile: the entry reads the session. */}
      <BookingMessages path="/Bookshipment">
        <SessionProviders>
          <BookingEntry />
        </SessionProviders>
      </BookingMessages>
    </ToolPage>
  );
}

const linkClass = 'font-semibold text-brand-800 underline';

async function GoodToKnow({ locale }: { locale: Locale }) {
  const t = await getTranslations('booking');
  const site = siteText(locale);
  return (
    <div className="space-y-4 text-muted">
      <h2 className="text-lg font-bold text-brand-900">{t('page.goodToKnow')}</h2>
      <ul className="list-disc space-y-2 ps-5">
        <li>{t('page.hoursItem', { hours: site.hours })}</li>
        <li>{t('page.courierItem')}</li>
        <li>
          {t.rich('page.compareItem', {
            link: (chunks) => (
              <Link href={localizePath('/Ratefinder', locale)} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </li>
        <li>
          {t.rich('page.questionsItem', {
            phone: () => (
              <a href={site.phoneHref} dir="ltr" className={`${linkClass} whitespace-nowrap`}>
                {site.phone}
              </a>
            ),
          })}
        </li>
      </ul>
    </div>
  );
}
