'use client';

import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/lib/i18n/client';
import { intlTag } from '@/lib/i18n/locales';
import { Button } from './button';

export interface PagerProps {
  /** Names the navigation landmark ("Sender address pages"). */
  label: string;
  page: number;
  limit: number;
  total: number;
  /** More than `total` match (a list counted only so far): "of more than 1,000". */
  capped?: boolean;
  onPage: (page: number) => void;
}

/** "Showing 11–20 of 34" with Previous and Next; the range is announced when it changes. */
export function Pager({ label, page, limit, total, capped = false, onPage }: PagerProps) {
  const t = useTranslations('ui.pager');
  const locale = usePageLocale();
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.max(1, Math.ceil(total / limit));
  // Figures as strings: the message adds no grouping the English text never had, nor another script's digits.
  const values = { first: String(first), last: String(last) };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-muted">
        {capped ? t('showingMore', { ...values, total: total.toLocaleString(intlTag(locale)) }) : t('showing', { ...values, total: String(total) })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <Button variant="secondary" disabled={!capped && page >= pages} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
