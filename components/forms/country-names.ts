'use client';
// Country names in the page's language. CountryMaster answers in English; on
// Arabic pages the names come from i18n-iso-countries' Arabic list (by ISO
// code), loaded on first use there only, so English pages never download it.
import { startTransition, useEffect, useState } from 'react';
import { usePageLocale } from '@/lib/i18n/client';

type Names = Readonly<Record<string, string>>;

let arabic: Names | undefined;
let arabicLoad: Promise<Names> | undefined;

function loadArabic(): Promise<Names> {
  arabicLoad ??= import('i18n-iso-countries/langs/ar.json').then((m) => {
    // A country may have several names (the official one first).
    const list = (m.default ?? m).countries as Record<string, string | string[]>;
    arabic = Object.fromEntries(Object.entries(list).map(([code, name]) => [code, Array.isArray(name) ? name[0]! : name]));
    return arabic;
  });
  return arabicLoad;
}

/** ISO code → name in the page's language; null on English pages (the API's own names are English). */
export function useLocalCountryNames(): Names | null {
  const locale = usePageLocale();
  const [names, setNames] = useState<Names | undefined>(arabic);
  useEffect(() => {
    if (locale !== 'ar' || names) return;
    let live = true;
    // A transition: renaming and re-sorting the lists is rendered in slices, not one long task.
    loadArabic().then((n) => live && startTransition(() => setNames(n)), () => undefined);
    return () => {
      live = false;
    };
  }, [locale, names]);
  return locale === 'ar' ? (names ?? null) : null;
}
