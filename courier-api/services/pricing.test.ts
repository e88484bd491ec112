import { baseCharge, codFee, pieceWeight, priceCharges, quoteZone, shipmentWeight, type QuotePiece, type ZoneTariff } from './pricing-core';
import { chargesJson, toQuotePieces } from './pricing';

// Slabs every 0.5 kg to 2 kg (AED 15, 18, 21, 24), then AED 3 per started 0.5 kg.
const tariff: ZoneTariff = {
  slabs: [
    { maxGrams: 500, priceFils: 1500 },
    { maxGrams: 1000, priceFils: 1800 },
    { maxGrams: 1500, priceFils: 2100 },
    { maxGrams: 2000, priceFils: 2400 },
  ],
  additionalStepGrams: 500,
  additionalStepFils: 300,
};
const domestic = { scope: 'Domestic' as const, fuelBp: 1250, codFeeMinFils: 1000, codFeeBp: 200 };
const international = { ...domestic, scope: 'International' as const };
const piece = (weightGrams: number, dims: [number, number, number] | null = null): QuotePiece => ({
  weightGrams,
  lengthCm: dims?.[0] ?? null,
  widthCm: dims?.[1] ?? null,
  heightCm: dims?.[2] ?? null,
});

describe('baseCharge (slab edges)', () => {
  it.each([
    [1, 1500],
    [500, 1500], // exactly on a slab max: that slab
    [501, 1800], // 1 g above: the next slab
    [1000, 1800],
    [1001, 2100],
    [2000, 2400], // exactly the last slab
    [2001, 2700], // 1 g beyond the last slab: one additional band
    [2500, 2700],
    [2501, 3000], // a second band has started
    [10_000, 2400 + 16 * 300],
  ])('%i g → %i fils', (grams, fils) => {
    expect(baseCharge(tariff, grams)).toBe(fils);
  });

  it('works with only the relevant slabs, as the loader passes them', () => {
    expect(baseCharge({ ...tariff, slabs: [tariff.slabs[2]!, tariff.slabs[3]!] }, 1200)).toBe(2100);
    expect(baseCharge({ ...tariff, slabs: [tariff.slabs[3]!] }, 3000)).toBe(3000);
  });

  it('refuses a tariff without slabs', () => {
    expect(() => baseCharge({ ...tariff, slabs: [] }, 100)).toThrow();
  });
});

describe('weights', () => {
  it('uses the volumetric weight when it is larger (L×W×H / 5000 kg, rounded up to the gram)', () => {
    // 30×20×15 = 9000 cm³ → 1800 g; actual 1000 g.
    expect(pieceWeight(piece(1000, [30, 20, 15]))).toEqual({ actualGrams: 1000, volumetricGrams: 1800, chargeableGrams: 1800 });
    // 7×7×7 = 343 cm³ → 68.6 g → 69 g.
    expect(pieceWeight(piece(10, [7, 7, 7])).volumetricGrams).toBe(69);
  });

  it('uses the actual weight when it is larger', () => {
    expect(pieceWeight(piece(2500, [30, 20, 15]))).toEqual({ actualGrams: 2500, volumetricGrams: 1800, chargeableGrams: 2500 });
  });

  it('counts volumetric 0 for a piece without dimensions', () => {
    expect(pieceWeight(piece(700))).toEqual({ actualGrams: 700, volumetricGrams: 0, chargeableGrams: 700 });
    expect(pieceWeight({ weightGrams: 700, lengthCm: 50, widthCm: 50, heightCm: null }).volumetricGrams).toBe(0);
  });

  it('sums the chargeable weight piece by piece, not max of the sums', () => {
    // Piece 1 is heavy and small, piece 2 light and bulky: 2000 + 1800 = 3800 g,
    // where max(sum actual 2100, sum volumetric 1800 + 0) would give 2100.
    const w = shipmentWeight([piece(2000), piece(100, [30, 20, 15])]);
    expect(w).toMatchObject({ actualGrams: 2100, volumetricGrams: 1800, chargeableGrams: 3800 });
    expect(w.pieces).toHaveLength(2);
  });
});

