'use client';

import { DataTable, type Column } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/status-badge';
import type { ScanResult } from '@/lib/schemas/operations';

const COLUMNS: Column<ScanResult>[] = [
  { header: 'Airway bill', cell: (r) => <span className="font-mono font-semibold">{r.AirWayBillNo}</span> },
  { header: 'Result', cell: (r) => (r.Ok ? <Badge tone="success">Recorded</Badge> : <Badge tone="danger">Not recorded</Badge>) },
  { header: 'Details', cell: (r) => r.Message },
];

/** What ScanEvents answered, one row per airway bill, in the order they were listed. */
export function ScanResults({ message, results }: { message: string; results: ScanResult[] }) {
  return (
    <section aria-labelledby="scan-results-title" className="space-y-3">
      <h2 id="scan-results-title" className="text-section text-ink">
        Results
      </h2>
      <p role="status">{message}</p>
      <DataTable label="Scan results" columns={COLUMNS} rows={results} rowKey={(r) => r.AirWayBillNo} loading={false} empty="No airway bills." />
    </section>
  );
}
