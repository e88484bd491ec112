// The status filter's names: each code once, telling apart the codes that share a label ("In transit"). The screens show them from the `shipping` messages
// (statusFilter.<code>); these English names are the messages' source and the Admin's scan form's.
import { STATUSES } from '@/courier-api/services/status';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { makeOnce } from '@/lib/load-once';

export const STATUS_OPTIONS: Array<{ code: string; label: string }> = (() => {
  const defs = [...STATUSES.values()];
  const count = (label: string) => defs.filter((d) => d.label === label).length;
  return defs.map((d) => ({ code: d.code, label: count(d.label) > 1 ? `${d.label}: ${d.remarks.toLowerCase()}` : d.label }));
})();

/** A status code the filter's messages name (statusFilter.<code>: the test checks they are exactly STATUS_CODES). */
export type StatusCode = keyof (typeof import('@/lib/i18n/messages/en/shipping.json'))['statusFilter'];
export const isStatusCode = (code: string): code is StatusCode => STATUSES.has(code);

const counts: Record<Locale, () => Intl.NumberFormat> = { en: makeOnce(() => new Intl.NumberFormat('en')), ar: makeOnce(() => new Intl.NumberFormat(intlTag('ar'))) };

/** "1,234": a count as the page's language writes it (Latin digits in Arabic too), for messages to show as text. */
export const formatCount = (n: number, locale: Locale) => counts[locale]().format(n);
