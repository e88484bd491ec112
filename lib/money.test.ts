import { decimals, divRound, formatAed, formatKg, formatSignedAed, fromFils, toFils } from './money';

// Strips the bidi marks Intl puts around Arabic currency, to compare the visible text.
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '');

describe('money conversions', () => {
  it('scales AED to fils exactly, and back', () => {
    expect(toFils(0.29)).toBe(29);
    expect(toFils(1234.5)).toBe(123450);
    expect(fromFils(123450)).toBe(1234.5);
  });

  it('counts decimals as JSON prints them', () => {
    expect(decimals(1.25)).toBe(2);
    expect(decimals(1e-7)).toBe(7);
    expect(decimals(Infinity)).toBe(Infinity);
  });

  it('divides rounding half up', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(4, 3)).toBe(1);
  });
});

describe('formatAed', () => {
  it('writes English as it always has, by default', () => {
    expect(formatAed(1234.5)).toBe('AED 1,234.50');
    expect(formatAed(0, 'en')).toBe('AED 0.00');
  });

  it('writes Arabic with Latin digits and the dirham sign after the number', () => {
    const s = formatAed(1234.5, 'ar');
    expect(visible(s)).toBe('1,234.50\u00a0د.إ.');
    expect(s).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('formatSignedAed', () => {
  it('keeps the English statement signs', () => {
    expect(formatSignedAed(100)).toBe('+AED 100.00');
    expect(formatSignedAed(-42.5)).toBe('\u2212AED 42.50');
    expect(formatSignedAed(0)).toBe('AED 0.00');
  });

  it('keeps the sign right before the digits in Arabic, held left to right', () => {
    expect(visible(formatSignedAed(-42.5, 'ar'))).toBe('-42.50\u00a0د.إ.');
    expect(visible(formatSignedAed(100, 'ar'))).toBe('+100.00\u00a0د.إ.');
    expect(visible(formatSignedAed(0, 'ar'))).toBe('0.00\u00a0د.إ.');
    // A left-to-right mark before the sign, so RTL text does not move it after the number.
    expect(formatSignedAed(-42.5, 'ar')).toMatch(/\u200e-42/);
  });
});

describe('formatKg', () => {
  it('drops trailing zeros', () => {
    expect(formatKg(2.5)).toBe('2.5 kg');
    expect(formatKg(1.0004)).toBe('1 kg');
  });

  it('writes the Arabic unit with Latin digits', () => {
    expect(visible(formatKg(2.5, 'ar'))).toBe('2.5 كغم');
  });
});
