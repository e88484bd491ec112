import { formatAed } from '@/lib/money';

/** A price line by line (row headers and amounts) and its total: a quote's or a booking's. */
export function ChargesTable({ caption, lines, total, className = '' }: { caption: string; lines: ReadonlyArray<readonly [string, number]>; total: number; className?: string }) {
  return (
    <table className={`w-full text-left tabular-nums ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map(([label, amount]) => (
          <tr key={label} className="border-b border-line">
            <th scope="row" className="py-1.5 font-normal text-muted">{label}</th>
            <td className="py-1.5 text-right">{formatAed(amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1.5 font-semibold">Total</th>
          <td className="py-1.5 text-right font-bold">{formatAed(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
