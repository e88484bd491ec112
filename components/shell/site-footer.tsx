import Link from 'next/link';
import { SERVICE_NAMES, SERVICE_SLUGS } from '@/lib/content/slugs';
import { site } from '@/lib/site';
import { CookieNotice } from './cookie-notice';
import { FooterContact } from './footer-contact';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';

const COLUMNS = [
  { title: 'Services', links: SERVICE_SLUGS.map((slug) => ({ label: SERVICE_NAMES[slug], href: `/services/${slug}.html` })) },
  {
    title: 'Company',
    links: [
      { label: 'Terms and Conditions', href: '/Termsconditions' },
      { label: 'Privacy Policy', href: '/Privacypolicy' },
      { label: 'Contact Us', href: '/Contact' },
      { label: 'Careers', href: '/Career' },
      { label: 'Blog', href: '/Blog' },
      { label: 'Help Desk', href: '/Helpdesk' },
    ],
  },
];

const WHATSAPP_ICON =
  'M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm5.4 13.3c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .3-3.4-.7-2.9-1.2-4.7-4.1-4.8-4.3-.1-.2-1.2-1.6-1.2-3s.7-2.1 1-2.4c.3-.3.6-.4.8-.4h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.4.6-.5.5c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.4 2.4 1.5.3.1.5.1.7-.1l1-1.2c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.6.3.1.2.1.7-.2 1.2z';

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <ScrollToTop />
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <Link href="/" className="inline-block rounded-control">
            <Logo tone="dark" size="lg" />
          </Link>
          <p className="mt-3 max-w-md">
            Same-day and next-day courier services across all seven emirates, and international courier services to more than
            220 countries, from our hubs in Dubai, Abu Dhabi and Sharjah.
          </p>
          <p className="mt-3">
            Working hours: <strong className="text-white">{site.hours}</strong>
          </p>
          <p className="mt-1">
            Hotline:{' '}
            <a href={site.phoneHref} className="font-semibold text-white underline">
              {site.phone}
            </a>
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="font-semibold text-white">{col.title}</h2>
            <ul className="mt-3 space-y-1.5">
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            {col.title === 'Company' && (
              <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social media">
                {Object.entries(site.socials).map(([name, href]) => (
                  <li key={name}>
                    <a href={href} rel="noopener noreferrer" target="_blank" className="capitalize hover:underline">
                      {name === 'x' ? 'X' : name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        ))}
      </div>
      <FooterContact />
      <p className="border-t border-white/10 py-4 text-center text-sm">
        © {site.copyrightYear} {site.legalName}. All rights reserved.
      </p>
      <a
        href={`https://wa.me/${site.whatsapp}`}
        rel="noopener noreferrer"
        target="_blank"
        aria-label="Chat on WhatsApp"
        className="fixed bottom-20 right-4 z-40 inline-flex h-14 w-14 items-center justify-center gap-2 rounded-pill bg-success-700 font-semibold text-white shadow-raised sm:h-auto sm:w-auto sm:px-4 sm:py-3"
      >
        {/* A round button on phones, where a label would cover the page. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7 sm:h-5 sm:w-5">
          <path fill="currentColor" d={WHATSAPP_ICON} />
        </svg>
        <span className="hidden sm:inline">Chat on WhatsApp</span>
      </a>
      <CookieNotice />
    </footer>
  );
}