describe('COD fee', () => {
  it('is 0 without COD', () => {
    expect(codFee(0, domestic)).toBe(0);
  });
  it('is the minimum when the percentage is smaller', () => {
    expect(codFee(15_000, domestic)).toBe(1000); // 2 % of AED 150 = AED 3 < AED 10
  });
  it('is the percentage when it is larger, rounded half up', () => {
    expect(codFee(100_000, domestic)).toBe(2000); // 2 % of AED 1,000
    expect(codFee(123_425, { codFeeMinFils: 0, codFeeBp: 200 })).toBe(2469); // 2468.5 → 2469
    expect(codFee(123_475, { codFeeMinFils: 0, codFeeBp: 200 })).toBe(2470); // 2469.5 → 2470
  });
});

describe('priceCharges', () => {
  it('matches the worked example of the contract (AED 21 base, 12.5 % fuel, AED 150 COD, 5 % VAT)', () => {
    expect(priceCharges(2100, 15_000, domestic)).toEqual({ baseFils: 2100, fuelFils: 263, codFeeFils: 1000, vatFils: 168, totalFils: 3531 });
    expect(chargesJson(priceCharges(2100, 15_000, domestic), 'Domestic', 1250)).toEqual({
      Base: 21, FuelSurcharge: 2.63, CodFee: 10, Vat: 1.68, Total: 35.31, Currency: 'AED', FuelSurchargePercent: 12.5, VatPercent: 5,
    });
  });

  it('zero-rates VAT on international services', () => {
    const c = priceCharges(10_000, 0, international);
    expect(c).toEqual({ baseFils: 10_000, fuelFils: 1250, codFeeFils: 0, vatFils: 0, totalFils: 11_250 });
    expect(chargesJson(c, 'International', 1250).VatPercent).toBe(0);
  });

  it('rounds each line half up in fils', () => {
    // Fuel 12.5 % of 1 fil = 0.125 → 0; of 4 fils = 0.5 → 1; VAT of 10 fils = 0.5 → 1.
    expect(priceCharges(1, 0, domestic).fuelFils).toBe(0);
    expect(priceCharges(4, 0, domestic).fuelFils).toBe(1);
    expect(priceCharges(10, 0, { ...domestic, fuelBp: 0 }).vatFils).toBe(1);
    expect(priceCharges(9, 0, { ...domestic, fuelBp: 0 }).vatFils).toBe(0); // 0.45 → 0
  });

  it('adds up exactly: total = base + fuel + COD fee + VAT', () => {
    for (const base of [1, 99, 1501, 123_457]) {
      for (const cod of [0, 1, 50_000, 10_000_000]) {
        const c = priceCharges(base, cod, domestic);
        expect(c.totalFils).toBe(c.baseFils + c.fuelFils + c.codFeeFils + c.vatFils);
        expect(Number.isInteger(c.totalFils)).toBe(true);
      }
    }
  });
});

describe('quoteZone and toQuotePieces', () => {
  it('prices 3 pieces end to end from kg and cm', () => {
    const pieces = toQuotePieces([{ Weight: 0.4 }, { Weight: 1.25, Length: 40, Width: 30, Height: 20 }, { Weight: 0.001, Length: null, Width: null, Height: null }]);
    expect(pieces).toEqual([
      { weightGrams: 400, lengthCm: null, widthCm: null, heightCm: null },
      { weightGrams: 1250, lengthCm: 40, widthCm: 30, heightCm: 20 },
      { weightGrams: 1, lengthCm: null, widthCm: null, heightCm: null },
    ]);
    // 400 + max(1250, 4800) + 1 = 5201 g → 2400 + ceil(3201 / 500) × 300 = 2400 + 7 × 300 = 4500.
    const { weight, charges } = quoteZone(tariff, domestic, pieces, 0);
    expect(weight.chargeableGrams).toBe(5201);
    expect(charges.baseFils).toBe(4500);
    expect(charges).toEqual({ baseFils: 4500, fuelFils: 563, codFeeFils: 0, vatFils: 253, totalFils: 5316 });
  });

  it('converts kg with 3 decimals to exact grams', () => {
    expect(toQuotePieces([{ Weight: 0.29 }, { Weight: 2.675 }]).map((p) => p.weightGrams)).toEqual([290, 2675]);
  });
});
