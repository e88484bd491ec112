import type { ReactNode } from 'react';

/** A content page's cards (articles, services) three to a row on large screens, two on tablets, one on phones. */
export function CardsSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="mx-auto max-w-6xl px-4 py-12">
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
