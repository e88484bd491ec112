'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatKg } from '@/lib/money';
import type { PieceInput } from '@/lib/schemas/rates';
import type { QuoteWeight } from './types';

const COLUMNS = ['piece', 'actual', 'volumetric', 'chargeable'] as const;

/** Why the shipment weighs what it is charged for: per piece, actual against volumetric. */
export function WeightExplainer({ weight, pieces }: { weight: QuoteWeight; pieces: readonly PieceInput[] }) {
  const t = useTranslations('rates.weight');
  const locale = useLocale();
  const kg = (n: number) => formatKg(n, locale);
  const rows = weight.Pieces.map((w) => {
    const p = pieces[w.PieceNo - 1];
    const size = p && p.Length && p.Width && p.Height ? { length: p.Length, width: p.Width, height: p.Height } : null;
    return { ...w, size, byVolume: !!size && w.VolumetricKg > w.ActualKg };
  });
  const byVolume = rows.filter((r) => r.byVolume);
  return (
    <section aria-labelledby="weight-heading" className="rounded-card border border-line bg-canvas p-4">
      <h3 id="weight-heading" className="text-lg font-bold text-brand-900">{t('heading', { weight: kg(weight.ChargeableKg) })}</h3>
      <p className="mt-1 text-sm text-muted">{t('intro', { divisor: weight.Divisor })}</p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-line text-start">
            {COLUMNS.map((h) => <th key={h} scope="col" className="py-1 pe-2 text-start">{t(`columns.${h}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.PieceNo} className="border-b border-line">
              <th scope="row" className="py-1 pe-2 text-start font-normal">{r.PieceNo}</th>
              <td className="py-1 pe-2 tabular-nums">{kg(r.ActualKg)}</td>
              <td className="py-1 pe-2 tabular-nums">
                {r.size ? (
                  <>
                    {kg(r.VolumetricKg)} <span className="block text-xs text-muted">{t('size', r.size)}</span>
                  </>
                ) : (
                  <span className="text-muted">{t('noDimensions')}</span>
                )}
              </td>
              <td className="py-1 tabular-nums">
                <strong>{kg(r.ChargeableKg)}</strong> <span className="text-muted">{r.byVolume ? t('byVolume') : t('byActual')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {byVolume.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-muted">
          {byVolume.map((r) => (
            <li key={r.PieceNo}>
              {t('lightPiece', { piece: r.PieceNo, ...r.size!, divisor: weight.Divisor, volumetric: kg(r.VolumetricKg), actual: kg(r.ActualKg) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
