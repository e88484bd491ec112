'use client';

interface PagerProps {
  /** Names the navigation landmark ("Sender address pages"). */
  label: string;
  page: number;
  limit: number;
  total: number;
  /** More than `total` match (a list counted only so far): "of more than 10,000". */
  capped?: boolean;
  onPage: (page: number) => void;
}

const button =
  'rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** "Showing 11–20 of 34" with Previous and Next; the range is announced when it changes. */
export function Pager({ label, page, limit, total, capped = false, onPage }: PagerProps) {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-slate-700">
        Showing {first}–{last} of {capped ? `more than ${total.toLocaleString('en')}` : total}
      </p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
