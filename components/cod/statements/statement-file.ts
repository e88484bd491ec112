// A COD statement as a file (GET CodStatements/File?_id=&Format=pdf|csv), read
// through the BFF like the invoices' PDFs: a failure is JSON (the server's
// message, or the spec's network text), a success the file itself.
import { fileNameFrom } from '@/components/shipping/print-pdf';
import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const TYPES: Readonly<Record<StatementFormat, string>> = { pdf: 'application/pdf', csv: 'text/csv' };

/** The courier API call for one statement's file, and what the answer must be. */
export function statementFileRequest(id: string, statementNo: string, format: StatementFormat) {
  return {
    path: `CodStatements/File?${new URLSearchParams({ _id: id, Format: format })}`,
    type: TYPES[format],
    fallbackName: `${statementNo}.${format}`,
  };
}

/** GETs a courier API path and reads the answer as a file of `type` (postForFile's twin for GET calls). */
export async function getForFile(path: string, type: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  let res: Response;
  try {
    res = await fetch(`/api/courier/${path}`, { headers: { accept: `${type}, application/json` } });
  } catch {
    throw new CourierError(NETWORK_ERROR, 0);
  }
  if (!res.ok || !res.headers.get('content-type')?.startsWith(type)) {
    const json = (await res.json().catch(() => null)) as { message?: string; code?: unknown } | null;
    const code = json?.message && typeof json.code === 'string' ? json.code : undefined;
    throw new CourierError(json?.message || NETWORK_ERROR, res.status, undefined, code);
  }
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition'), fallbackName) };
}
