'use client';

import { Badge, cell, DataTable } from '@/components/ui/data-table';
import type { ScanResult } from '@/lib/schemas/operations';

const HEADERS = ['Airway bill', 'Result', 'Details'];

/** What ScanEvents answered, one row per airway bill, in the order they were listed. */
export function ScanResults({ message, results }: { message: string; results: ScanResult[] }) {
  return (
    <section aria-labelledby="scan-results-title" className="space-y-3">
      <h2 id="scan-results-title" className="text-xl font-bold text-slate-900">
        Results
      </h2>
      <p role="status" className="text-slate-800">
        {message}
      </p>
      <DataTable
        label="Scan results"
        headers={HEADERS}
        loading={false}
        emptyText="No airway bills."
        minWidth="min-w-[36rem]"
        rows={results.map((r) => (
          <tr key={r.AirWayBillNo} className="border-t border-slate-200">
            <th scope="row" className={`${cell} font-mono font-semibold`}>
              {r.AirWayBillNo}
            </th>
            <td className={cell}>{r.Ok ? <Badge tone="green">Recorded</Badge> : <Badge tone="red">Not recorded</Badge>}</td>
            <td className={cell}>{r.Message}</td>
          </tr>
        ))}
      />
    </section>
  );
}
