import type { ImportRowError } from './types';

/** Why an import was refused, row by row (row 1 is the header line). */
export function ImportErrorsTable({ message, errors, onDismiss }: { message: string; errors: ImportRowError[]; onDismiss: () => void }) {
  return (
    <section aria-labelledby="import-errors-title" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id="import-errors-title" className="font-semibold text-red-900">
        The file was not imported
      </h3>
      <p role="alert" className="mt-1 text-red-900">
        {message} The rate card has not changed.
      </p>
      {errors.length > 0 && (
        <div role="region" aria-label="Import errors" tabIndex={0} className="mt-3 max-h-72 overflow-auto rounded border border-red-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-red-100 text-red-950">
              <tr>
                <th scope="col" className="px-3 py-1.5">Row</th>
                <th scope="col" className="px-3 py-1.5">Column</th>
                <th scope="col" className="px-3 py-1.5">Message</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e, i) => (
                <tr key={i} className="border-t border-red-100">
                  <td className="px-3 py-1.5">{e.Row}</td>
                  <td className="px-3 py-1.5">{e.Column}</td>
                  <td className="px-3 py-1.5">{e.Message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" onClick={onDismiss} className="mt-3 text-sm font-semibold text-red-900 underline">
        Dismiss
      </button>
    </section>
  );
}
