// BatchUpload's transaction: every row checked against the account and the
// rate card, then everything written, or nothing at all. A racing retry with
// the same Idempotency-Key stops at the batch's unique index and is answered
// with the first batch.
import type { BatchRow } from '@/lib/batch-csv';
import type { BatchRowError, BatchUploadResult } from '@/lib/schemas/batch';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../http';
import { batchResult, findBatchByKey, type StoredBatch } from './list';
import { prepareRows } from './prepare';
import { writeBatch, type BatchWriteContext } from './write';

export type UploadOutcome =
  | { kind: 'created'; result: BatchUploadResult; balanceAfterFils: number | null }
  | { kind: 'rejected'; errors: BatchRowError[]; errorCount: number }
  | { kind: 'existing'; stored: StoredBatch };

export async function uploadBatch(db: Db, ctx: BatchWriteContext, rows: BatchRow[]): Promise<UploadOutcome> {
  try {
    return await db.transaction(async (tx): Promise<UploadOutcome> => {
      const checked = await prepareRows(tx, ctx.accountId, rows);
      if ('problems' in checked) return { kind: 'rejected', errors: checked.problems.list, errorCount: checked.problems.count };
      const written = await writeBatch(tx, ctx, checked.prepared);
      const totals = written.awbNos.map((awbNo, i) => ({ awbNo, totalFils: checked.prepared[i]!.quote.charges.totalFils }));
      return { kind: 'created', result: batchResult({ id: written.id, batchNo: written.batchNo, fileName: ctx.fileName }, totals), balanceAfterFils: written.balanceAfterFils };
    });
  } catch (err) {
    // Only a racing upload with the same key clashes here (batch and AWB numbers are retried inside).
    const existing = isUniqueViolation(err) && ctx.idempotencyKey ? await findBatchByKey(db, ctx.accountId, ctx.idempotencyKey) : undefined;
    if (existing) return { kind: 'existing', stored: existing };
    throw err;
  }
}
