// RateCard, RateCard/export and RateCard/import (Admin), on the seeded cards.
import { sql } from 'drizzle-orm';
import { queryRows, useTestApi } from '../test-utils';

const { t, tokens } = useTestApi({ logins: { admin: 'admin', customer: 'prepaid' } });
let ndd: string;
let iex: string;
beforeAll(async () => {
  const ids = await queryRows<{ code: string; id: string }>(t.database, sql`select code, id from service_types`);
  ndd = ids.find((r) => r.code === 'NDD')!.id;
  iex = ids.find((r) => r.code === 'IEX')!.id;
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const getCard = async (id: string) => (await t.call('GET', `RateCard?_id=${id}`, { token: tokens.admin })).json.data;
const exportCsv = async (id: string) => (await t.call('GET', `RateCard/export?_id=${id}`, { token: tokens.admin })).json.nonJson as string;
const storedRows = () => queryRows(t.database, sql`select z.code, z.name, z.destinations, z.additional_step_grams, z.additional_step_fils, s.max_grams, s.price_fils from rate_zones z join rate_slabs s on s.zone_id = z.id order by z.service_type_id, z.code, s.max_grams`);

const smallCard = (id: string) => ({
  _id: id,
  Zones: [
    { Zone: 'a', ZoneName: 'Dubai', Destinations: ['dubai'], Slabs: [{ UpToKg: 1, Price: 10 }, { UpToKg: 2, Price: 12.5 }], AdditionalBandKg: 1, AdditionalBandPrice: 4 },
    { Zone: 'B', ZoneName: 'Rest of the UAE', Destinations: ['Abu Dhabi', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'], Slabs: [{ UpToKg: 1, Price: 20 }], AdditionalBandKg: 0.5, AdditionalBandPrice: 5 },
  ],
});

describe('access', () => {
  const calls: [string, string, (id: string) => unknown][] = [
    ['GET', 'RateCard', () => undefined],
    ['PUT', 'RateCard', smallCard],
    ['GET', 'RateCard/export', () => undefined],
    ['POST', 'RateCard/import', (id) => ({ _id: id, Csv: 'Zone,ZoneName,Destinations,Band,WeightKg,PriceAED\n' })],
  ];
  it.each(calls)('%s %s is Admin only: visitor 401, customer 403, nothing changed', async (method, path, body) => {
    expect(t.api.routeList).toContainEqual({ method, path, access: 'admin' });
    const before = await storedRows();
    const q = method === 'GET' ? `?_id=${ndd}` : '';
    expect((await t.call(method, path + q, { body: body(ndd) })).status).toBe(401);
    expect((await t.call(method, path + q, { body: body(ndd), token: tokens.customer })).status).toBe(403);
    expect(await storedRows()).toEqual(before);
  });
});

describe('GET RateCard', () => {
  it('returns the seeded card in kg and AED', async () => {
    const res = await t.call('GET', `RateCard?_id=${ndd}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    const card = res.json.data;
    expect(card).toMatchObject({ _id: ndd, ServiceCode: 'NDD', Scope: 'Domestic' });
    expect(card.Zones.map((z: { Zone: string }) => z.Zone)).toEqual(['A', 'B']);
    expect(card.Zones[0]).toMatchObject({ ZoneName: 'Dubai, Sharjah, Ajman', Destinations: ['Dubai', 'Sharjah', 'Ajman'], AdditionalBandKg: 0.5, AdditionalBandPrice: 2 });
    expect(card.Zones[0].Slabs).toHaveLength(10);
    expect(card.Zones[0].Slabs[0]).toEqual({ UpToKg: 0.5, Price: 15 });
    expect(card.Zones[0].Slabs[9]).toEqual({ UpToKg: 5, Price: 33 });
    expect(card.Zones[1].Slabs[1]).toEqual({ UpToKg: 1, Price: 22.5 });
  });

  it.each([['', 400], ['?_id=abc', 400], [`?_id=${UNKNOWN_ID}`, 404]])('answers RateCard%s with %i', async (q, status) => {
    expect((await t.call('GET', `RateCard${q}`, { token: tokens.admin })).status).toBe(status);
    expect((await t.call('GET', `RateCard/export${q}`, { token: tokens.admin })).status).toBe(status);
  });
});

describe('PUT RateCard', () => {
  it('replaces the card, normalising codes and emirates, and RateFinder uses it at once', async () => {
    const original = await getCard(ndd);
    const res = await t.call('PUT', 'RateCard', { body: smallCard(ndd), token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.data.Zones[0]).toEqual({ Zone: 'A', ZoneName: 'Dubai', Destinations: ['Dubai'], Slabs: [{ UpToKg: 1, Price: 10 }, { UpToKg: 2, Price: 12.5 }], AdditionalBandKg: 1, AdditionalBandPrice: 4 });
    expect(await getCard(ndd)).toEqual(res.json.data);
    const quote = async (city: string, kg: number) =>
      (await t.call('POST', 'RateFinder', { body: { OriginCity: 'DXB', DestinationCity: city, Pieces: [{ Weight: kg }] } })).json.data.Rates.find((r: { ServiceCode: string }) => r.ServiceCode === 'NDD').Charges.Base;
    expect(await quote('JBA', 1.5)).toBe(12.5); // Jebel Ali is in Dubai: zone A
    expect(await quote('SHJ', 2.2)).toBe(20 + 3 * 5); // 1.2 kg over 1 kg = 3 started bands of 0.5 kg
    // The card as read goes back unchanged.
    expect((await t.call('PUT', 'RateCard', { body: original, token: tokens.admin })).status).toBe(200);
    expect(await getCard(ndd)).toEqual(original);
  });

  const zone = smallCard(ndd).Zones[0]!;
  it.each([
    ['a destination in two zones', { Zones: [zone, { ...zone, Zone: 'B', Destinations: ['Dubai'] }] }, 'Zones[1].Destinations'],
    ['a zone code twice', { Zones: [zone, { ...zone, Destinations: ['Ajman'] }] }, 'Zones[1].Zone'],
    ['slabs out of order', { Zones: [{ ...zone, Slabs: [{ UpToKg: 2, Price: 1 }, { UpToKg: 1, Price: 2 }] }] }, 'Zones[0].Slabs[1].UpToKg'],
    ['no slabs', { Zones: [{ ...zone, Slabs: [] }] }, 'Zones[0].Slabs'],
    ['a price with 3 decimals', { Zones: [{ ...zone, Slabs: [{ UpToKg: 1, Price: 1.005 }] }] }, 'Zones[0].Slabs[0].Price'],
    ['a weight with 4 decimals', { Zones: [{ ...zone, Slabs: [{ UpToKg: 1.0005, Price: 1 }] }] }, 'Zones[0].Slabs[0].UpToKg'],
    ['a zero band', { Zones: [{ ...zone, AdditionalBandKg: 0 }] }, 'Zones[0].AdditionalBandKg'],
    ['a country on a domestic card', { Zones: [{ ...zone, Destinations: ['SA'] }] }, 'Zones[0].Destinations'],
    ['an unknown place', { Zones: [{ ...zone, Destinations: ['Atlantis'] }] }, 'Zones[0].Destinations[0]'],
    ['no destinations', { Zones: [{ ...zone, Destinations: [] }] }, 'Zones[0].Destinations'],
    ['101 zones', { Zones: Array.from({ length: 101 }, (_, i) => ({ ...zone, Zone: `Z${i}`, Destinations: ['Dubai'] })) }, 'Zones'],
    ['zones not a list', { Zones: 'A' }, 'Zones'],
    ['a bad _id', { _id: 'x' }, '_id'],
  ])('refuses %s with 400 and a field error, changing nothing', async (_label, patch, field) => {
    const before = await storedRows();
    const res = await t.call('PUT', 'RateCard', { body: { ...smallCard(ndd), ...patch }, token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toEqual(expect.any(String));
    expect(await storedRows()).toEqual(before);
  });

  it('checks international destinations against the service’s countries', async () => {
    const iec = (await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = 'IEC'`))[0]!.id;
    const card = { _id: iec, Zones: [{ Zone: '1', ZoneName: 'Africa', Destinations: ['ZA'], Slabs: [{ UpToKg: 1, Price: 50 }], AdditionalBandKg: 1, AdditionalBandPrice: 20 }] };
    const res = await t.call('PUT', 'RateCard', { body: card, token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.json.errors['Zones[0].Destinations']).toBe('IEC does not serve ZA; add the country to the service type first.');
    const emirate = await t.call('PUT', 'RateCard', { body: { ...card, Zones: [{ ...card.Zones[0], Destinations: ['Dubai'] }] }, token: tokens.admin });
    expect(emirate.status).toBe(400);
  });

  it('answers 404 for an unknown service type', async () => {
    expect((await t.call('PUT', 'RateCard', { body: smallCard(UNKNOWN_ID), token: tokens.admin })).status).toBe(404);
  });
});

describe('RateCard/export and RateCard/import', () => {
  it('exports a CSV attachment: one row per slab and one additional row per zone', async () => {
    const res = await t.call('GET', `RateCard/export?_id=${ndd}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ratecard-NDD.csv"');
    const lines = (res.json.nonJson as string).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 2 * (10 + 1));
    expect(lines[0]).toBe('Zone,ZoneName,Destinations,Band,WeightKg,PriceAED');
    expect(lines[1]).toBe('A,"Dubai, Sharjah, Ajman",Dubai;Sharjah;Ajman,upto,0.5,15.00');
    expect(lines[11]).toBe('A,"Dubai, Sharjah, Ajman",Dubai;Sharjah;Ajman,additional,0.5,2.00');
  });

  it('round-trips: importing the export gives the same card (international, 6 zones)', async () => {
    const before = await getCard(iex);
    const res = await t.call('POST', 'RateCard/import', { body: { _id: iex, Csv: await exportCsv(iex) }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Rate card of IEX imported: 6 zones.');
    expect(res.json.data).toEqual(before);
    expect(await getCard(iex)).toEqual(before);
  });

  it('neutralises formulas on export and restores the text on import', async () => {
    const card = smallCard(ndd);
    card.Zones[0]!.ZoneName = '=HYPERLINK("http://evil.example","Dubai")';
    card.Zones[1]!.ZoneName = '-Rest, of "UAE"';
    const saved = (await t.call('PUT', 'RateCard', { body: card, token: tokens.admin })).json.data;
    const csv = await exportCsv(ndd);
    expect(csv).toContain(`A,"'=HYPERLINK(""http://evil.example"",""Dubai"")",Dubai,upto,1,10.00`);
    expect(csv).toContain(`B,"'-Rest, of ""UAE""",`);
    expect(csv.split('\r\n').slice(1).every((l) => !/^[=+\-@]/.test(l) && !/,[=+\-@]/.test(l))).toBe(true);
    const res = await t.call('POST', 'RateCard/import', { body: { _id: ndd, Csv: csv }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(saved);
  });

  it('refuses a file with bad rows with 422 and per-row errors, storing nothing (all or nothing)', async () => {
    const before = await storedRows();
    const good = (await exportCsv(ndd)).trimEnd().split('\r\n');
    // Every price changed, plus two bad rows at the end: not one change may be stored.
    const changed = good.map((l, i) => (i === 0 ? l : l.replace(/,(\d+)\.(\d\d)$/, (_m, a) => `,${Number(a) + 1}.00`)));
    const csv = [...changed, 'A,Dubai,Dubai,upto,3,abc', 'C,Nowhere,Mars,upto,1,1', 'C,Nowhere,Mars,additional,1,1'].join('\n');
    const res = await t.call('POST', 'RateCard/import', { body: { _id: ndd, Csv: csv }, token: tokens.admin });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('The file has 3 problems; nothing was imported. Fix the rows listed and import again.');
    expect(res.json.errors).toEqual([
      { Row: changed.length + 1, Column: 'PriceAED', Message: expect.stringMatching(/PriceAED/) },
      { Row: changed.length + 1, Column: 'ZoneName', Message: expect.stringMatching(/same name/) },
      { Row: changed.length + 2, Column: 'Destinations', Message: 'Mars is not an emirate; a domestic card lists emirates.' },
    ]);
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a missing or oversized Csv, and an unknown service type', async () => {
    const missing = await t.call('POST', 'RateCard/import', { body: { _id: ndd }, token: tokens.admin });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.Csv).toBe('Choose a CSV file to import.');
    const big = await t.call('POST', 'RateCard/import', { body: { _id: ndd, Csv: 'x'.repeat(1024 * 1024 + 1) }, token: tokens.admin });
    expect(big.status).toBe(413);
    const unknown = await t.call('POST', 'RateCard/import', { body: { _id: UNKNOWN_ID, Csv: await exportCsv(ndd) }, token: tokens.admin });
    expect(unknown.status).toBe(404);
    const badId = await t.call('POST', 'RateCard/import', { body: { _id: 'x', Csv: 'a' }, token: tokens.admin });
    expect(badId.status).toBe(400);
    expect(badId.json.errors._id).toEqual(expect.any(String));
  });

  it('refuses a domestic file for an international service with 422', async () => {
    const res = await t.call('POST', 'RateCard/import', { body: { _id: iex, Csv: await exportCsv(ndd) }, token: tokens.admin });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toEqual({ Row: 2, Column: 'Destinations', Message: 'Dubai is not a country code.' });
  });
});

describe('hostile input', () => {
  it('never answers 5xx on the rate and service type calls, whatever arrives', async () => {
    const bodies: unknown[] = [
      null, [], 'x', 1, {},
      { _id: ndd, Zones: null }, { _id: ndd, Zones: [null] }, { _id: ndd, Zones: [{ Zone: { $ne: 1 } }] },
      { _id: ndd, Zones: [{ Zone: 'A', ZoneName: 'A', Destinations: [null, 1, {}], Slabs: [null, 'x', { UpToKg: {}, Price: [] }], AdditionalBandKg: 'x', AdditionalBandPrice: null }] },
      { _id: ndd, Zones: [{ Zone: 'A', ZoneName: 'A', Destinations: 'Dubai', Slabs: { UpToKg: 1 } }] },
      { _id: { toString: 1 }, Csv: { toString: 1 } }, { _id: ndd, Csv: ['a'] }, { _id: ndd, Csv: '\u0000\ufeff"' },
      { ServiceCode: [], ServiceName: {}, Scope: 1, Countries: [[], {}], TransitDaysMin: 'x', Active: {}, __proto__: { polluted: true } },
      { OriginCity: 1, DestinationCity: [], Pieces: [{ Weight: { $gt: 0 } }], CodAmount: {} },
      { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: [{ Weight: 1e308, Length: -1, Width: 1e9, Height: 'x' }] },
      { OriginCity: 'DXB', DestinationCity: 'SHJ', Pieces: 'many' },
    ];
    const calls: [string, string][] = [['PUT', 'RateCard'], ['POST', 'RateCard/import'], ['POST', 'ServiceTypes'], ['PUT', 'ServiceTypes'], ['POST', 'RateFinder']];
    for (const [method, path] of calls) {
      for (const body of bodies) {
        const res = await t.call(method, path, { rawBody: JSON.stringify(body), token: tokens.admin });
        expect([method, path, res.status < 500]).toEqual([method, path, true]);
      }
    }
    for (const q of ['_id[]=1', '_id=%00', `_id=${ndd}&_id=${ndd}`, 'search[$ne]=1', 'page=1e9', 'country[]=SA']) {
      for (const path of ['RateCard', 'RateCard/export', 'ServiceTypes', 'getServiceType']) {
        expect((await t.call('GET', `${path}?${q}`, { token: tokens.admin })).status).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
