'use client';

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
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-muted">
        Showing {first}–{last} of {capped ? `more than ${total.toLocaleString('en')}` : total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={!capped && page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
