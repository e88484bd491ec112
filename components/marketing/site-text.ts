// The brand and contact words a content page puts into its messages, in the
// page's language. Numbers, phone and e-mail are those of lib/site.ts in both
// languages; the Arabic words come from the Arabic content (lib/content/ar/site.ts).
import { SITE_AR } from '@/lib/content/ar/site';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';

export interface SiteText {
  /** The brand in running text: "Saqr Express" / "صقر إكسبريس". */
  brand: string;
  hours: string;
  address: string;
  /** The phone number as printed (always left to right: render it in a `dir="ltr"` element). */
  phone: string;
  phoneHref: string;
  email: string;
}

export function siteText(locale: Locale): SiteText {
  const words = locale === 'ar' ? SITE_AR : site;
  return { brand: words.name, hours: words.hours, address: words.address, phone: site.phone, phoneHref: site.phoneHref, email: site.email };
}
