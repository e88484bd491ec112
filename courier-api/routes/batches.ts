// Batches (docs/api/shipping.md, "Batches"), access Airway_Bill_Generation:
// the CSV template, BatchUpload (every row checked before anything is
// stored; all rows or none) and GetAllBatchNumber. Printing a batch is
// AirwayBillBatchPDFFormat (routes/printing.ts). The account always comes
// from the token; the Admin lists every account's batches but uploads none.
import { batchErrorSummary, batchTemplate, readBatchCsv } from '@/lib/batch-csv';
import { formatAed, fromFils } from '@/lib/money';
import { batchListQuery, batchUploadSchema, MAX_BATCH_BODY_BYTES, type BatchRowError } from '@/lib/schemas/batch';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { answerReplay, forbidden, notFound, ok, readBody, readQuery, messageBody } from '../http';
import type { Router } from '../router';
import { bookingHash } from '../services/booking-request';
import { batchLookups, templateServiceCodes } from '../services/batches/lookups';
import { findBatchByKey, listBatches, loadBatchResult, type StoredBatch } from '../services/batches/list';
import { uploadBatch } from '../services/batches/upload';
import type { ShipmentOwner } from '../services/shipments/types';
import { idempotencyKey } from './booking';

const ACCESS = { permission: 'Airway_Bill_Generation' } as const;

export const NO_ACCOUNT =
  'Batches are uploaded to a customer account, and this user has none. Please sign in as the customer to upload one.';
export const REPLAYED = 'This file was already uploaded. Here is its batch again.';
export const KEY_REUSED = 'This upload was already used for a different file. Please choose the file again to upload it.';
export const TEMPLATE_FILE = 'batch-upload-template.csv';

/** A non-Admin user without an account sees no batches. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

function ownerOf(c: Ctx): ShipmentOwner {
  const user = currentUser(c);
  if (!user.account) throw forbidden(NO_ACCOUNT);
  return { accountId: user.account.id, userId: user.id, paymentType: user.account.paymentType };
}

function rejected(c: Ctx, errors: BatchRowError[], errorCount: number) {
  return c.json(messageBody(batchErrorSummary(errorCount, errors.length), { errors }), 422);
}

const answerStored = (c: Ctx, accountId: string, stored: StoredBatch, hash: string) =>
  answerReplay(c, stored.requestHash === hash, () => loadBatchResult(c.get('deps').db, accountId, stored.id), { reused: KEY_REUSED, replayed: REPLAYED }, 'We could not find this batch.');

async function template(c: Ctx) {
  const csv = batchTemplate(await templateServiceCodes(c.get('deps').db));
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${TEMPLATE_FILE}"`,
    'Cache-Control': 'no-store',
  });
}

async function upload(c: Ctx) {
  const { db, now } = c.get('deps');
  const owner = ownerOf(c);
  const key = idempotencyKey(c);
  const body = await readBody(c, batchUploadSchema, MAX_BATCH_BODY_BYTES);
  // The fingerprint of the request as sent (the file's text and its name), as for other idempotent calls.
  const hash = bookingHash(body);
  if (key) {
    const stored = await findBatchByKey(db, owner.accountId, key);
    if (stored) return answerStored(c, owner.accountId, stored, hash);
  }
  const checked = await readBatchCsv(body.Csv, await batchLookups(db, owner.accountId));
  if (checked.errorCount) return rejected(c, checked.errors, checked.errorCount);
  const outcome = await uploadBatch(db, { ...owner, now: now(), fileName: body.FileName, idempotencyKey: key, requestHash: hash }, checked.rows);
  if (outcome.kind === 'rejected') return rejected(c, outcome.errors, outcome.errorCount);
  if (outcome.kind === 'existing') return answerStored(c, owner.accountId, outcome.stored, hash);
  const { result, balanceAfterFils } = outcome;
  const n = result.ShipmentCount;
  const paid =
    balanceAfterFils === null ? '' : ` ${formatAed(result.Total)} was taken from your prepaid balance, which is now ${formatAed(fromFils(balanceAfterFils))}.`;
  return ok(c, result, `Batch ${result.BatchNo} created with ${n.toLocaleString('en')} shipment${n === 1 ? '' : 's'}.${paid}`, 201);
}

async function list(c: Ctx) {
  const user = currentUser(c);
  const q = await readQuery(c, batchListQuery);
  const scope = isAdmin(user) ? null : (user.account?.id ?? NO_ACCOUNT_ID);
  return ok(c, await listBatches(c.get('deps').db, scope, q));
}

export function batchRoutes(r: Router) {
  r.get('BatchUpload/template', ACCESS, template);
  r.post('BatchUpload', ACCESS, upload);
  r.get('GetAllBatchNumber', ACCESS, list);
}
