'use client';

import { cell, DataTable } from '@/components/ui/data-table';
import type { BatchRowError } from '@/lib/schemas/batch';

interface Props {
  fileName: string;
  /** The summary ("The file has 3 problems; nothing was created. …"). */
  message: string;
  errors: BatchRowError[];
}

/** The problems of a file, by spreadsheet row and column, as the browser's check or the API found them. */
export function BatchErrors({ fileName, message, errors }: Props) {
  return (
    <section aria-labelledby="batch-errors-heading" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 id="batch-errors-heading" className="text-lg font-bold text-red-900">
        Problems in {fileName}
      </h3>
      <p role="alert" className="text-red-900">
        {message}
      </p>
      <DataTable
        label="Problems in the file"
        headers={['Row', 'Column', 'Problem']}
        loading={false}
        emptyText="No row is named: the file itself could not be read."
        minWidth="min-w-[36rem]"
        rows={errors.map((e, i) => (
          <tr key={`${e.Row}-${e.Column}-${i}`} className="border-t border-slate-200">
            <th scope="row" className={`${cell} font-semibold`}>
              {e.Row}
            </th>
            <td className={`${cell} font-mono`}>{e.Column || '—'}</td>
            <td className={cell}>{e.Message}</td>
          </tr>
        ))}
      />
    </section>
  );
}
