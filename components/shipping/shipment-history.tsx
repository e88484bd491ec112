'use client';

import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ValidationError } from 'yup';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/components/ui/notify';
import { useDebounced } from '@/components/ui/use-debounced';
import { HISTORY_PAGE_SIZE, shipmentFiltersSchema, type ShipmentFilters } from '@/lib/schemas/shipment';
import { HistoryFilters, NO_FILTERS, type FilterValues } from './history-filters';
import { HistoryTable } from './history-table';
import { PrintButton } from './print-button';
import { ShipmentDetails } from './shipment-details';
import { downloadHistoryCsv, useShipmentHistory } from './use-shipment-history';

/** The filters as the API will read them, or the shared schema's field errors. */
function check(values: FilterValues, page: number): { filters: ShipmentFilters | null; errors: Partial<Record<keyof FilterValues, string>> } {
  try {
    return { filters: shipmentFiltersSchema.validateSync({ ...values, page, limit: HISTORY_PAGE_SIZE }, { abortEarly: false }), errors: {} };
  } catch (err) {
    const errors: Partial<Record<keyof FilterValues, string>> = {};
    if (err instanceof ValidationError) for (const e of err.inner) errors[e.path as keyof FilterValues] ??= e.message;
    return { filters: null, errors };
  }
}

/** The "Airway bill history" tab: filters, the paged table, CSV export, printing and the details dialog. */
export function ShipmentHistory({ canPrint, showAccount }: { canPrint: boolean; showAccount: boolean }) {
  const [values, setValues] = useState<FilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const search = useDebounced(values.search);
  // Typing waits for a pause; dates and selects apply at once.
  const { filters, errors } = useMemo(() => check({ ...values, search }, page), [values, search, page]);
  const { data, error, isLoading, mutate } = useShipmentHistory(filters);
  const list = data?.data;

  function change(next: FilterValues) {
    setValues(next);
    setPage(1);
  }

  async function exportCsv() {
    if (!filters || exporting) return;
    setExporting(true);
    try {
      const { page: _page, limit: _limit, ...rest } = filters;
      await downloadHistoryCsv(rest);
      toast.success('The CSV file of these airway bills is downloading.');
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  }

  const filtered = Object.values(values).some(Boolean);
  const awbs = list?.Shipments.map((s) => s.AirWayBillNo) ?? [];
  return (
    <div className="space-y-4">
      <HistoryFilters value={values} onChange={change} errors={errors} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={!filters || exporting || list?.Total === 0}
          aria-busy={exporting}
          className="rounded border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
        >
          {exporting ? 'Preparing CSV…' : 'Export CSV'}
        </button>
        {canPrint && awbs.length > 0 && <PrintButton target={{ AirWayBillNos: awbs }} label={`Print this page (${awbs.length})`} />}
      </div>
      {error && !list ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{errorMessage(error)}</p>
          <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      ) : (
        <>
          <HistoryTable
            rows={filters ? list?.Shipments : []}
            loading={isLoading}
            emptyText={!filters ? 'Please correct the filters above.' : filtered ? 'No airway bills match these filters.' : 'No airway bills yet.'}
            showAccount={showAccount}
            onOpen={(s) => setOpen(s.AirWayBillNo)}
          />
          {list && filters && <Pager label="Airway bill pages" page={list.Page} limit={list.Limit} total={list.Total} capped={list.TotalCapped} onPage={setPage} />}
        </>
      )}
      {open && <ShipmentDetails awb={open} canPrint={canPrint} onClose={() => setOpen(null)} />}
    </div>
  );
}
