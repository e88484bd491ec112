// RateFinder against the seeded rate cards (db/seed-rates.ts), and quoteService
// as booking calls it. Expected prices are worked out by hand from the seed:
// NDD zone A (Dubai, Sharjah, Ajman) AED 15 + 2 per 0.5 kg to 5 kg, then 2 per
// 0.5 kg; zone B 20 + 2.5; EXP A 22 + 3; SDD A 30 + 4; fuel 12 %, VAT 5 %.
// IEX zone 1 (GCC) 55 + 15 to 10 kg, then 14; IEC zone 1 35 + 9, then 8; 12.5 % fuel.
import { sql } from 'drizzle-orm';
import { ApiError } from '../http';
import { baseCharge } from '../services/pricing-core';
import { quoteService, toQuotePieces } from '../services/pricing';
import { loadOffersCached } from '../services/rate-cache';
import { loadOffers } from '../services/rate-offers';
import { createTestApi, queryRows, type TestApi } from '../test-utils';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await createTestApi();
  admin = await t.login('admin');
});
afterAll(() => t.close());

interface Rate { ServiceCode: string; Zone: string; Charges: Record<string, number | string> }
const find = (body: Record<string, unknown>) => t.call('POST', 'RateFinder', { body });
const domestic = (Pieces: unknown[], extra: Record<string, unknown> = {}) => find({ OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces, ...extra });
const rateOf = (res: { json: { data: { Rates: Rate[] } } }, code: string) => res.json.data.Rates.find((r) => r.ServiceCode === code);
const idOf = async (code: string) => (await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = ${code}`))[0]!.id;

describe('POST RateFinder: domestic', () => {
  it('is public and answers the contract shape, cheapest first', async () => {
    expect(t.api.routeList).toContainEqual({ method: 'POST', path: 'RateFinder', access: 'public' });
    const res = await domestic([{ Weight: 1 }]);
    expect(res.status).toBe(200);
    expect(res.json.data.Route).toEqual({
      Scope: 'Domestic', OriginCity: 'DXB', OriginCityName: 'Dubai', DestinationCountry: 'AE',
      DestinationCountryName: 'United Arab Emirates', DestinationCity: 'SHJ', DestinationCityName: 'Sharjah',
    });
    expect(res.json.data.Weight).toEqual({ ActualKg: 1, VolumetricKg: 0, ChargeableKg: 1, Divisor: 5000, Pieces: [{ PieceNo: 1, ActualKg: 1, VolumetricKg: 0, ChargeableKg: 1 }] });
    expect(res.json.data.CodAmount).toBe(0);
    expect(res.json.data.Unavailable).toEqual([]);
    expect(res.json.data.Rates.map((r: Rate) => [r.ServiceCode, r.Charges.Total])).toEqual([['NDD', 19.99], ['EXP', 29.4], ['SDD', 39.98]]);
    expect(rateOf(res, 'NDD')).toEqual({
      ServiceTypeId: await idOf('NDD'), ServiceCode: 'NDD', ServiceName: 'Next Day Delivery', Description: expect.any(String),
      TransitTime: '1–2 working days', TransitDaysMin: 1, TransitDaysMax: 2, Zone: 'A', ZoneName: 'Dubai, Sharjah, Ajman',
      Charges: { Base: 17, FuelSurcharge: 2.04, CodFee: 0, Vat: 0.95, Total: 19.99, Currency: 'AED', FuelSurchargePercent: 12, VatPercent: 5 },
    });
  });

  it.each([
    [0.001, 15], [0.5, 15], [0.501, 17], [1, 17], [1.001, 19], [4.999, 33], [5, 33], [5.001, 35], [5.5, 35], [5.501, 37], [20, 33 + 30 * 2],
  ])('prices %f kg at NDD base AED %f (slab edges, then additional bands)', async (kg, base) => {
    const res = await domestic([{ Weight: kg }]);
    expect(rateOf(res, 'NDD')!.Charges.Base).toBe(base);
  });

  it('charges the volumetric weight when it exceeds the actual one, and the actual otherwise', async () => {
    const bulky = await domestic([{ Weight: 0.5, Length: 40, Width: 30, Height: 20 }]); // 24,000 cm³ → 4.8 kg
    expect(bulky.json.data.Weight).toMatchObject({ ActualKg: 0.5, VolumetricKg: 4.8, ChargeableKg: 4.8 });
    expect(rateOf(bulky, 'NDD')!.Charges.Base).toBe(33);
    const dense = await domestic([{ Weight: 3, Length: 10, Width: 10, Height: 10 }]); // 0.2 kg volumetric
    expect(dense.json.data.Weight).toMatchObject({ ActualKg: 3, VolumetricKg: 0.2, ChargeableKg: 3 });
    expect(rateOf(dense, 'NDD')!.Charges.Base).toBe(25);
  });

  it('sums the chargeable weight piece by piece over 3 pieces', async () => {
    const res = await domestic([{ Weight: 1.2 }, { Weight: 0.3, Length: 30, Width: 20, Height: 10 }, { Weight: 0.75, Length: 10, Width: 10, Height: 10 }]);
    expect(res.json.data.Weight).toEqual({
      ActualKg: 2.25, VolumetricKg: 1.4, ChargeableKg: 3.15, Divisor: 5000,
      Pieces: [
        { PieceNo: 1, ActualKg: 1.2, VolumetricKg: 0, ChargeableKg: 1.2 },
        { PieceNo: 2, ActualKg: 0.3, VolumetricKg: 1.2, ChargeableKg: 1.2 },
        { PieceNo: 3, ActualKg: 0.75, VolumetricKg: 0.2, ChargeableKg: 0.75 },
      ],
    });
    expect(rateOf(res, 'NDD')!.Charges.Base).toBe(27);
  });

  it('adds the COD fee (minimum or percentage) and charges VAT on it', async () => {
    const small = await domestic([{ Weight: 1 }], { CodAmount: 150 });
    expect(small.json.data.CodAmount).toBe(150);
    expect(rateOf(small, 'NDD')!.Charges).toMatchObject({ Base: 17, FuelSurcharge: 2.04, CodFee: 10, Vat: 1.45, Total: 30.49 });
    const big = await domestic([{ Weight: 1 }], { CodAmount: '2000' });
    expect(rateOf(big, 'NDD')!.Charges).toMatchObject({ CodFee: 40, Vat: 2.95, Total: 61.99 });
  });

  it('prices by the destination emirate’s zone', async () => {
    const auh = await find({ OriginCity: 'SHJ', DestinationCity: 'AUH', Pieces: [{ Weight: 1 }] });
    expect(rateOf(auh, 'NDD')).toMatchObject({ Zone: 'B', ZoneName: 'Other emirates', Charges: { Base: 22.5, FuelSurcharge: 2.7, Vat: 1.26, Total: 26.46 } });
    const musaffah = await find({ OriginCity: 'DXB', DestinationCity: 'msf', Pieces: [{ Weight: 1 }] }); // Abu Dhabi emirate
    expect(rateOf(musaffah, 'NDD')!.Zone).toBe('B');
    expect(musaffah.json.data.Route.DestinationCityName).toBe('Musaffah');
  });
});

describe('POST RateFinder: international', () => {
  it('ships from Dubai by default, zero-rates VAT and lists IEC before IEX when cheaper', async () => {
    const res = await find({ DestinationCountry: 'SA', DestinationCity: 'RUH', Pieces: [{ Weight: 2 }] });
    expect(res.status).toBe(200);
    expect(res.json.data.Route).toMatchObject({ Scope: 'International', OriginCity: 'DXB', DestinationCountryName: 'Saudi Arabia', DestinationCityName: 'Riyadh' });
    expect(res.json.data.Rates.map((r: Rate) => [r.ServiceCode, r.Zone, r.Charges])).toEqual([
      ['IEC', '1', { Base: 62, FuelSurcharge: 7.75, CodFee: 0, Vat: 0, Total: 69.75, Currency: 'AED', FuelSurchargePercent: 12.5, VatPercent: 0 }],
      ['IEX', '1', { Base: 100, FuelSurcharge: 12.5, CodFee: 0, Vat: 0, Total: 112.5, Currency: 'AED', FuelSurchargePercent: 12.5, VatPercent: 0 }],
    ]);
  });

  it('adds bands beyond the last 10 kg slab', async () => {
    const res = await find({ DestinationCountry: 'SA', DestinationCity: 'JED', Pieces: [{ Weight: 10.2 }] });
    expect(rateOf(res, 'IEX')!.Charges).toMatchObject({ Base: 354, FuelSurcharge: 44.25, Total: 398.25 });
    expect(rateOf(res, 'IEC')!.Charges).toMatchObject({ Base: 214, FuelSurcharge: 26.75, Total: 240.75 });
  });

  it('uses the region zone and rounds half up', async () => {
    const res = await find({ OriginCity: 'AUH', DestinationCountry: 'FR', DestinationCity: 'PAR', Pieces: [{ Weight: 0.5 }] });
    expect(rateOf(res, 'IEX')).toMatchObject({ Zone: '3', ZoneName: 'Europe', Charges: { Base: 110, FuelSurcharge: 13.75, Total: 123.75 } });
    expect(rateOf(res, 'IEC')!.Charges).toMatchObject({ Base: 65, FuelSurcharge: 8.13, Total: 73.13 }); // 8.125 → 8.13
  });

  it('leaves out services that do not serve the country', async () => {
    const res = await find({ DestinationCountry: 'ZA', DestinationCity: 'JNB', Pieces: [{ Weight: 1 }] });
    expect(res.json.data.Rates.map((r: Rate) => [r.ServiceCode, r.Zone, r.Charges.Total])).toEqual([['IEX', '6', 216]]);
    expect(res.json.data.Unavailable).toEqual([]);
  });

  it('lists services without COD under Unavailable with the reason', async () => {
    const res = await find({ DestinationCountry: 'SA', DestinationCity: 'RUH', Pieces: [{ Weight: 1 }], CodAmount: 100 });
    expect(res.json.data.Rates).toEqual([]);
    expect(res.json.data.Unavailable).toEqual([
      { ServiceCode: 'IEX', ServiceName: 'International Express', Reason: 'Cash on delivery is not available with International Express.' },
      { ServiceCode: 'IEC', ServiceName: 'International Economy', Reason: 'Cash on delivery is not available with International Economy.' },
    ]);
  });
});

describe('POST RateFinder: bad input', () => {
  it.each([
    ['an unknown destination city', { OriginCity: 'DXB', DestinationCity: 'XYZ' }, 'DestinationCity'],
    ['a city of another country', { DestinationCountry: 'SA', DestinationCity: 'DXB' }, 'DestinationCity'],
    ['an unknown country', { DestinationCountry: 'ZZ', DestinationCity: 'RUH' }, 'DestinationCountry'],
    ['an origin abroad', { OriginCity: 'RUH', DestinationCity: 'DXB' }, 'OriginCity'],
    ['an unknown origin', { OriginCity: 'QQQ', DestinationCity: 'DXB' }, 'OriginCity'],
    ['no origin for a domestic quote', { DestinationCity: 'DXB' }, 'OriginCity'],
    ['no pieces', { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: [] }, 'Pieces'],
    ['51 pieces', { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: Array.from({ length: 51 }, () => ({ Weight: 1 })) }, 'Pieces'],
    ['a weight of 0', { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: [{ Weight: 0 }] }, 'Pieces[0].Weight'],
    ['a weight over 1000 kg', { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: [{ Weight: 1000.5 }] }, 'Pieces[0].Weight'],
    ['two dimensions only', { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: [{ Weight: 1, Length: 10, Width: 10 }] }, 'Pieces[0]'],
    ['a COD amount with 3 decimals', { OriginCity: 'DXB', DestinationCity: 'SHJ', CodAmount: 1.234 }, 'CodAmount'],
  ])('refuses %s with 400 and a field error', async (_label, body, field) => {
    const res = await find({ Pieces: [{ Weight: 1 }], ...body });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toEqual(expect.any(String));
  });
});

describe('quoteService (booking)', () => {
  const req = { originCityCode: 'DXB', destinationCountry: 'AE', destinationCityCode: 'SHJ', pieces: toQuotePieces([{ Weight: 1 }]), codAmountFils: 15_000 };

  it('prices one service, also inside a transaction', async () => {
    const expected = {
      serviceType: { id: await idOf('NDD'), code: 'NDD', name: 'Next Day Delivery', scope: 'Domestic', transitDaysMin: 1, transitDaysMax: 2 },
      zoneCode: 'A', zoneName: 'Dubai, Sharjah, Ajman',
      charges: { baseFils: 1700, fuelFils: 204, codFeeFils: 1000, vatFils: 145, totalFils: 3049 },
      chargeableGrams: 1000, pieces: [{ actualGrams: 1000, volumetricGrams: 0, chargeableGrams: 1000 }],
    };
    expect(await quoteService(t.database.db, await idOf('NDD'), req)).toEqual(expected);
    const inTx = await t.database.db.transaction(async (tx) => quoteService(tx, expected.serviceType.id, req));
    expect(inTx).toEqual(expected);
  });

  const failure = async (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e as ApiError);

  it('refuses with 422 and a customer message: no COD, country not served, unknown service', async () => {
    const intl = { ...req, destinationCountry: 'ZA', destinationCityCode: 'JNB' };
    let e = await failure(quoteService(t.database.db, await idOf('IEX'), intl));
    expect([e.status, e.message]).toEqual([422, 'Cash on delivery is not available with International Express.']);
    e = await failure(quoteService(t.database.db, await idOf('IEC'), { ...intl, codAmountFils: 0 }));
    expect([e.status, e.message]).toEqual([422, 'International Economy does not deliver to South Africa.']);
    e = await failure(quoteService(t.database.db, await idOf('IEX'), { ...req, codAmountFils: 0 }));
    expect([e.status, e.message]).toEqual([422, 'International Express does not deliver to United Arab Emirates.']);
    e = await failure(quoteService(t.database.db, '00000000-0000-4000-8000-000000000000', req));
    expect(e.status).toBe(422);
  });

  it('refuses an unknown city with 400', async () => {
    const e = await failure(quoteService(t.database.db, await idOf('NDD'), { ...req, destinationCityCode: 'NOPE' }));
    expect([e.status, e.errors]).toEqual([400, { DestinationCity: expect.any(String) }]);
  });
});

describe('RateFinder after Admin changes', () => {
  it('drops an inactive service entirely, and quoteService refuses it with 422', async () => {
    const exp = (await t.call('GET', 'ServiceTypes?search=EXP', { token: admin })).json.data.ServiceTypes[0];
    expect((await t.call('PUT', 'ServiceTypes', { body: { ...exp, Active: false }, token: admin })).status).toBe(200);
    const res = await domestic([{ Weight: 1 }]);
    expect(res.json.data.Rates.map((r: Rate) => r.ServiceCode)).toEqual(['NDD', 'SDD']);
    expect(res.json.data.Unavailable).toEqual([]);
    const e = await quoteService(t.database.db, exp._id, { originCityCode: 'DXB', destinationCountry: 'AE', destinationCityCode: 'SHJ', pieces: toQuotePieces([{ Weight: 1 }]), codAmountFils: 0 }).catch((x: ApiError) => x);
    expect([(e as ApiError).status, (e as ApiError).message]).toEqual([422, 'Express is not available at the moment.']);
    expect((await t.call('PUT', 'ServiceTypes', { body: { ...exp, Active: true }, token: admin })).status).toBe(200);
    expect((await domestic([{ Weight: 1 }])).json.data.Rates).toHaveLength(3);
  });

  it('lists a service whose card has no zone for the destination as unavailable, then prices with the new card', async () => {
    const _id = await idOf('IEC');
    const original = (await t.call('GET', `RateCard?_id=${_id}`, { token: admin })).json.data;
    const withoutEurope = { ...original, Zones: original.Zones.filter((z: { Zone: string }) => z.Zone !== '3') };
    expect((await t.call('PUT', 'RateCard', { body: withoutEurope, token: admin })).status).toBe(200);
    const res = await find({ DestinationCountry: 'GB', DestinationCity: 'LON', Pieces: [{ Weight: 1 }] });
    expect(res.json.data.Rates.map((r: Rate) => r.ServiceCode)).toEqual(['IEX']);
    expect(res.json.data.Unavailable).toEqual([{ ServiceCode: 'IEC', ServiceName: 'International Economy', Reason: 'International Economy does not deliver to United Kingdom.' }]);
    expect((await t.call('PUT', 'RateCard', { body: original, token: admin })).status).toBe(200);
    const back = await find({ DestinationCountry: 'GB', DestinationCity: 'LON', Pieces: [{ Weight: 1 }] });
    expect(rateOf(back, 'IEC')!.Charges.Base).toBe(65 + 19);
  });
});

describe('the cached card (RateFinder) and the SQL path (booking) agree', () => {
  const routes: [string, string | null][] = [['AE', 'Dubai'], ['AE', 'Abu Dhabi'], ['AE', 'Fujairah'], ['SA', null], ['GB', null], ['ZA', null], ['AQ', null]];

  it.each(routes)('%s %s', async (country, emirate) => {
    for (const grams of [1, 500, 501, 5000, 5001, 10_000, 10_001, 123_456]) {
      const cached = await loadOffersCached(t.database.db, { country, emirate });
      const direct = await loadOffers(t.database.db, { country, emirate, chargeableGrams: grams });
      const priced = (offers: typeof direct) =>
        offers.map((o) => ({ service: o.service, zone: o.zone && { code: o.zone.code, name: o.zone.name }, base: o.zone && baseCharge(o.zone.tariff, grams) }));
      expect(priced(cached)).toEqual(priced(direct));
    }
  });

  it('quotes that arrive together share one version query; the next quote after it sends its own', async () => {
    const db = t.database.db;
    let statements = 0;
    // The same handle, counting what RateFinder sends (the version query, prepared through the
    // handle's client on PostgreSQL, db/prepared.ts; and the card when it changed, through execute).
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const countingClient = new Proxy(client, {
      get: (target, key, receiver) => (key === 'query' ? (...args: unknown[]) => (statements++, target.query(...args)) : Reflect.get(target, key, receiver)),
    });
    const counting = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (...args: Parameters<typeof db.execute>) => (statements++, target.execute(...args))
          : key === '$client'
            ? countingClient
            : Reflect.get(target, key, receiver),
    });
    await loadOffersCached(counting, { country: 'AE', emirate: 'Dubai' });
    statements = 0;
    const together = await Promise.all(Array.from({ length: 10 }, () => loadOffersCached(counting, { country: 'AE', emirate: 'Dubai' })));
    expect(statements).toBe(1);
    expect(new Set(together.map((offers) => offers.map((o) => o.service.code).join()))).toHaveProperty('size', 1);
    await loadOffersCached(counting, { country: 'AE', emirate: 'Dubai' });
    await loadOffersCached(counting, { country: 'AE', emirate: 'Dubai' });
    expect(statements).toBe(3);
  });

  it('sees every Admin write at once', async () => {
    const before = (await loadOffersCached(t.database.db, { country: 'AE', emirate: 'Dubai' })).map((o) => o.service.code);
    const created = await t.call('POST', 'ServiceTypes', {
      body: { ServiceCode: 'ECO', ServiceName: 'Economy', Scope: 'Domestic', TransitDaysMin: 2, TransitDaysMax: 3, SortOrder: 0 },
      token: admin,
    });
    expect([created.status, created.json.message]).toEqual([201, 'Service type created.']);
    const id = created.json.data._id;
    expect((await loadOffersCached(t.database.db, { country: 'AE', emirate: 'Dubai' })).map((o) => [o.service.code, o.zone])).toContainEqual(['ECO', null]);
    const card = { _id: id, Zones: [{ Zone: 'A', ZoneName: 'All', Destinations: ['Dubai'], Slabs: [{ UpToKg: 1, Price: 9 }], AdditionalBandKg: 1, AdditionalBandPrice: 1 }] };
    expect((await t.call('PUT', 'RateCard', { body: card, token: admin })).status).toBe(200);
    const res = await find({ OriginCity: 'SHJ', DestinationCity: 'DXB', Pieces: [{ Weight: 1 }] });
    expect(rateOf(res, 'ECO')!.Charges.Base).toBe(9);
    expect((await t.call('DELETE', `ServiceTypes?_id=${id}`, { token: admin })).json.data.Deleted).toBe(true);
    expect((await loadOffersCached(t.database.db, { country: 'AE', emirate: 'Dubai' })).map((o) => o.service.code)).toEqual(before);
  });
});
