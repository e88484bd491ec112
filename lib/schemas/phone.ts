// The phone-number rule, on its own: libphonenumber's metadata (some 40 kB of
// script) then reaches only the forms that ask for a phone, never a schema
// that merely shares common.ts's building blocks (the rate finder's, for one).
import { isValidPhoneNumber } from 'libphonenumber-js';
import { str } from './common';

/**
 * An optional international phone number in E.164 or national form with a
 * leading +. Empty counts as valid (spec §5).
 */
export function optionalPhone(label: string) {
  return str(label)
    .max(20, `${label} must be at most 20 characters.`)
    .test('phone', `${label} is not a valid phone number.`, (v) => !v || isValidPhoneNumber(v))
    .default('');
}
