// The pricing rules of docs/api/rates-and-booking.md as pure integer
// arithmetic: grams, fils and basis points in, fils out. No database, no
// floating point: every division rounds half up in fils (divRound).
import { divRound } from '@/lib/money';

export interface QuotePiece {
  weightGrams: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

export interface PieceWeight {
  actualGrams: number;
  volumetricGrams: number;
  chargeableGrams: number;
}

export interface QuoteCharges {
  baseFils: number;
  fuelFils: number;
  codFeeFils: number;
  vatFils: number;
  totalFils: number;
}

export interface Slab {
  maxGrams: number;
  priceFils: number;
}

/** What a zone charges: its slabs (ascending; the loader may pass only the relevant ones) and the extra band. */
export interface ZoneTariff {
  slabs: readonly Slab[];
  additionalStepGrams: number;
  additionalStepFils: number;
}

export interface Surcharges {
  scope: 'Domestic' | 'International';
  fuelBp: number;
  codFeeMinFils: number;
  codFeeBp: number;
}

/** UAE standard VAT rate, in basis points; international shipments are exports, zero-rated. */
export const VAT_BP = 500;
/** cm³ per kg: L×W×H / 5000 kg = L×W×H / 5 g. */
export const VOLUMETRIC_CM3_PER_GRAM = 5;

/** Actual, volumetric and chargeable grams of one piece (volumetric 0 unless all three dimensions are known). */
export function pieceWeight(p: QuotePiece): PieceWeight {
  const { lengthCm: l, widthCm: w, heightCm: h } = p;
  const volumetricGrams = l && w && h ? Math.ceil((l * w * h) / VOLUMETRIC_CM3_PER_GRAM) : 0;
  return { actualGrams: p.weightGrams, volumetricGrams, chargeableGrams: Math.max(p.weightGrams, volumetricGrams) };
}

/** Per-piece weights and the shipment's chargeable weight (the sum over pieces). */
export function shipmentWeight(pieces: readonly QuotePiece[]): { pieces: PieceWeight[]; actualGrams: number; volumetricGrams: number; chargeableGrams: number } {
  const list = pieces.map(pieceWeight);
  const sum = (k: keyof PieceWeight) => list.reduce((s, p) => s + p[k], 0);
  return { pieces: list, actualGrams: sum('actualGrams'), volumetricGrams: sum('volumetricGrams'), chargeableGrams: sum('chargeableGrams') };
}

/**
 * Base charge: the first slab whose max ≥ the weight; above the last slab, the
 * last slab's price plus one additional-band price per started band.
 */
export function baseCharge(tariff: ZoneTariff, chargeableGrams: number): number {
  const { slabs } = tariff;
  if (!slabs.length) throw new Error('A zone tariff needs at least one slab');
  const fit = slabs.find((s) => s.maxGrams >= chargeableGrams);
  if (fit) return fit.priceFils;
  const last = slabs[slabs.length - 1]!;
  const bands = Math.ceil((chargeableGrams - last.maxGrams) / tariff.additionalStepGrams);
  return last.priceFils + bands * tariff.additionalStepFils;
}

/** COD fee: max(minimum, share of the amount); 0 when nothing is collected. */
export function codFee(codAmountFils: number, s: Pick<Surcharges, 'codFeeMinFils' | 'codFeeBp'>): number {
  if (codAmountFils <= 0) return 0;
  return Math.max(s.codFeeMinFils, divRound(codAmountFils * s.codFeeBp, 10_000));
}

/** Fuel, COD fee, VAT and total on a base charge, each line rounded half up in fils. */
export function priceCharges(baseFils: number, codAmountFils: number, s: Surcharges): QuoteCharges {
  const fuelFils = divRound(baseFils * s.fuelBp, 10_000);
  const codFeeFils = codFee(codAmountFils, s);
  const vatBp = s.scope === 'Domestic' ? VAT_BP : 0;
  const vatFils = divRound((baseFils + fuelFils + codFeeFils) * vatBp, 10_000);
  return { baseFils, fuelFils, codFeeFils, vatFils, totalFils: baseFils + fuelFils + codFeeFils + vatFils };
}

/** The whole quote for one zone: weights, then charges. */
export function quoteZone(tariff: ZoneTariff, surcharges: Surcharges, pieces: readonly QuotePiece[], codAmountFils: number) {
  const weight = shipmentWeight(pieces);
  const charges = priceCharges(baseCharge(tariff, weight.chargeableGrams), codAmountFils, surcharges);
  return { weight, charges };
}
