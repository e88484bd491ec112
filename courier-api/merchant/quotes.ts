// /v1 rates and tracking: the RateFinder's quote (any valid key) and one
// airway bill's tracking, in the Tracking call's own shape but only for the
// key's account: another account's number is not found, never tracked.
import { awbPath } from '@/lib/schemas/merchant';
import { v1RateQuoteSchema, v1TrackingSchema } from '@/lib/schemas/answers/merchant';
import { rateFinderSchema } from '@/lib/schemas/rates';
import type { Ctx } from '../context';
import { notFound, ok, readBody } from '../http';
import type { Router } from '../router';
import { AWB_NOT_FOUND } from '../routes/shipments';
import { findRates } from '../services/rate-finder';
import { trackShipments } from '../services/tracking';
import { keyCaller, ownsShipment, readParams } from './common';
import { EXAMPLE_RATES, v1Doc } from './doc';

async function rates(c: Ctx) {
  keyCaller(c);
  const input = await readBody(c, rateFinderSchema);
  return ok(c, await findRates(c.get('deps').db, input));
}

async function track(c: Ctx) {
  const { db } = c.get('deps');
  const { account } = keyCaller(c);
  const { awb } = await readParams(c, awbPath);
  if (!(await ownsShipment(db, account.id, awb))) throw notFound(AWB_NOT_FOUND(awb));
  const [tracked] = await trackShipments(db, 'awb', [awb], { accountId: account.id, showPrivate: (owner) => owner === account.id });
  return ok(c, tracked);
}

export function quoteV1Routes(r: Router) {
  r.post('v1/rates', 'user', rates, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'quoteRates',
      summary: 'Quote rates',
      description: 'Every active service for the route priced for these pieces (cheapest first), and the services that cannot take them, with the reason. Any valid key.',
      tag: 'Rates',
      body: rateFinderSchema,
      response: v1RateQuoteSchema,
      example: EXAMPLE_RATES,
    }),
  });
  r.get('v1/tracking/:awb', 'user', track, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'trackShipment',
      summary: 'Track a shipment',
      description: "Where the shipment is and its tracking log, newest first. The key's own shipments only. Any valid key.",
      tag: 'Tracking',
      params: awbPath,
      response: v1TrackingSchema,
    }),
  });
}
