'use client';

import { formatDubaiDateTime } from '@/components/ui/format';
import { formatAed } from '@/lib/money';
import { LEDGER_KIND_LABELS } from '@/lib/schemas/prepaid';
import type { AccountStatus } from './types';

const cell = 'px-3 py-2 align-top';
const num = `${cell} whitespace-nowrap text-right tabular-nums`;

/** A signed amount in words as well as colour: "+ AED 200.00" / "− AED 25.20". */
function Signed({ amount }: { amount: number }) {
  return amount >= 0 ? <span className="text-green-800">{`+ ${formatAed(amount)}`}</span> : <span className="text-red-800">{`− ${formatAed(-amount)}`}</span>;
}

/** The period's lines, newest first, with the balance after each; the period's totals in the footer. */
export function LedgerTable({ ledger, loading }: { ledger: AccountStatus['Ledger']; loading: boolean }) {
  return (
    <div role="region" aria-label="Ledger" aria-busy={loading} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Ledger lines, newest first, with the running balance</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Date</th>
            <th scope="col" className="px-3 py-2 font-semibold">Description</th>
            <th scope="col" className="px-3 py-2 font-semibold">Type</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Amount</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Balance</th>
          </tr>
        </thead>
        <tbody>
          {ledger.Entries.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={5} className="px-3 py-8 text-center text-slate-700">
                {ledger.From || ledger.To ? 'No money moved in these dates.' : 'No money has moved on this account yet.'}
              </td>
            </tr>
          )}
          {ledger.Entries.map((l) => (
            <tr key={l._id} className="border-t border-slate-200">
              <td className={`${cell} whitespace-nowrap`}>{formatDubaiDateTime(l.Date)}</td>
              <th scope="row" className={`${cell} font-normal`}>
                {l.Description}
              </th>
              <td className={cell}>{LEDGER_KIND_LABELS[l.Kind]}</td>
              <td className={num}>
                <Signed amount={l.Amount} />
              </td>
              <td className={`${num} font-semibold`}>{formatAed(l.Balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50">
          <tr>
            <th scope="row" colSpan={3} className={`${cell} text-left font-semibold`}>
              {`Period: opening ${formatAed(ledger.OpeningBalance)}, credits ${formatAed(ledger.Credits)}, debits ${formatAed(ledger.Debits)}`}
            </th>
            <td className={num} />
            <td className={`${num} font-semibold`}>{`Closing ${formatAed(ledger.ClosingBalance)}`}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
