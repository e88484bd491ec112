import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import { applyFieldErrors, errorMessage, toFieldName } from './notify';

describe('server errors on the service-type forms', () => {
  test('yup paths from the API become react-hook-form names', () => {
    expect(toFieldName('ServiceCode')).toBe('ServiceCode');
    expect(toFieldName('Zones[0].Destinations')).toBe('Zones.0.Destinations');
    expect(toFieldName('Zones[12].Slabs[3].UpToKg')).toBe('Zones.12.Slabs.3.UpToKg');
  });

  test('field errors land on the fields the form has, the first one focused', () => {
    const calls: [string, string, boolean | undefined][] = [];
    const setError = (name: string, e: { message?: string }, o?: { shouldFocus?: boolean }) => void calls.push([name, e.message ?? '', o?.shouldFocus]);
    const err = new CourierError('Fix the card.', 400, { 'Zones[1].Destinations': 'XX is not served.', 'Zones[1].Slabs[0].Price': 'Too much.', _: 'Not a field.' });
    const placed = applyFieldErrors(err, setError as never, (name) => name.startsWith('Zones'));
    expect(placed).toBe(2);
    expect(calls).toEqual([
      ['Zones.1.Destinations', 'XX is not served.', true],
      ['Zones.1.Slabs.0.Price', 'Too much.', false],
    ]);
  });

  test('a 422 row list or a network failure places nothing', () => {
    const setError = () => {
      throw new Error('must not be called');
    };
    const rows = new CourierError('The file has 1 problem.', 422, [{ Row: 3, Column: 'WeightKg', Message: 'Not a weight.' }] as never);
    expect(applyFieldErrors(rows, setError as never, () => true)).toBe(0);
    expect(applyFieldErrors(new TypeError('Failed to fetch'), setError as never, () => true)).toBe(0);
  });

  test('messages: the server’s own, else the spec’s network text', () => {
    expect(errorMessage(new CourierError('A service type with the code NDD already exists.', 409))).toBe('A service type with the code NDD already exists.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(errorMessage(new CourierError('', 500))).toBe(NETWORK_ERROR);
  });
});
