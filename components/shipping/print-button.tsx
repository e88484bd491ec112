'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import { MAX_PRINT_AWBS, PRINT_LAYOUT_NAMES, PRINT_LAYOUTS, type PrintLayout } from '@/lib/schemas/printing';
import { fetchPdf, savePdf, showPdf, type PrintTarget } from './print-pdf';

export interface PrintButtonProps {
  /** The airway bills to print (1–100), or a batch number. */
  target: PrintTarget;
  /** Layout selected at first; the user can change it unless `layoutChoice` is false. */
  defaultLayout?: PrintLayout;
  layoutChoice?: boolean;
  /** 'open': the browser's PDF viewer in a new tab (print from there); 'download': save the file. */
  mode?: 'open' | 'download';
  /** Visible button text; say what is printed when a page has several buttons. */
  label?: string;
  className?: string;
}

/**
 * Prints airway bills as a PDF (docs/api/shipping.md, "Printing"): a layout
 * select (A4 page / 4×6 label) and a button that fetches the PDF through the
 * BFF and opens or downloads it. The tab is opened on the click itself,
 * before the request, because browsers block tabs opened later.
 */
export function PrintButton({ target, defaultLayout = 'A4', layoutChoice = true, mode = 'open', label = 'Print', className }: PrintButtonProps) {
  const id = useId();
  const [layout, setLayout] = useState<PrintLayout>(defaultLayout);
  const [busy, setBusy] = useState(false);
  const count = 'BatchNo' in target ? 1 : target.AirWayBillNos.length;
  const tooMany = count > MAX_PRINT_AWBS;

  async function print() {
    if (busy || count === 0) return;
    if (tooMany) {
      toast.error(`You can print up to ${MAX_PRINT_AWBS} airway bills at a time.`);
      return;
    }
    setBusy(true);
    const tab = mode === 'open' ? window.open('', '_blank') : null;
    if (tab) tab.document.title = 'Preparing airway bills…';
    try {
      const { blob, fileName } = await fetchPdf(target, layout);
      if (mode === 'open') showPdf(tab, blob, fileName);
      else savePdf(blob, fileName);
    } catch (err) {
      tab?.close();
      toast.error(err instanceof CourierError && err.message ? err.message : NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-label={label} className={`flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      {layoutChoice && (
        <>
          <label htmlFor={`${id}-layout`} className="text-sm font-semibold text-slate-800">
            Layout
          </label>
          <select
            id={`${id}-layout`}
            value={layout}
            onChange={(e) => setLayout(e.target.value as PrintLayout)}
            disabled={busy}
            className="rounded border border-slate-400 bg-white px-2 py-1.5 text-sm"
          >
            {PRINT_LAYOUTS.map((l) => (
              <option key={l} value={l}>
                {PRINT_LAYOUT_NAMES[l]}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="button"
        onClick={() => void print()}
        disabled={busy || count === 0}
        aria-busy={busy}
        className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? 'Preparing PDF…' : label}
      </button>
      <span role="status" className="sr-only">
        {busy ? 'Preparing the PDF, please wait.' : ''}
      </span>
    </div>
  );
}
