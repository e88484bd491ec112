'use client';
// Numbers, codes and contacts inside right-to-left text: a phone number or an
// email keeps its left-to-right order, and a route keeps its two ends apart.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** Left-to-right content (a phone number, an email, a list of numbers) inline in any text. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={className}>
      {children}
    </span>
  );
}

/** "DXB → AUH"; in Arabic the arrow points the reading way and each end is isolated, so the codes cannot swap places. */
export function Route({ from, to }: { from: string; to: string }) {
  const t = useTranslations('shipping');
  return <>{t.rich('routeValue', { from, to, end: (c) => <bdi>{c}</bdi> })}</>;
}
