// POST v1/test/shipments/:awb/scan: with a test key, moves a sandbox
// shipment along its journey through the same service /Operations uses
// (recordScans), so a merchant can watch the webhooks a real journey sends.
// A live key is refused: only the courier's own staff scan real parcels.
import { awbPath, createV1TestScanBody } from '@/lib/schemas/merchant';
import { v1ShipmentDetailSchema } from '@/lib/schemas/answers/merchant';
import type { Ctx } from '../context';
import { ApiError, forbidden, notFound, ok, readBody } from '../http';
import type { Router } from '../router';
import { AWB_NOT_FOUND } from '../routes/shipments';
import { recordScans } from '../services/operations/scan-events';
import { getShipmentDetail } from '../services/shipments/detail';
import { keyCaller, ownsShipment, readParams, TEST_KEY_ONLY } from './common';
import { v1Doc } from './doc';

/** The scan rules' own reason (services/operations/scan-rules.ts), which ScanEvents answers per airway bill. */
export const SCAN_REFUSED = (reason: string) => `This scan was not recorded. ${reason}`;

async function scan(c: Ctx) {
  const { db, now } = c.get('deps');
  const { account, apiKey } = keyCaller(c);
  if (apiKey.mode !== 'test') throw forbidden(TEST_KEY_ONLY);
  const { awb } = await readParams(c, awbPath);
  const input = await readBody(c, createV1TestScanBody(now));
  if (!(await ownsShipment(db, account.id, awb))) throw notFound(AWB_NOT_FOUND(awb));
  const at = now();
  const answer = await recordScans(db, {
    awbNos: [awb],
    code: input.StatusCode,
    location: input.Location,
    remarks: input.Remarks,
    deliveredTo: input.DeliveredTo ?? null,
    exceptionReason: input.ExceptionReason ?? null,
    occurredAt: input.OccurredAt ? new Date(input.OccurredAt) : at,
    now: at,
  });
  const result = answer.Results[0]!;
  if (!result.Ok) throw new ApiError(422, SCAN_REFUSED(result.Message));
  return ok(c, await getShipmentDetail(db, { accountId: account.id }, awb), result.Message);
}

export function testModeV1Routes(r: Router) {
  r.post('v1/test/shipments/:awb/scan', 'user', scan, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'simulateScan',
      summary: 'Simulate a scan (test mode)',
      description:
        'Test keys only: records a status on one of your sandbox shipments as the courier\'s staff would (PICKED_UP, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED…), so that you can watch the webhooks a real journey sends. The same rules as a real scan apply (no going back after delivery, a reason for exceptions).',
      tag: 'Test mode',
      params: awbPath,
      body: createV1TestScanBody(),
      response: v1ShipmentDetailSchema,
      example: { StatusCode: 'DELIVERED', DeliveredTo: 'Omar Khalid' },
      errors: [403, 422],
    }),
  });
}
