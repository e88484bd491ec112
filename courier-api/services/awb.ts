// Airway bill and booking numbers. An AWB is 10 random digits plus a mod-7
// check digit (the IATA air waybill rule), so consecutive bills cannot be
// guessed from one another and a mistyped digit is usually caught.
import { randomInt } from 'node:crypto';

export type RandomInt = (min: number, max: number) => number;

const cryptoInt: RandomInt = (min, max) => randomInt(min, max);

export function awbCheckDigit(serial: string): number {
  // Mod 7 of a 10-digit serial; BigInt keeps it exact beyond 2^53 if serials grow.
  return Number(BigInt(serial) % 7n);
}

export function generateAwb(rand: RandomInt = cryptoInt): string {
  // First digit 1–9 keeps the number 11 digits long when read as a number.
  let serial = String(rand(1, 10));
  for (let i = 0; i < 9; i++) serial += String(rand(0, 10));
  return serial + awbCheckDigit(serial);
}

export function isValidAwb(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  return awbCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** Pickup booking numbers: BK + 8 random digits. */
export function generateBookingNo(rand: RandomInt = cryptoInt): string {
  let digits = '';
  for (let i = 0; i < 8; i++) digits += String(rand(0, 10));
  return `BK${digits}`;
}

/** A small deterministic generator for demo data and benchmarks (mulberry32). */
export function seededRandom(seed: number): RandomInt {
  let a = seed >>> 0;
  return (min, max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(r * (max - min));
  };
}
