'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { toastError } from '@/components/ui/notify';
import { MAX_PRINT_AWBS, PRINT_LAYOUTS, type PrintLayout } from '@/lib/schemas/print-layouts';
import { postForFile, printRequest, showPdf, type PrintTarget } from './print-pdf';
import { formatCount } from './shipment-format';

/**
 * Prints airway bills as a PDF (docs/api/shipping.md, "Printing") in the browser's viewer. The tab is opened on the click itself, before the request, because
 * browsers block tabs opened later. `printing` is the layout being prepared; `status` announces it (render it once beside the buttons).
 */
export function usePrint(target: PrintTarget) {
  const t = useTranslations('shipping.print');
  const locale = useLocale();
  const [printing, setPrinting] = useState<PrintLayout | null>(null);
  const count = 'BatchNo' in target ? 1 : target.AirWayBillNos.length;

  async function print(layout: PrintLayout) {
    if (printing || count === 0) return;
    if (count > MAX_PRINT_AWBS) return void lazyToast('error', t('tooMany', { max: formatCount(MAX_PRINT_AWBS, locale) }));
    setPrinting(layout);
    const tab = window.open('', '_blank');
    if (tab) tab.document.title = t('tabTitle');
    try {
      const { path, body } = printRequest(target, layout);
      showPdf(tab, await postForFile(path, body, 'application/pdf', 'airway-bills.pdf'));
    } catch (err) {
      tab?.close();
      toastError(err);
    } finally {
      setPrinting(null);
    }
  }

  const status = <span role="status" className="sr-only">{printing ? t('preparingStatus') : ''}</span>;
  return { printing, print, empty: count === 0, status };
}

/**
 * A Layout select (A4 page / 4×6 label) and a button printing `target` (1–100 airway bills, or a batch); `label` says what is printed when a page has several.
 */
export function PrintButton({ target, label, variant }: { target: PrintTarget; label?: string; variant?: ButtonVariant }) {
  const t = useTranslations('shipping.print');
  const id = useId();
  const [layout, setLayout] = useState<PrintLayout>('A4');
  const { printing, print, empty, status } = usePrint(target);
  return (
    <div role="group" aria-label={label ?? t('print')} className="flex flex-wrap items-end gap-2">
      <SelectField id={id} label={t('layout')} value={layout} onChange={(e) => setLayout(e.target.value as PrintLayout)} disabled={!!printing} className="w-40">
        {PRINT_LAYOUTS.map((l) => (
          <option key={l} value={l}>{t(`layouts.${l}`)}</option>
        ))}
      </SelectField>
      <Button variant={variant} busy={!!printing} disabled={empty} onClick={() => void print(layout)}>
        {printing ? t('preparing') : (label ?? t('print'))}
      </Button>
      {status}
    </div>
  );
}

/** One button a layout, as A4 pages and as 4×6 labels, under these two labels. */
export function PrintBoth({ target, labels }: { target: PrintTarget; labels: readonly [a4: string, label4x6: string] }) {
  const t = useTranslations('shipping.print');
  const { printing, print, status } = usePrint(target);
  return (
    <>
      {PRINT_LAYOUTS.map((l, i) => (
        <Button key={l} busy={printing === l} disabled={!!printing} onClick={() => void print(l)}>
          {printing === l ? t('preparing') : labels[i]}
        </Button>
      ))}
      {status}
    </>
  );
}
