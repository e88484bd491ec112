'use client';

import { useState } from 'react';
import { toastError } from '@/components/ui/notify';
import { savePdf } from '@/components/shipping/print-pdf';
import { fetchInvoicePdf } from './invoice-pdf';

/** Downloads one tax invoice as a PDF file; the row's invoice number names the button for screen readers. */
export function InvoicePdfButton({ invoiceNo }: { invoiceNo: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await fetchInvoicePdf(invoiceNo);
      savePdf(blob, fileName);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      className="whitespace-nowrap rounded px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      {busy ? 'Preparing…' : 'Download PDF'}
      <span className="sr-only"> of invoice {invoiceNo}</span>
    </button>
  );
}
