import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * A section of a content page with its heading (h2, the section's label).
 * `tinted` sections alternate with plain ones down the page; `wide` sections
 * hold grids, narrow ones prose. Rendered as it comes near the screen
 * (`render-near-view`, app/globals.css): no form or fixed element inside.
 */
export function Section({ id, title, children, tinted, width = 'wide' }: { id: string; title: ReactNode; children: ReactNode; tinted?: boolean; width?: 'wide' | 'prose' }) {
  const max = width === 'prose' ? 'max-w-3xl' : 'max-w-6xl';
  return (
    <section aria-labelledby={`${id}-heading`} className={`render-near-view ${tinted ? 'bg-canvas px-4 py-12' : `mx-auto ${max} px-4 py-12`}`}>
      <div className={tinted ? `mx-auto ${max}` : undefined}>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

const COLUMNS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4', 5: 'sm:grid-cols-2 lg:grid-cols-5' } as const;

/** Titled cards in a grid: values, reasons, options. */
export function CardGrid({ items, columns = 3 }: { items: ReadonlyArray<{ title: string; text: string }>; columns?: keyof typeof COLUMNS }) {
  return (
    <ul className={`mt-6 grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-line bg-surface p-5 shadow-card">
          <h3 className="text-lg font-semibold text-brand-800">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A legal document page's body: when it was last updated, its sections, and whom to ask. */
export function LegalDocument({ updated, updatedLabel, children, footer }: { updated: string; updatedLabel: string; children: ReactNode; footer: ReactNode }) {
  const t = useTranslations('marketing.legal');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="mb-8 text-muted">
        {t('lastUpdated')} <time dateTime={updated}>{updatedLabel}</time>
      </p>
      {children}
      <p className="mt-10 text-muted">{footer}</p>
    </div>
  );
}
