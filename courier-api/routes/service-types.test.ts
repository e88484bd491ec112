import { sql } from 'drizzle-orm';
import { queryRows, useTestApi } from '../test-utils';

const { t, tokens } = useTestApi({ logins: { admin: 'admin', customer: 'postpaid' } });

const newService = {
  ServiceCode: 'ppx',
  ServiceName: 'Parcel Plus',
  Scope: 'International',
  Description: 'Heavier parcels to the GCC.',
  TransitDaysMin: 3,
  TransitDaysMax: 5,
  Countries: ['sa', 'KW', 'KW'],
  Active: true,
  CodAvailable: false,
  FuelSurchargePercent: 10.5,
  CodFeeMin: 0,
  CodFeePercent: 0,
  SortOrder: 9,
};
const idOf = async (code: string) =>
  (await queryRows<{ id: string }>(t.database, sql`select id from service_types where code = ${code}`))[0]!.id;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('access', () => {
  const adminCalls: [string, string][] = [
    ['GET', 'ServiceTypes'],
    ['POST', 'ServiceTypes'],
    ['PUT', 'ServiceTypes'],
    ['DELETE', 'ServiceTypes'],
  ];
  it('registers the Admin and public calls', () => {
    for (const [method, path] of adminCalls) expect(t.api.routeList).toContainEqual({ method, path, access: 'admin' });
    expect(t.api.routeList).toContainEqual({ method: 'GET', path: 'activeServicetypes', access: 'public' });
    expect(t.api.routeList).toContainEqual({ method: 'GET', path: 'getServiceType', access: 'public' });
  });

  it.each(adminCalls)('%s %s: visitor 401, customer 403, nothing changed', async (method, path) => {
    const before = await queryRows(t.database, sql`select * from service_types order by code`);
    const body = method === 'GET' || method === 'DELETE' ? undefined : { ...newService, _id: await idOf('NDD') };
    const q = method === 'DELETE' ? `?_id=${await idOf('NDD')}` : '';
    expect((await t.call(method, path + q, { body })).status).toBe(401);
    expect((await t.call(method, path + q, { body, token: tokens.customer })).status).toBe(403);
    expect(await queryRows(t.database, sql`select * from service_types order by code`)).toEqual(before);
  });
});

