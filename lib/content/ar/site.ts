// The Arabic forms of the brand and contact details in lib/site.ts, and the
// formatters the Arabic copy uses. Numbers, phone and e-mail stay those of
// lib/site.ts; only the words change.
import { intlTag } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { formatAed } from '@/lib/money';

/**
 * Isolated left-to-right run (U+2066 … U+2069). Without it an RTL paragraph
 * reorders the groups of a phone number ("+971 4 123 4567" → "4567 123 4 971+").
 */
export const ltr = (s: string) => `\u2066${s}\u2069`;

export const SITE_AR = {
  name: 'صقر إكسبريس',
  /** The Arabic trade name, with the registered English name kept for legal certainty. */
  legalName: `صقر إكسبريس لخدمات البريد السريع ذ.م.م (${site.legalName})`,
  phone: ltr(site.phone),
  email: site.email,
  address: 'المستودع 7، منطقة القصيص الصناعية 4، دبي، الإمارات العربية المتحدة',
  hours: 'من الاثنين إلى السبت، من الساعة 08:00 إلى الساعة 18:00',
} as const;

/** The project's one Arabic locale: Arabic words, Latin digits (ar-AE-u-nu-latn). */
const AR_LOCALE = intlTag('ar');

const dateFormat = new Intl.DateTimeFormat(AR_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-03-04" → "4 مارس 2025". */
export function formatDateAr(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** 500 → "500.00 د.إ.‏": the project's one money rule (lib/money.ts). */
export const formatAedAr = (aed: number): string => formatAed(aed, 'ar');
