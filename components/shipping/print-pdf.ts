// Files from the courier API through the BFF: airway bill PDFs, shown in a tab opened on the click (so no popup blocker stops it) or downloaded, and the
// history's CSV export. Errors carry the server's message or the spec's network text.
import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import type { PrintLayout } from '@/lib/schemas/printing';

/** What to print: some airway bills, or every shipment of a batch upload. */
export type PrintTarget = { AirWayBillNos: string[] } | { BatchNo: string };

export function printRequest(target: PrintTarget, layout: PrintLayout): { path: string; body: Record<string, unknown> } {
  return 'BatchNo' in target
    ? { path: 'AirwayBillBatchPDFFormat', body: { BatchNo: target.BatchNo, Layout: layout } }
    : { path: 'AirwayBillPDFFormat', body: { AirWayBillNo: target.AirWayBillNos, Layout: layout } };
}

/** The file name from `Content-Disposition: inline; filename="awb-1.pdf"`, or a fallback. */
export function fileNameFrom(disposition: string | null, fallback = 'airway-bills.pdf'): string {
  const m = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1]?.trim() || fallback;
}

/** POSTs `body` and reads the answer as a file of `type`. Not through courier(): only a failure is JSON (its message, or the network text). */
export function postForFile(path: string, body: unknown, type: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  return fetchFile(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, type, fallbackName);
}

/** The same for a GET whose filters are in `path`'s query (the audit log's export). */
export function getForFile(path: string, type: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  return fetchFile(path, { method: 'GET' }, type, fallbackName);
}

async function fetchFile(path: string, init: RequestInit, type: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  let res: Response;
  try {
    res = await fetch(`/api/courier/${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), accept: `${type}, application/json` } });
  } catch {
    throw new CourierError(NETWORK_ERROR, 0);
  }
  if (!res.ok || !res.headers.get('content-type')?.startsWith(type)) {
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new CourierError(json?.message || NETWORK_ERROR, res.status);
  }
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition'), fallbackName) };
}

/** Object URLs are freed once the tab or the download has surely read them. */
const URL_LIFETIME_MS = 60_000;

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/** Shows the PDF in `tab` (opened on the click), or downloads it when the tab was blocked or closed. */
export function showPdf(tab: Window | null, { blob, fileName }: { blob: Blob; fileName: string }) {
  if (!tab || tab.closed) return saveFile(blob, fileName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
