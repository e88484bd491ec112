import { formatKg } from '@/lib/money';
import type { PieceInput } from '@/lib/schemas/rates';
import type { QuoteWeight } from './types';

const size = (p: PieceInput | undefined) =>
  p && p.Length && p.Width && p.Height ? `${p.Length} × ${p.Width} × ${p.Height} cm` : null;

/** Why the shipment weighs what it is charged for: per piece, actual against volumetric. */
export function WeightExplainer({ weight, pieces }: { weight: QuoteWeight; pieces: readonly PieceInput[] }) {
  const rows = weight.Pieces.map((w) => {
    const dims = size(pieces[w.PieceNo - 1]);
    return { ...w, dims, byVolume: !!dims && w.VolumetricKg > w.ActualKg };
  });
  const byVolume = rows.filter((r) => r.byVolume);
  return (
    <section aria-labelledby="weight-heading" className="rounded-card border border-line bg-canvas p-4">
      <h3 id="weight-heading" className="text-lg font-bold text-brand-900">Chargeable weight: {formatKg(weight.ChargeableKg)}</h3>
      <p className="mt-1 text-sm text-muted">
        Each piece counts at the higher of its actual weight and its volumetric weight (length × width × height in cm ÷{' '}
        {weight.Divisor}); the shipment&apos;s chargeable weight is the sum over its pieces.
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Weight of each piece</caption>
        <thead>
          <tr className="border-b border-line text-left">
            {['Piece', 'Actual', 'Volumetric', 'Chargeable'].map((h) => <th key={h} scope="col" className="py-1 pr-2">{h}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.PieceNo} className="border-b border-line">
              <th scope="row" className="py-1 pr-2 text-left font-normal">{r.PieceNo}</th>
              <td className="py-1 pr-2 tabular-nums">{formatKg(r.ActualKg)}</td>
              <td className="py-1 pr-2 tabular-nums">
                {r.dims ? (
                  <>
                    {formatKg(r.VolumetricKg)} <span className="block text-xs text-muted">{r.dims}</span>
                  </>
                ) : (
                  <span className="text-muted">no dimensions</span>
                )}
              </td>
              <td className="py-1 tabular-nums">
                <strong>{formatKg(r.ChargeableKg)}</strong> <span className="text-muted">({r.byVolume ? 'volumetric' : 'actual'})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {byVolume.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
          {byVolume.map((r) => (
            <li key={r.PieceNo}>
              Piece {r.PieceNo} is light for its size, so its volumetric weight counts: {r.dims?.replace(' cm', '')} cm ÷ {weight.Divisor} ={' '}
              {formatKg(r.VolumetricKg)}, more than its actual {formatKg(r.ActualKg)}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
