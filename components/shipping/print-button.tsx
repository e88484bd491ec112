'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { toastError } from '@/components/ui/notify';
import { MAX_PRINT_AWBS, PRINT_LAYOUT_NAMES, PRINT_LAYOUTS, type PrintLayout } from '@/lib/schemas/printing';
import { fetchPdf, showPdf, type PrintTarget } from './print-pdf';

/**
 * Prints airway bills as a PDF (docs/api/shipping.md, "Printing") in the
 * browser's viewer. The tab is opened on the click itself, before the
 * request, because browsers block tabs opened later. `printing` is the layout
 * being prepared; `status` announces it (render it once beside the buttons).
 */
export function usePrint(target: PrintTarget) {
  const [printing, setPrinting] = useState<PrintLayout | null>(null);
  const count = 'BatchNo' in target ? 1 : target.AirWayBillNos.length;

  async function print(layout: PrintLayout) {
    if (printing || count === 0) return;
    if (count > MAX_PRINT_AWBS) return void toast.error(`You can print up to ${MAX_PRINT_AWBS} airway bills at a time.`);
    setPrinting(layout);
    const tab = window.open('', '_blank');
    if (tab) tab.document.title = 'Preparing airway bills…';
    try {
      showPdf(tab, await fetchPdf(target, layout));
    } catch (err) {
      tab?.close();
      toastError(err);
    } finally {
      setPrinting(null);
    }
  }

  const status = (
    <span role="status" className="sr-only">
      {printing ? 'Preparing the PDF, please wait.' : ''}
    </span>
  );
  return { printing, print, empty: count === 0, status };
}

interface PrintButtonProps {
  /** The airway bills to print (1–100), or a batch number. */
  target: PrintTarget;
  /** Visible button text; say what is printed when a page has several buttons. */
  label?: string;
  /** Prints in this layout; without it, a Layout select (A4 page / 4×6 label) comes first. */
  layout?: PrintLayout;
  variant?: ButtonVariant;
}

export function PrintButton({ target, label = 'Print', layout: fixed, variant }: PrintButtonProps) {
  const id = useId();
  const [layout, setLayout] = useState<PrintLayout>(fixed ?? 'A4');
  const { printing, print, empty, status } = usePrint(target);
  const button = (
    <Button variant={variant} busy={!!printing} disabled={empty} onClick={() => void print(layout)}>
      {printing ? 'Preparing PDF…' : label}
    </Button>
  );
  if (fixed) {
    return (
      <>
        {button}
        {status}
      </>
    );
  }
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-end gap-2">
      <SelectField id={id} label="Layout" value={layout} onChange={(e) => setLayout(e.target.value as PrintLayout)} disabled={!!printing} className="w-40">
        {PRINT_LAYOUTS.map((l) => (
          <option key={l} value={l}>
            {PRINT_LAYOUT_NAMES[l]}
          </option>
        ))}
      </SelectField>
      {button}
      {status}
    </div>
  );
}
