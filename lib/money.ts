// Money, percentages and weights cross the API as the numbers people type
// (AED with 2 decimals, percent with 2 decimals, kg with 3 decimals) and are
// stored and summed as integers (fils, basis points, grams). These are the
// only conversions, so no floating-point sum ever touches a price.

/** Digits after the decimal point of a finite number as JSON prints it. */
export function decimals(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  const s = String(n);
  if (s.includes('e')) {
    const [m, e] = s.split('e');
    return Math.max(0, (m!.split('.')[1]?.length ?? 0) - Number(e));
  }
  return s.split('.')[1]?.length ?? 0;
}

/** A number with at most `places` decimals, scaled to an exact integer. */
function scale(n: number, places: number): number {
  // With at most `places` decimals, rounding the product removes the binary
  // representation error (0.29 * 100 = 28.999999999999996).
  return Math.round(n * 10 ** places);
}

export const toFils = (aed: number) => scale(aed, 2);
export const toBasisPoints = (percent: number) => scale(percent, 2);
export const toGrams = (kg: number) => scale(kg, 3);

export const fromFils = (fils: number) => fils / 100;
export const fromBasisPoints = (bp: number) => bp / 100;
export const fromGrams = (grams: number) => grams / 1000;

/** Integer division rounding half up (non-negative operands). */
export function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

const aedFormat = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "AED 1,234.50" from an amount in AED (as the API returns it). */
export function formatAed(aed: number): string {
  return `AED ${aedFormat.format(aed)}`;
}

/** "2.5 kg" from kg, without trailing zeros. */
export function formatKg(kg: number): string {
  return `${Number(kg.toFixed(3))} kg`;
}
