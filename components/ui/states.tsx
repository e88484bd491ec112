import type { ReactNode } from 'react';

// ErrorState lives in ./error-state and is imported from there: it reads its texts through
// next-intl, and a re-export here put next-intl's client runtime in the bundle of every island
// that only wanted a Skeleton or a Notice (the login form's, for one).

/** A grey bar standing for text that is loading; size it with `className`. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block min-w-8 animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${className}`} />;
}

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12 text-brand-200" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M6 16 24 7l18 9v18l-18 9-18-9z M6 16l18 9 18-9 M24 25v18" strokeLinejoin="round" />
      </svg>
      <p className="font-semibold text-ink">{title}</p>
      {children && <p className="max-w-md text-muted">{children}</p>}
      {action}
    </div>
  );
}

/** A titled panel of a screen (a card with a heading and optional actions); with `id`, the heading gets it and names the section (a region landmark). */
export function Panel({ title, actions, children, headingLevel = 2, id }: { title?: string; actions?: ReactNode; children: ReactNode; headingLevel?: 2 | 3; id?: string }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && (
            <H id={id} className="text-section text-brand-900">
              {title}
            </H>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A portal screen's title, with an intro and its main actions beside it. */
export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-title text-ink">{title}</h1>
        {children && <div className="mt-1 text-muted">{children}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

const NOTICE_TONES = {
  info: 'border-info-700 bg-info-50 text-info-950',
  warning: 'border-warning-700 bg-warning-50 text-warning-950',
  danger: 'border-danger-700 bg-danger-50 text-danger-900',
} as const;

/** A short note set apart from the text around it ("It is shown only once"); `role="note"` or "alert" when it is one. */
export function Notice({ tone = 'info', role, children }: { tone?: keyof typeof NOTICE_TONES; role?: 'note' | 'alert'; children: ReactNode }) {
  return (
    <div role={role} className={`rounded-control border-s-4 p-3 text-sm ${NOTICE_TONES[tone]}`}>
      {children}
    </div>
  );
}
