'use client';
// Transit times arrive as the API writes them in English ("Same day", "Next
// working day", "3 working days", "2–4 working days": lib/schemas/service-types.ts
// transitTime). English pages show them as they come; other languages read the
// days back out and write them with the rates.transit messages.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';

const DAYS = /^(\d+) working days?$/;
const RANGE = /^(\d+)\s*[–-]\s*(\d+) working days$/;

export function useTransitTime(): (text: string) => string {
  const locale = useLocale();
  const t = useTranslations('rates.transit');
  return useCallback(
    (text: string) => {
      if (locale === 'en' || !text) return text;
      if (text === 'Same day') return t('sameDay');
      if (text === 'Next working day') return t('nextDay');
      const days = DAYS.exec(text);
      if (days) return t('days', { count: Number(days[1]) });
      const range = RANGE.exec(text);
      if (range) return t('range', { min: range[1]!, max: range[2]! });
      return text;
    },
    [locale, t],
  );
}
