import { parseRateCardCsv, rateCardToCsv } from './rate-card-csv';
import type { CardService, StoredZone } from './rate-card';

const domestic: CardService = { id: 'x', code: 'NDD', scope: 'Domestic', countries: ['AE'] };
const intl: CardService = { id: 'y', code: 'IEC', scope: 'International', countries: ['SA', 'KW', 'GB', 'FR'] };

const zones: StoredZone[] = [
  { code: 'A', name: 'Dubai, Sharjah, Ajman', destinations: ['Dubai', 'Sharjah', 'Ajman'], slabs: [{ maxGrams: 500, priceFils: 1500 }, { maxGrams: 1250, priceFils: 1750 }], additionalStepGrams: 500, additionalStepFils: 200 },
  { code: 'B', name: '=SUM(1+1) "far" emirates', destinations: ['Fujairah'], slabs: [{ maxGrams: 1000, priceFils: 2005 }], additionalStepGrams: 1000, additionalStepFils: 250 },
];

const HEADER = 'Zone,ZoneName,Destinations,Band,WeightKg,PriceAED';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const errorsOf = (text: string, service = domestic) => {
  const r = parseRateCardCsv(text, service);
  if (!('errors' in r)) throw new Error('expected errors');
  return r.errors;
};

describe('rateCardToCsv', () => {
  it('writes one row per slab and one additional row per zone, with exact numbers', () => {
    const out = rateCardToCsv(zones);
    expect(out.split('\r\n')).toEqual([
      HEADER,
      'A,"Dubai, Sharjah, Ajman",Dubai;Sharjah;Ajman,upto,0.5,15.00',
      'A,"Dubai, Sharjah, Ajman",Dubai;Sharjah;Ajman,upto,1.25,17.50',
      'A,"Dubai, Sharjah, Ajman",Dubai;Sharjah;Ajman,additional,0.5,2.00',
      `B,"'=SUM(1+1) ""far"" emirates",Fujairah,upto,1,20.05`,
      `B,"'=SUM(1+1) ""far"" emirates",Fujairah,additional,1,2.50`,
      '',
    ]);
  });

  it.each(['=cmd', '+1', '-1', '@SUM(A1)', '\tx'])('neutralises a text cell starting with %j', (name) => {
    const out = rateCardToCsv([{ ...zones[1]!, name }]);
    expect(out.split('\r\n')[1]!.startsWith(`B,"'`) || out.split('\r\n')[1]!.startsWith("B,'")).toBe(true);
  });
});

