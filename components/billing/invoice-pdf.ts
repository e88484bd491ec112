// Fetching a tax invoice PDF through the BFF (InvoicePDF) and saving it.
import { fileNameFrom } from '@/components/shipping/print-pdf';
import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';

export async function fetchInvoicePdf(invoiceNo: string): Promise<{ blob: Blob; fileName: string }> {
  let res: Response;
  try {
    res = await fetch('/api/courier/InvoicePDF', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
      body: JSON.stringify({ InvoiceNo: invoiceNo }),
    });
  } catch {
    throw new CourierError(NETWORK_ERROR, 0);
  }
  if (!res.ok || !res.headers.get('content-type')?.startsWith('application/pdf')) {
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new CourierError(json?.message || NETWORK_ERROR, res.status);
  }
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition'), `${invoiceNo}.pdf`) };
}
