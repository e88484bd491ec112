// Batch upload (docs/api/shipping.md, "Batches"): the BatchUpload body, the
// GetAllBatchNumber query and their answers, shared by the portal's Batch
// Upload tab and the courier API. The CSV's rows are read by lib/batch-csv.ts.
import * as yup from 'yup';
import { text } from './common';
import { listQuery } from './list-query';

/** One file holds at most this many shipments. */
export const MAX_BATCH_ROWS = 10_000;
/** The CSV file itself (UTF-8 bytes). */
export const MAX_BATCH_CSV_BYTES = 5 * 1024 * 1024;
/** The JSON body that carries the file: escaping quotes and line ends can double it, plus room for the rest. */
export const MAX_BATCH_BODY_BYTES = 2 * MAX_BATCH_CSV_BYTES + 1024 * 1024;
/** Most row errors listed for one file: enough to fix, not a flood. */
export const MAX_BATCH_ERRORS = 200;
export const BATCH_PAGE_SIZE = 10;

/** UTF-8 length of a string without allocating a copy (a 5 MB file is checked in the browser too). */
export function utf8Bytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4; // a surrogate pair is one 4-byte character
      i++;
    } else n += 3;
  }
  return n;
}

export const TOO_LARGE = `The file is larger than ${MAX_BATCH_CSV_BYTES / 1024 / 1024} MB. Please split it into smaller files.`;

export const batchUploadSchema = yup.object({
  /** The name of the uploaded file, for the batch list (a path is cut to its last part). */
  FileName: text('File name', 200)
    .transform((v: unknown) => (typeof v === 'string' ? (v.split(/[\\/]/).pop() ?? '').trim() : v))
    .default(''),
  // Not trimmed or checked for markup as a whole: each cell is checked as its field.
  Csv: yup
    .string()
    .typeError('Csv must be the text of the CSV file.')
    .required('Choose a CSV file to upload.')
    .test('size', TOO_LARGE, (v) => v === undefined || utf8Bytes(v) <= MAX_BATCH_CSV_BYTES),
});
export type BatchUploadInput = yup.InferType<typeof batchUploadSchema>;

/** GET GetAllBatchNumber?search=&page=&limit=. */
export const batchListQuery = listQuery({ pageSize: BATCH_PAGE_SIZE, search: true });
export type BatchListQuery = yup.InferType<typeof batchListQuery>;

/** A problem in the file: Row is the spreadsheet's row number (the header is row 1). */
export interface BatchRowError {
  Row: number;
  Column: string;
  Message: string;
}

/** 201 of BatchUpload (and its 200 replay): the airway bills in the order of the file's rows. */
export interface BatchUploadResult {
  _id: string;
  BatchNo: string;
  FileName: string;
  ShipmentCount: number;
  /** The charges of the whole batch, in AED. */
  Total: number;
  AirWayBillNos: string[];
}

export interface BatchSummary {
  _id: string;
  BatchNo: string;
  FileName: string;
  ShipmentCount: number;
  CreatedAt: string;
  /** The owning account (the Admin lists every account's batches). */
  AccountNo: string;
}

export interface BatchList {
  Batches: BatchSummary[];
  Total: number;
  Page: number;
  Limit: number;
}
