// Money, percentages and weights cross the API as the numbers people type
// (AED with 2 decimals, percent with 2 decimals, kg with 3 decimals) and are
// stored and summed as integers (fils, basis points, grams). These are the
// only conversions, so no floating-point sum ever touches a price.
import { intlTag, type Locale } from './i18n/locales';
import { makeOnce } from './load-once';

/** Digits after the decimal point of a finite number as JSON prints it. */
export function decimals(n: number): number {
  if (Number.isInteger(n)) return 0; // most amounts and weights, without making a string
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

// English keeps its "AED 1,234.50" (the spec's and the API messages' form);
// Arabic pages use Intl's own currency format with Latin digits
// ("1,234.50 د.إ.‏"), as UAE receipts print it.
// Each formatter is built on first use (makeOnce): most pages that import this module never format.
const aedFormat = makeOnce(() => new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const arAedFormat = makeOnce(() => new Intl.NumberFormat(intlTag('ar'), { style: 'currency', currency: 'AED' }));
const arSignedFormat = makeOnce(() => new Intl.NumberFormat(intlTag('ar'), { style: 'currency', currency: 'AED', signDisplay: 'exceptZero' }));
const arKgFormat = makeOnce(() => new Intl.NumberFormat(intlTag('ar'), { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 }));

/** "AED 1,234.50" from an amount in AED (as the API returns it); "1,234.50 د.إ.‏" in Arabic. */
export function formatAed(aed: number, locale: Locale = 'en'): string {
  return locale === 'ar' ? arAedFormat().format(aed) : `AED ${aedFormat().format(aed)}`;
}

/**
 * A movement with its sign: "+AED 100.00" / "−AED 42.50" (zero unsigned). In
 * Arabic Intl puts the sign before the digits with a left-to-right mark, so
 * the sign stays with the number in right-to-left text; show it inside
 * `<bdi>` all the same, as any number in Arabic prose.
 */
export function formatSignedAed(aed: number, locale: Locale = 'en'): string {
  if (locale === 'ar') return arSignedFormat().format(aed);
  if (aed === 0) return formatAed(0);
  return `${aed > 0 ? '+' : '\u2212'}${formatAed(Math.abs(aed))}`;
}

/** "2.5 kg" from kg, without trailing zeros; "2.5 كغم" in Arabic. */
export function formatKg(kg: number, locale: Locale = 'en'): string {
  return locale === 'ar' ? arKgFormat().format(Number(kg.toFixed(3))) : `${Number(kg.toFixed(3))} kg`;
}
