'use client';

import { DataTable, type Column } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/states';
import type { BatchRowError } from '@/lib/schemas/batch';

const columns: Column<BatchRowError>[] = [
  { header: 'Row', cell: (e) => <span className="font-semibold">{e.Row}</span> },
  { header: 'Column', cell: (e) => <span className="break-all font-mono">{e.Column || '—'}</span> },
  { header: 'Problem', cell: (e) => e.Message },
];

/** The problems of a file, by spreadsheet row and column, as the browser's check or the API found them. */
export function BatchErrors({ fileName, message, errors }: { fileName: string; message: string; errors: BatchRowError[] }) {
  return (
    <section aria-labelledby="batch-errors-heading" className="space-y-3">
      <h3 id="batch-errors-heading" className="break-words text-section text-danger-900">
        Problems in {fileName}
      </h3>
      <Notice tone="danger" role="alert">
        {message}
      </Notice>
      <DataTable
        label="Problems in the file"
        columns={columns}
        rows={errors}
        rowKey={(e) => `${e.Row}-${e.Column}-${e.Message}`}
        loading={false}
        empty="No row is named: the file itself could not be read."
      />
    </section>
  );
}
