// Rate cards (Admin: read, replace, CSV export and import) and the public
// RateFinder.
import { idQuery } from '@/lib/schemas/service-types';
import { rateCardImportSchema, rateCardSchema } from '@/lib/schemas/rate-card';
import { rateFinderSchema } from '@/lib/schemas/rates';
import type { Ctx } from '../context';
import { badRequest, notFound, ok, readBody, readQuery, messageBody } from '../http';
import type { Router } from '../router';
import { rateCardToCsv, parseRateCardCsv } from '../services/rate-card-csv';
import { auditOf } from '../services/audit-trail';
import { cardForAudit, destinationProblem, loadCardService, loadZones, rateCardJson, replaceZones, zonesFromInput, type CardService, type StoredZone } from '../services/rate-card';
import { findRates } from '../services/rate-finder';

const NOT_FOUND = 'This service type does not exist. It may have been deleted.';

async function cardService(c: Ctx, id: string): Promise<CardService> {
  const service = await loadCardService(c.get('deps').db, id);
  if (!service) throw notFound(NOT_FOUND);
  return service;
}

async function getCard(c: Ctx) {
  const { _id } = await readQuery(c, idQuery);
  const service = await cardService(c, _id);
  return ok(c, rateCardJson(service, await loadZones(c.get('deps').db, service.id)));
}

async function putCard(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, rateCardSchema);
  const service = await cardService(c, input._id);
  // The schema checked the shape; whether a destination fits depends on the stored service.
  const errors: Record<string, string> = {};
  input.Zones.forEach((z, i) => {
    for (const d of z.Destinations as string[]) {
      const problem = destinationProblem(service, d);
      if (problem && !errors[`Zones[${i}].Destinations`]) errors[`Zones[${i}].Destinations`] = problem;
    }
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const zones = zonesFromInput(input.Zones);
  await replaceZones(db, service.id, zones, now(), auditCard(c, service, zones, 'rate_card.updated'));
  return ok(c, rateCardJson(service, await loadZones(db, service.id)), `Rate card of ${service.code} saved.`);
}

/** The audit entry of a card write: the whole card before and after (a card is a price list: every line matters). */
function auditCard(c: Ctx, service: CardService, zones: StoredZone[], action: 'rate_card.updated' | 'rate_card.imported') {
  const audit = auditOf(c);
  return (tx: Parameters<typeof audit>[0], before: StoredZone[]) =>
    audit(tx, {
      action,
      targetType: 'service_type',
      targetId: service.id,
      before: { serviceCode: service.code, zones: cardForAudit(before) },
      after: { serviceCode: service.code, zones: cardForAudit(zones) },
    });
}

async function exportCard(c: Ctx) {
  const { _id } = await readQuery(c, idQuery);
  const service = await cardService(c, _id);
  const csv = rateCardToCsv(await loadZones(c.get('deps').db, service.id));
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="ratecard-${service.code}.csv"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** All or nothing: every row is checked first; one bad row and nothing is stored. */
async function importCard(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, rateCardImportSchema);
  const service = await cardService(c, input._id);
  const parsed = parseRateCardCsv(input.Csv, service);
  if ('errors' in parsed) {
    const n = parsed.errors.length;
    return c.json(messageBody(`The file has ${n} problem${n === 1 ? '' : 's'}; nothing was imported. Fix the rows listed and import again.`, { errors: parsed.errors }), 422);
  }
  await replaceZones(db, service.id, parsed.zones, now(), auditCard(c, service, parsed.zones, 'rate_card.imported'));
  const zones = await loadZones(db, service.id);
  return ok(c, rateCardJson(service, zones), `Rate card of ${service.code} imported: ${zones.length} zone${zones.length === 1 ? '' : 's'}.`);
}

async function rateFinder(c: Ctx) {
  const input = await readBody(c, rateFinderSchema);
  return ok(c, await findRates(c.get('deps').db, input));
}

export function rateRoutes(r: Router) {
  r.get('RateCard', 'admin', getCard);
  r.put('RateCard', 'admin', putCard);
  r.get('RateCard/export', 'admin', exportCard);
  r.post('RateCard/import', 'admin', importCard);
  r.post('RateFinder', 'public', rateFinder);
}
