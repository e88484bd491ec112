import { awbCheckDigit, generateAwb, generateBookingNo, isValidAwb, seededRandom } from './awb';

describe('airway bill numbers', () => {
  it('are 11 digits with a mod-7 check digit', () => {
    for (let i = 0; i < 1000; i++) {
      const awb = generateAwb();
      expect(awb).toMatch(/^[1-9]\d{10}$/);
      expect(Number(awb[10])).toBe(Number(BigInt(awb.slice(0, 10)) % 7n));
      expect(isValidAwb(awb)).toBe(true);
    }
  });

  it('catches a mistyped digit', () => {
    const awb = '1234567890' + awbCheckDigit('1234567890');
    expect(isValidAwb(awb)).toBe(true);
    const wrong = awb.slice(0, 10) + ((Number(awb[10]) + 1) % 10);
    expect(isValidAwb(wrong)).toBe(false);
    expect(isValidAwb('0234567890' + awbCheckDigit('0234567890'))).toBe(false);
    expect(isValidAwb('12345')).toBe(false);
  });

  it('do not follow one another in sequence', () => {
    const numbers = Array.from({ length: 2000 }, () => generateAwb());
    expect(new Set(numbers).size).toBe(2000);
    const sorted = numbers.map((n) => BigInt(n.slice(0, 10))).sort((a, b) => (a < b ? -1 : 1));
    let adjacent = 0;
    for (let i = 1; i < sorted.length; i++) if (sorted[i]! - sorted[i - 1]! === 1n) adjacent++;
    expect(adjacent).toBe(0);
  });

  it('booking numbers are BK and 8 digits; the seeded generator repeats itself', () => {
    expect(generateBookingNo()).toMatch(/^BK\d{8}$/);
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect(generateAwb(a)).toBe(generateAwb(b));
  });
});
