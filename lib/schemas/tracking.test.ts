// The tracking body's schema: what it keeps, and every error with its item's
// path, as the courier API reports them (courier-api/http.ts validate()).
import { ValidationError } from 'yup';
import { MAX_TRACKING_NUMBER_LENGTH, MAX_TRACKING_NUMBERS, TRACKING_MESSAGES, trackingRequestSchema } from './tracking';

const opts = { abortEarly: false, stripUnknown: true };
const valid = (value: unknown) => trackingRequestSchema.validate(value, { ...opts });

/** [path, message] of every error, in order; [] when valid. */
async function errors(value: unknown): Promise<Array<[string | undefined, string]>> {
  try {
    await valid(value);
    return [];
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return (err.inner.length ? err.inner : [err]).map((e) => [e.path, e.message]);
  }
}

const items = (...numbers: unknown[]) => ({ TrackingAWB: numbers.map((AirWayBillNo) => ({ AirWayBillNo })) });

describe('trackingRequestSchema', () => {
  it('trims each number, reads a number or true/false as its text and drops other keys', async () => {
    const out = await valid({ TrackingAWB: [{ AirWayBillNo: '  SQ123 ', extra: 1 }, { AirWayBillNo: 4500012 }, { AirWayBillNo: 'a/b_c.d-e' }], other: 'x' });
    expect(out).toEqual({ TrackingAWB: [{ AirWayBillNo: 'SQ123' }, { AirWayBillNo: '4500012' }, { AirWayBillNo: 'a/b_c.d-e' }] });
  });

  it('takes 50 numbers and refuses 51', async () => {
    const fifty = Array.from({ length: MAX_TRACKING_NUMBERS }, (_, i) => `N${i}`);
    expect((await valid(items(...fifty))).TrackingAWB).toHaveLength(50);
    expect(await errors(items(...fifty, 'N50'))).toEqual([['TrackingAWB', TRACKING_MESSAGES.tooMany]]);
  });

  it.each([
    ['no list', {}, [['TrackingAWB', TRACKING_MESSAGES.required]]],
    ['an empty list', { TrackingAWB: [] }, [['TrackingAWB', TRACKING_MESSAGES.required]]],
    ['not a list', { TrackingAWB: 'abc' }, [['TrackingAWB', TRACKING_MESSAGES.list]]],
    ['a list of numbers', { TrackingAWB: [123, 456] }, [['TrackingAWB[0]', TRACKING_MESSAGES.item], ['TrackingAWB[1]', TRACKING_MESSAGES.item]]],
    ['a null item', { TrackingAWB: [null] }, [['TrackingAWB[0]', TRACKING_MESSAGES.item]]],
    ['a list in the list', { TrackingAWB: [[]] }, [['TrackingAWB[0]', TRACKING_MESSAGES.item]]],
    ['an item without a number', { TrackingAWB: [{}] }, [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.required]]],
    ['a blank number', items('   '), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.required]]],
    ['a null number', items(null), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.required]]],
    ['an object for a number', items({ $ne: 1 }), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.text]]],
    ['a list for a number', items(['1']), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.text]]],
    ['41 characters', items('A'.repeat(41)), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.tooLong]]],
    ['a quote', items("1' OR '1'='1"), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.characters]]],
    ['a leading dot', items('.123'), [['TrackingAWB[0].AirWayBillNo', TRACKING_MESSAGES.characters]]],
  ])('names what is wrong: %s', async (_name, value, expected) => {
    expect(await errors(value)).toEqual(expected);
  });

  it('reports every bad item, each at its own path, after the list’s own errors', async () => {
    const list = [{ AirWayBillNo: 'OK1' }, null, { AirWayBillNo: '$' }, ...Array.from({ length: 48 }, (_, i) => ({ AirWayBillNo: `N${i}` })), { AirWayBillNo: '' }];
    expect(await errors({ TrackingAWB: list })).toEqual([
      ['TrackingAWB', TRACKING_MESSAGES.tooMany],
      ['TrackingAWB[1]', TRACKING_MESSAGES.item],
      ['TrackingAWB[2].AirWayBillNo', TRACKING_MESSAGES.characters],
      ['TrackingAWB[51].AirWayBillNo', TRACKING_MESSAGES.required],
    ]);
  });

  it('takes 40 characters, the length its message names', async () => {
    expect(await valid(items('A'.repeat(MAX_TRACKING_NUMBER_LENGTH)))).toEqual(items('A'.repeat(MAX_TRACKING_NUMBER_LENGTH)));
    expect(TRACKING_MESSAGES.tooLong).toContain(` ${MAX_TRACKING_NUMBER_LENGTH} `);
  });
});
