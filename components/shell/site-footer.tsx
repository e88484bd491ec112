import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { SITE_AR } from '@/lib/content/ar/site';
import { serviceNamesFor } from '@/lib/content/localized';
import { SERVICE_SLUGS } from '@/lib/content/slugs';
import { localizePath } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { CookieNotice } from './cookie-notice';
import { FooterContact } from './footer-contact';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';

const COMPANY_LINKS = [
  ['terms', '/Termsconditions'],
  ['privacy', '/Privacypolicy'],
  ['contact', '/Contact'],
  ['careers', '/Career'],
  ['blog', '/Blog'],
  ['helpDesk', '/Helpdesk'],
  ['developers', '/developers'],
] as const;

const WHATSAPP_ICON =
  'M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm5.4 13.3c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .3-3.4-.7-2.9-1.2-4.7-4.1-4.8-4.3-.1-.2-1.2-1.6-1.2-3s.7-2.1 1-2.4c.3-.3.6-.4.8-.4h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.4.6-.5.5c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.4 2.4 1.5.3.1.5.1.7-.1l1-1.2c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.6.3.1.2.1.7-.2 1.2z';

export async function SiteFooter() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shell')]);
  const ar = locale === 'ar';
  const names = serviceNamesFor(locale);
  const columns = [
    { id: 'services', title: t('footer.services'), links: SERVICE_SLUGS.map((slug) => ({ label: names[slug], href: `/services/${slug}.html` })) },
    { id: 'company', title: t('footer.company'), links: COMPANY_LINKS.map(([key, href]) => ({ label: t(`footer.links.${key}`), href })) },
  ];
  return (
    <footer className="bg-brand-900 text-brand-50">
      <ScrollToTop />
      {/* Rendered as it comes near the screen (render-near-view). Until then a contrast check (Lighthouse's axe)
          finds its links' background in the box that stands in for it: so that box paints the footer's colour and
          is as tall as the columns (about 930 px on a phone, 410–470 from 768 px), or the lower links would fall
          on the white contact card below. */}
      <div className="render-near-view mx-auto grid grid-cols-1 max-w-6xl gap-8 bg-brand-900 px-4 py-12 [--near-view-height:1000px] md:grid-cols-4 md:[--near-view-height:500px]">
        <div className="md:col-span-2">
          <Link href={localizePath('/', locale)} className="inline-block rounded-control">
            <Logo tone="dark" size="lg" />
          </Link>
          <p className="mt-3 max-w-md">{t('footer.about')}</p>
          <p className="mt-3">
            {t.rich('footer.hours', {
              hours: ar ? SITE_AR.hours : site.hours,
              strong: (chunks) => <strong className="text-white">{chunks}</strong>,
            })}
          </p>
          <p className="mt-1">
            {t('footer.hotline')}{' '}
            <a href={site.phoneHref} dir="ltr" className="font-semibold text-white underline">
              {site.phone}
            </a>
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.id} aria-label={col.title}>
            <h2 className="font-semibold text-white">{col.title}</h2>
            <ul className="mt-3 space-y-1.5">
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={localizePath(l.href, locale)} className="hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            {col.id === 'company' && (
              <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('footer.social')}>
                {(Object.entries(site.socials) as [keyof typeof site.socials, string][]).map(([name, href]) => (
                  <li key={name}>
                    <a href={href} rel="noopener noreferrer" target="_blank" className="capitalize hover:underline">
                      {t(`footer.socials.${name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        ))}
      </div>
      <FooterContact
        texts={{
          title: t('footer.contact.title'),
          hasForm: t('footer.contact.hasForm'),
          intro: t('footer.contact.intro'),
          loading: t('footer.contact.loading'),
        }}
      />
      <p className="border-t border-white/10 py-4 text-center text-sm">
        {t('footer.copyright', { year: String(site.copyrightYear), legalName: ar ? SITE_AR.legalName : site.legalName })}
      </p>
      <a
        href={`https://wa.me/${site.whatsapp}`}
        rel="noopener noreferrer"
        target="_blank"
        aria-label={t('footer.whatsapp')}
        className="fixed bottom-20 end-4 z-40 inline-flex h-14 w-14 items-center justify-center gap-2 rounded-pill bg-success-700 font-semibold text-white shadow-raised sm:h-auto sm:w-auto sm:px-4 sm:py-3"
      >
        {/* A round button on phones, where a label would cover the page. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 sm:h-5 sm:w-5">
          <path fill="currentColor" d={WHATSAPP_ICON} />
        </svg>
        <span className="hidden sm:inline">{t('footer.whatsapp')}</span>
      </a>
      <CookieNotice texts={{ label: t('cookie.label'), text: t('cookie.text'), accept: t('cookie.accept'), close: t('cookie.close') }} />
    </footer>
  );
}