describe('parseRateCardCsv', () => {
  it('round-trips an exported card exactly', () => {
    expect(parseRateCardCsv(rateCardToCsv(zones), domestic)).toEqual({ zones });
  });

  it('accepts a BOM, a lower-case header, blank lines, any case of emirates, and sorts slabs', () => {
    const text = '\ufeff' + HEADER.toLowerCase() + '\n\nA,North,dubai; SHARJAH,UPTO,1,18\nA,North,dubai; SHARJAH,upto,0.5,15.5\n\nA,North,dubai; SHARJAH,additional,0.5,2\n';
    expect(parseRateCardCsv(text, domestic)).toEqual({
      zones: [{ code: 'A', name: 'North', destinations: ['Dubai', 'Sharjah'], slabs: [{ maxGrams: 500, priceFils: 1550 }, { maxGrams: 1000, priceFils: 1800 }], additionalStepGrams: 500, additionalStepFils: 200 }],
    });
  });

  it('reads country codes for international cards', () => {
    const r = parseRateCardCsv(csv('1,GCC,sa;KW,upto,0.5,35', '1,GCC,sa;KW,additional,0.5,8'), intl);
    expect(r).toEqual({ zones: [expect.objectContaining({ code: '1', destinations: ['SA', 'KW'] })] });
  });

  it('reports every bad row with its row number (header = row 1) and column', () => {
    const errors = errorsOf(
      csv(
        'A,North,Dubai,upto,0.5,15', // 2 ok
        'A,North,Dubai,upto,abc,15', // 3 weight
        'A,North,Dubai,upto,1,15.255', // 4 price decimals
        'A,North,Dubai,perkg,1.5,15', // 5 band
        'A,Other name,Dubai,upto,2,20', // 6 name differs
        'A,North,Dubai;Ajman,upto,2.5,22', // 7 destinations differ
        'A,North,Dubai,upto,0.5,16', // 8 duplicate slab
        'A,North,Dubai,additional,0.5,2', // 9 ok
        'A,North,Dubai,additional,0.5,2', // 10 second additional
        'B,South,Dubai;Mars,upto,1,30', // 11 Dubai in two zones, Mars unknown
        'C,Short,Ajman,upto,1', // 12 column count
        '??,Bad code,Fujairah,upto,1,1', // 13 zone code
        'D,Abroad,SA,upto,1,1', // 14 a country on a domestic card; and zones B, D lack additional rows
        'E,Heavy,Ras Al Khaimah,upto,1001,1', // 15 too heavy
      ),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { Row: 3, Column: 'WeightKg', Message: expect.stringMatching(/WeightKg/) },
        { Row: 4, Column: 'PriceAED', Message: expect.stringMatching(/2 decimals/) },
        { Row: 5, Column: 'Band', Message: 'Band must be upto or additional.' },
        { Row: 6, Column: 'ZoneName', Message: expect.stringMatching(/same name/) },
        { Row: 7, Column: 'Destinations', Message: expect.stringMatching(/same destinations/) },
        { Row: 8, Column: 'WeightKg', Message: expect.stringMatching(/already has a slab up to 0.5 kg \(row 2\)/) },
        { Row: 10, Column: 'Band', Message: expect.stringMatching(/more than one additional/) },
        { Row: 11, Column: 'Destinations', Message: expect.stringMatching(/Dubai is already in zone A/) },
        { Row: 11, Column: 'Destinations', Message: expect.stringMatching(/Mars is not an emirate/) },
        { Row: 12, Column: '', Message: 'Expected 6 columns, found 5.' },
        { Row: 13, Column: 'Zone', Message: expect.any(String) },
        { Row: 14, Column: 'Destinations', Message: expect.stringMatching(/SA is not an emirate/) },
        { Row: 11, Column: 'Band', Message: expect.stringMatching(/Zone B needs one additional row/) },
        { Row: 15, Column: 'WeightKg', Message: expect.stringMatching(/at most 1000/) },
      ]),
    );
    expect(errors.find((e) => e.Row === 2 || e.Row === 9)).toBeUndefined();
  });

  it('checks countries against the service', () => {
    const errors = errorsOf(csv('1,X,US;ZZ;Dubai,upto,1,1', '1,X,US;ZZ;Dubai,additional,1,1'), intl);
    expect(errors.map((e) => e.Message)).toEqual([
      'IEC does not serve US; add the country to the service type first.',
      'ZZ is not a country code.',
      'Dubai is not a country code.',
    ]);
  });

  it('needs at least one upto row per zone', () => {
    expect(errorsOf(csv('A,North,Dubai,additional,0.5,2'))).toEqual([{ Row: 2, Column: 'Band', Message: 'Zone A needs at least one upto row.' }]);
  });

  it.each([
    ['an empty file', '', 1],
    ['a wrong header', 'Zone,Name,Destinations,Band,Weight,Price\nA,North,Dubai,upto,1,1', 1],
    ['a header only', HEADER + '\n', 2],
    ['an unclosed quote', csv('A,"North,Dubai,upto,1,1'), 2],
    ['a stray quote', csv('A,North,Dubai,upto,1,1', 'A,"North"x,Dubai,upto,1,1'), 3],
  ])('refuses %s with one error', (_label, text, row) => {
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.Row).toBe(row);
  });

  it('stops listing after 100 errors', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `A,North,Dubai,upto,x${i},1`);
    expect(errorsOf(csv(...rows))).toHaveLength(100);
  });
});
