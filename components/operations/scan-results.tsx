'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ApiText, useApiMessage } from '@/components/ui/api-message';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/status-badge';
import type { ScanResult } from '@/lib/schemas/operations';

/** What ScanEvents answered, one row per airway bill, in the order they were listed. */
export function ScanResults({ message, code, results }: { message: string; code?: string; results: ScanResult[] }) {
  const t = useTranslations('operations.results');
  const apiText = useApiMessage();
  const columns = useMemo<Column<ScanResult>[]>(
    () => [
      { header: t('awb'), cell: (r) => <span className="font-mono font-semibold">{r.AirWayBillNo}</span> },
      { header: t('result'), cell: (r) => (r.Ok ? <Badge tone="success">{t('recorded')}</Badge> : <Badge tone="danger">{t('notRecorded')}</Badge>) },
      { header: t('details'), cell: (r) => apiText(r.Message) },
    ],
    [t, apiText],
  );
  return (
    <section aria-labelledby="scan-results-title" className="space-y-3">
      <h2 id="scan-results-title" className="text-section text-ink">
        {t('title')}
      </h2>
      <p role="status">
        <ApiText text={message} code={code} />
      </p>
      <DataTable label={t('table')} columns={columns} rows={results} rowKey={(r) => r.AirWayBillNo} loading={false} empty={t('none')} />
    </section>
  );
}
