import Link from 'next/link';
import { SERVICE_NAMES, SERVICE_SLUGS } from '@/lib/content/slugs';
import { site } from '@/lib/site';
import { CookieNotice } from './cookie-notice';
import { FooterContact } from './footer-contact';
import { ScrollToTop } from './scroll-to-top';

const COMPANY_LINKS = [
  { label: 'Terms and Conditions', href: '/Termsconditions' },
  { label: 'Privacy Policy', href: '/Privacypolicy' },
  { label: 'Contact Us', href: '/Contact' },
  { label: 'Careers', href: '/Career' },
  { label: 'Blog', href: '/Blog' },
  { label: 'Help Desk', href: '/Helpdesk' },
];

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <ScrollToTop />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-xl font-bold text-white">{site.name}</p>
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
        <nav aria-label="Services">
          <h2 className="font-semibold text-white">Services</h2>
          <ul className="mt-3 space-y-1.5">
            {SERVICE_SLUGS.map((slug) => (
              <li key={slug}>
                <a href={`/services/${slug}.html`} className="hover:underline">
                  {SERVICE_NAMES[slug]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-1.5">
            {COMPANY_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social media">
            {Object.entries(site.socials).map(([name, href]) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank" className="capitalize hover:underline">
                  {name === 'x' ? 'X' : name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <FooterContact />
      <p className="border-t border-white/10 py-4 text-center text-sm">
        © {site.copyrightYear} {site.legalName}. All rights reserved.
      </p>
      <a
        href={`https://wa.me/${site.whatsapp}`}
        rel="noopener noreferrer"
        target="_blank"
        className="fixed bottom-20 right-4 z-40 rounded-full bg-green-700 px-4 py-3 font-semibold text-white shadow-lg"
      >
        Chat on WhatsApp
      </a>
      <CookieNotice />
    </footer>
  );
}
