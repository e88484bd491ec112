// e164: a receiver's phone as E.164, remembered once read (tracking reads one per shipment found).
import { e164 } from './enqueue';

describe('e164', () => {
  it('reads UAE numbers typed without a country code, and numbers with one', () => {
    expect(e164('0501234567')).toBe('+971501234567');
    expect(e164('+971 50 123 4567')).toBe('+971501234567');
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('gives null for what is not a phone number, or nothing', () => {
    expect(e164('12')).toBeNull();
    expect(e164('not a phone')).toBeNull();
    expect(e164('')).toBeNull();
    expect(e164(null)).toBeNull();
    expect(e164(undefined)).toBeNull();
  });

  it('answers the same the second time and after many other numbers (the memory is bounded)', () => {
    const first = e164('0521112233');
    for (let i = 0; i < 12_000; i++) e164(`05${String(i).padStart(8, '0')}`);
    expect(e164('0521112233')).toBe(first);
    expect(first).toBe('+971521112233');
    expect(e164('12')).toBeNull();
  });
});