describe('GET ServiceTypes (Admin)', () => {
  it('lists the seeded services by SortOrder with shipment counts', async () => {
    const res = await t.call('GET', 'ServiceTypes', { token: tokens.admin });
    expect(res.status).toBe(200);
    const { ServiceTypes, Total, Page, Limit } = res.json.data;
    expect({ Total, Page, Limit }).toEqual({ Total: 5, Page: 1, Limit: 10 });
    expect(ServiceTypes.map((s: { ServiceCode: string }) => s.ServiceCode)).toEqual(['SDD', 'EXP', 'NDD', 'IEX', 'IEC']);
    const ndd = ServiceTypes[2];
    expect(ndd).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ServiceCode: 'NDD',
      ServiceName: 'Next Day Delivery',
      Scope: 'Domestic',
      Description: expect.any(String),
      TransitDaysMin: 1,
      TransitDaysMax: 2,
      TransitTime: '1–2 working days',
      Countries: ['AE'],
      Active: true,
      CodAvailable: true,
      FuelSurchargePercent: 12,
      CodFeeMin: 10,
      CodFeePercent: 2,
      SortOrder: 3,
      ShipmentCount: expect.any(Number),
    });
    const [{ n }] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments where service_code = 'NDD'`);
    expect(ndd.ShipmentCount).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(ServiceTypes.find((s: { ServiceCode: string }) => s.ServiceCode === 'SDD').TransitTime).toBe('Same day');
    expect(ServiceTypes.find((s: { ServiceCode: string }) => s.ServiceCode === 'EXP').TransitTime).toBe('Next working day');
    expect(ServiceTypes.find((s: { ServiceCode: string }) => s.ServiceCode === 'IEX').Countries).toHaveLength(249);
  });

  it('searches code or name, filters by status and pages', async () => {
    const codes = async (q: string) => {
      const res = await t.call('GET', `ServiceTypes?${q}`, { token: tokens.admin });
      expect(res.status).toBe(200);
      return { codes: res.json.data.ServiceTypes.map((s: { ServiceCode: string }) => s.ServiceCode), total: res.json.data.Total };
    };
    expect(await codes('search=express')).toEqual({ codes: ['EXP', 'IEX'], total: 2 });
    expect(await codes('search=ndd')).toEqual({ codes: ['NDD'], total: 1 });
    expect(await codes('search=%25')).toEqual({ codes: [], total: 0 });
    expect(await codes('limit=2&page=2')).toEqual({ codes: ['NDD', 'IEX'], total: 5 });
    expect(await codes('status=inactive')).toEqual({ codes: [], total: 0 });
    expect((await codes('status=active')).total).toBe(5);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['status=deleted', 'status'],
    ['search=<b>', 'search'],
  ])('refuses ?%s with 400 and a field error', async (q, field) => {
    const res = await t.call('GET', `ServiceTypes?${q}`, { token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toEqual(expect.any(String));
  });
});

describe('POST ServiceTypes', () => {
  it('creates a service type (201) and normalises codes', async () => {
    const res = await t.call('POST', 'ServiceTypes', { body: newService, token: tokens.admin });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ ServiceCode: 'PPX', Countries: ['SA', 'KW'], TransitTime: '3–5 working days', FuelSurchargePercent: 10.5, ShipmentCount: 0 });
    const [row] = await queryRows<{ fuel_surcharge_bp: number }>(t.database, sql`select fuel_surcharge_bp from service_types where code = 'PPX'`);
    expect(row!.fuel_surcharge_bp).toBe(1050);
  });

  it('gives a domestic service the UAE only, whatever is sent', async () => {
    const res = await t.call('POST', 'ServiceTypes', { body: { ...newService, ServiceCode: 'DOM2', Scope: 'Domestic', Countries: ['SA'] }, token: tokens.admin });
    expect(res.status).toBe(201);
    expect(res.json.data.Countries).toEqual(['AE']);
    const { Countries: _omitted, ...rest } = newService;
    const without = await t.call('POST', 'ServiceTypes', { body: { ...rest, ServiceCode: 'DOM3', Scope: 'Domestic' }, token: tokens.admin });
    expect([without.status, without.json.data.Countries]).toEqual([201, ['AE']]);
    expect((await t.call('DELETE', `ServiceTypes?_id=${without.json.data._id}`, { token: tokens.admin })).status).toBe(200);
    const intl = await t.call('POST', 'ServiceTypes', { body: { ...rest, ServiceCode: 'INT3' }, token: tokens.admin });
    expect([intl.status, intl.json.errors?.Countries]).toEqual([400, 'Choose at least one destination country.']);
  });

  it('answers 409 for a code that exists, in any case', async () => {
    const res = await t.call('POST', 'ServiceTypes', { body: { ...newService, ServiceCode: 'sdd' }, token: tokens.admin });
    expect(res.status).toBe(409);
    expect(res.json.errors.ServiceCode).toEqual(expect.any(String));
  });

  it.each([
    ['a short code', { ServiceCode: 'X' }, 'ServiceCode'],
    ['a code with symbols', { ServiceCode: 'A-B' }, 'ServiceCode'],
    ['no name', { ServiceName: '' }, 'ServiceName'],
    ['markup in the name', { ServiceName: '<i>x</i>' }, 'ServiceName'],
    ['an unknown scope', { Scope: 'Local' }, 'Scope'],
    ['max below min', { TransitDaysMin: 4, TransitDaysMax: 2 }, 'TransitDaysMax'],
    ['fractional days', { TransitDaysMin: 1.5 }, 'TransitDaysMin'],
    ['negative days', { TransitDaysMin: -1 }, 'TransitDaysMin'],
    ['no countries', { Countries: [] }, 'Countries'],
    ['the UAE abroad', { Countries: ['AE', 'SA'] }, 'Countries'],
    ['an unknown country', { Countries: ['SA', 'ZZ'] }, 'Countries'],
    ['a bad country code', { Countries: ['Saudi'] }, 'Countries[0]'],
    ['countries not a list', { Countries: 'SA' }, 'Countries'],
    ['a fuel percent with 3 decimals', { FuelSurchargePercent: 12.345 }, 'FuelSurchargePercent'],
    ['a fuel percent over 100', { FuelSurchargePercent: 101 }, 'FuelSurchargePercent'],
    ['a negative COD fee', { CodFeeMin: -1 }, 'CodFeeMin'],
    ['a COD fee with 3 decimals', { CodFeeMin: 1.005 }, 'CodFeeMin'],
    ['a non-boolean Active', { Active: 'maybe' }, 'Active'],
    ['a fractional sort order', { SortOrder: 1.5 }, 'SortOrder'],
    ['an object for the code', { ServiceCode: { $ne: 1 } }, 'ServiceCode'],
  ])('refuses %s with 400 and a field error, storing nothing', async (_label, patch, field) => {
    const before = await queryRows(t.database, sql`select count(*)::int as n from service_types`);
    const res = await t.call('POST', 'ServiceTypes', { body: { ...newService, ServiceCode: 'NEW1', ...patch }, token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toEqual(expect.any(String));
    expect(await queryRows(t.database, sql`select count(*)::int as n from service_types`)).toEqual(before);
  });
});

describe('PUT ServiceTypes', () => {
  it('updates every field', async () => {
    const _id = await idOf('PPX');
    const res = await t.call('PUT', 'ServiceTypes', { body: { ...newService, _id, ServiceName: 'Parcel Plus GCC', Active: false, TransitDaysMin: 0, TransitDaysMax: 0 }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id, ServiceName: 'Parcel Plus GCC', Active: false, TransitTime: 'Same day' });
  });

  it('prunes countries no longer served from the card and says so', async () => {
    const iec = (await t.call('GET', 'ServiceTypes?search=IEC', { token: tokens.admin })).json.data.ServiceTypes[0];
    const _id = iec._id;
    const kept = (iec.Countries as string[]).filter((c) => c !== 'GB' && c !== 'FR');
    // The object as listed goes back as it is (unknown fields such as TransitTime are ignored).
    const res = await t.call('PUT', 'ServiceTypes', { body: { ...iec, Countries: kept }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/Removed from the rate card: .*GB.*FR|FR.*GB/);
    const card = (await t.call('GET', `RateCard?_id=${_id}`, { token: tokens.admin })).json.data;
    const all = card.Zones.flatMap((z: { Destinations: string[] }) => z.Destinations);
    expect(all).not.toContain('GB');
    expect(all).toContain('DE');
  });

  it('clears the card when the scope changes', async () => {
    const created = await t.call('POST', 'ServiceTypes', { body: { ...newService, ServiceCode: 'SWAP' }, token: tokens.admin });
    const _id = created.json.data._id;
    const card = { _id, Zones: [{ Zone: 'G', ZoneName: 'GCC', Destinations: ['SA'], Slabs: [{ UpToKg: 1, Price: 40 }], AdditionalBandKg: 1, AdditionalBandPrice: 10 }] };
    expect((await t.call('PUT', 'RateCard', { body: card, token: tokens.admin })).status).toBe(200);
    const res = await t.call('PUT', 'ServiceTypes', { body: { ...newService, _id, ServiceCode: 'SWAP', Scope: 'Domestic' }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/rate card was cleared/);
    expect((await t.call('GET', `RateCard?_id=${_id}`, { token: tokens.admin })).json.data.Zones).toEqual([]);
  });

  it('answers 409 when taking another service code, 404 for an unknown id, 400 for a bad id', async () => {
    const _id = await idOf('PPX');
    expect((await t.call('PUT', 'ServiceTypes', { body: { ...newService, _id, ServiceCode: 'IEX' }, token: tokens.admin })).status).toBe(409);
    expect((await t.call('PUT', 'ServiceTypes', { body: { ...newService, _id: UNKNOWN_ID }, token: tokens.admin })).status).toBe(404);
    const bad = await t.call('PUT', 'ServiceTypes', { body: { ...newService, _id: 'nope' }, token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.json.errors._id).toEqual(expect.any(String));
    const missing = await t.call('PUT', 'ServiceTypes', { body: newService, token: tokens.admin });
    expect(missing.status).toBe(400);
    expect(missing.json.errors._id).toBe('_id is required.');
  });
});

describe('public lists', () => {
  it('activeServicetypes lists the active ones by SortOrder, without shipment counts', async () => {
    const res = await t.call('GET', 'activeServicetypes');
    expect(res.status).toBe(200);
    expect(codes(res)).toEqual(['SDD', 'EXP', 'NDD', 'IEX', 'IEC', 'DOM2', 'SWAP']);
    expect(res.json.data.ServiceTypes[0].ShipmentCount).toBeUndefined();
  });

  it('getServiceType gives domestic services for AE or no country, and those serving a country', async () => {
    expect(codes(await t.call('GET', 'getServiceType'))).toEqual(['SDD', 'EXP', 'NDD', 'DOM2', 'SWAP']);
    expect(codes(await t.call('GET', 'getServiceType?country=ae'))).toEqual(['SDD', 'EXP', 'NDD', 'DOM2', 'SWAP']);
    expect(codes(await t.call('GET', 'getServiceType?country=SA'))).toEqual(['IEX', 'IEC']);
    expect(codes(await t.call('GET', 'getServiceType?country=GB'))).toEqual(['IEX']); // pruned from IEC above
    expect(codes(await t.call('GET', 'getServiceType?country=ZA'))).toEqual(['IEX']);
  });

  it('getServiceType refuses an unknown or malformed country with 400', async () => {
    for (const q of ['country=ZZ', 'country=Saudi', 'country=1']) {
      const res = await t.call('GET', `getServiceType?${q}`);
      expect(res.status).toBe(400);
      expect(res.json.errors.country).toEqual(expect.any(String));
    }
  });
});

describe('DELETE ServiceTypes', () => {
  it('deletes an unused service type with its card', async () => {
    const _id = await idOf('SWAP');
    const res = await t.call('DELETE', `ServiceTypes?_id=${_id}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ _id, Deleted: true });
    expect((await t.call('GET', `RateCard?_id=${_id}`, { token: tokens.admin })).status).toBe(404);
    expect((await t.call('DELETE', `ServiceTypes?_id=${_id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('deactivates a service type used by shipments instead, and says so', async () => {
    const _id = await idOf('SDD');
    const res = await t.call('DELETE', `ServiceTypes?_id=${_id}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ _id, Deleted: false, Active: false });
    expect(res.json.message).toMatch(/^Service type SDD is used by \d+ shipments, so it was deactivated instead of deleted\.$/);
    expect(codes(await t.call('GET', 'activeServicetypes'))).not.toContain('SDD');
    const listed = await t.call('GET', 'ServiceTypes?status=inactive', { token: tokens.admin });
    expect(codes(listed)).toContain('SDD');
    const [{ n }] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from shipments where service_type_id = ${_id}`);
    expect(n).toBeGreaterThan(0);
  });

  it.each([
    ['no _id', '', 400],
    ['a malformed _id', '?_id=123', 400],
    ['an unknown _id', `?_id=${UNKNOWN_ID}`, 404],
  ])('answers %s with %i', async (_label, q, status) => {
    const res = await t.call('DELETE', `ServiceTypes${q}`, { token: tokens.admin });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.json.errors._id).toEqual(expect.any(String));
  });
});

function codes(res: { json: { data: { ServiceTypes: { ServiceCode: string }[] } } }) {
  return res.json.data.ServiceTypes.map((s) => s.ServiceCode);
}
