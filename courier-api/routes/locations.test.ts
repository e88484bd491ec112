import { createTestApi, type TestApi } from '../test-utils';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ seed: false });
});
afterAll(() => t.close());

describe('CountryMaster', () => {
  it('lists every ISO country as data.CountryListLocation', async () => {
    const res = await t.call('GET', 'CountryMaster');
    expect(res.status).toBe(200);
    const list = res.json.data.CountryListLocation;
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list).toContainEqual({ CountryCode: 'AE', CountryName: 'United Arab Emirates' });
    for (const c of list) expect(c.CountryCode).toMatch(/^[A-Z]{2}$/);
  });

  it('filters by Country', async () => {
    const res = await t.call('GET', 'CountryMaster?Country=sa');
    expect(res.json.data.CountryListLocation).toEqual([{ CountryCode: 'SA', CountryName: 'Saudi Arabia' }]);
  });
});

describe('CityList', () => {
  it('lists the cities of a country as CityListLocation', async () => {
    const res = await t.call('POST', 'CityList', { body: { Country: 'AE' } });
    expect(res.status).toBe(200);
    expect(res.json.CityListLocation).toContainEqual({ CityName: 'Dubai', CityCode: 'DXB' });
    expect(res.json.CityListLocation).toContainEqual({ CityName: 'Abu Dhabi', CityCode: 'AUH' });
    expect(res.json.CityListLocation.length).toBeGreaterThanOrEqual(35);
  });

  it('answers an empty list for a real country without cities', async () => {
    const res = await t.call('POST', 'CityList', { body: { Country: 'AQ' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ CityListLocation: [], message: 'City Not Found' });
  });

  it('refuses a missing or unknown country', async () => {
    expect((await t.call('POST', 'CityList', { body: {} })).json.message).toBe('Country is required.');
    const res = await t.call('POST', 'CityList', { body: { Country: 'XX' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Please choose a country from the list.');
  });
});
