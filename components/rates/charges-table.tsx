'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAed } from '@/lib/money';

/** A price line by line (row headers and amounts) and its total: a quote's or a booking's. */
export function ChargesTable({ caption, lines, total, className = '' }: { caption: string; lines: ReadonlyArray<readonly [string, number]>; total: number; className?: string }) {
  const t = useTranslations('rates.charges');
  const locale = useLocale();
  return (
    // Row headers at the start: a th is centred unless told otherwise (text-start on the table is not enough).
    <table className={`w-full text-start tabular-nums ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map(([label, amount]) => (
          <tr key={label} className="border-b border-line">
            <th scope="row" className="py-1.5 text-start font-normal text-muted">{label}</th>
            <td className="py-1.5 text-end">{formatAed(amount, locale)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1.5 text-start font-semibold">{t('total')}</th>
          <td className="py-1.5 text-end font-bold">{formatAed(total, locale)}</td>
        </tr>
      </tbody>
    </table>
  );
}
