// People's data inside right-to-left sentences: a company, a name or a bank
// reference written in Latin letters keeps its own direction in Arabic text
// (a first-strong isolate, as <bdi> does), so "FT-2026-0042" or "Oasis
// Handmade Boutique (100002)" cannot be reordered by the Arabic around it. In
// plain strings, so it also works in titles, labels and toasts. English text
// is left exactly as it was.
import { useLocale } from 'next-intl';
import { useCallback } from 'react';

const FSI = '\u2068';
const PDI = '\u2069';

/** `(value) => value`, isolated on Arabic pages. */
export function useIsolate(): (value: string) => string {
  const locale = useLocale();
  return useCallback((value: string) => (locale === 'ar' && value ? `${FSI}${value}${PDI}` : value), [locale]);
}
