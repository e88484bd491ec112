// Package and route inputs shared by the rate finders, the booking form and
// the courier API (RateFinder, asaGuestSchedulePickup, CreateAirwayBill).
import * as yup from 'yup';
import { decimals } from '@/lib/money';
import { countryCode, requiredText, str, text } from './common';
import { MAX_COD_AED, MAX_DECLARED_AED, MAX_DIMENSION_CM, MAX_PIECE_KG, MAX_PIECES } from './limits';

export { MAX_COD_AED, MAX_DECLARED_AED, MAX_DIMENSION_CM, MAX_PIECE_KG, MAX_PIECES, VOLUMETRIC_DIVISOR } from './limits';

/** A number field that also accepts the text a form input holds ("2.5"). */
function num(label: string) {
  return yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') {
        const t = original.trim();
        return t === '' ? undefined : /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
      }
      return value;
    })
    .typeError(`${label} must be a number.`);
}

/** An amount in AED with at most 2 decimals (empty = 0). */
export function aedAmount(label: string, max: number) {
  return num(label)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en')} AED.`)
    .test('fils', `${label} may have at most 2 decimals.`, (v) => v === undefined || decimals(v) <= 2)
    .default(0);
}

/** A percentage with at most 2 decimals. */
export function percent(label: string, max = 100) {
  return num(label)
    .required(`${label} is required.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max} %.`)
    .test('bp', `${label} may have at most 2 decimals.`, (v) => v === undefined || decimals(v) <= 2);
}

/** A weight in kg with at most 3 decimals (whole grams). */
export function weightKg(label: string, max: number) {
  return num(label)
    .required(`${label} is required.`)
    .moreThan(0, `${label} must be more than 0 kg.`)
    .max(max, `${label} must be at most ${max} kg.`)
    .test('grams', `${label} may have at most 3 decimals.`, (v) => v === undefined || decimals(v) <= 3);
}

function dimension(label: string) {
  return num(label)
    .integer(`${label} must be whole centimetres.`)
    .min(1, `${label} must be at least 1 cm.`)
    .max(MAX_DIMENSION_CM, `${label} must be at most ${MAX_DIMENSION_CM} cm.`)
    .nullable()
    .default(null);
}

export const pieceSchema = yup
  .object({
    Weight: weightKg('Weight', MAX_PIECE_KG),
    Length: dimension('Length'),
    Width: dimension('Width'),
    Height: dimension('Height'),
  })
  .typeError('Each piece must be an object with Weight, Length, Width and Height.')
  .test('dimensions', 'Give all three dimensions of a piece, or none.', (p) => {
    if (!p) return true;
    const given = [p.Length, p.Width, p.Height].filter((d) => d !== null && d !== undefined).length;
    return given === 0 || given === 3;
  });
export type PieceInput = yup.InferType<typeof pieceSchema>;

export const piecesSchema = yup
  .array()
  .typeError('Pieces must be a list.')
  .of(pieceSchema.required())
  .min(1, 'Add at least one piece.')
  .max(MAX_PIECES, `At most ${MAX_PIECES} pieces per shipment.`)
  .required('Add at least one piece.');

/** A record id in the database's uuid shape: 36 dashes would pass [0-9a-f-]{36} and fail its uuid cast (a 500). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What is sent and how, in the booking form (asaGuestSchedulePickup) and in
 * CreateAirwayBill alike: the service, the pieces, the contents, their value,
 * cash on delivery and the sender's own notes.
 */
export const parcelFields = {
  ServiceTypeId: str('Service')
    .required('Please choose a service.')
    .matches(UUID, { message: 'Please choose a service from the list.', excludeEmptyString: true }),
  Pieces: piecesSchema,
  Contents: requiredText('Contents', 200),
  DeclaredValue: aedAmount('Declared value', MAX_DECLARED_AED),
  CodAmount: aedAmount('COD amount', MAX_COD_AED),
  Reference: text('Reference', 40).default(''),
  SpecialInstructions: text('Special instructions', 500).default(''),
};

/** A CityCode from CityList: 3 to 5 letters. Membership is checked by the API. */
export function cityCode(label: string) {
  return str(label, 'upper').matches(/^[A-Z]{3,5}$/, { message: `Please choose a ${label.toLowerCase()} from the list.`, excludeEmptyString: true });
}

export const rateFinderSchema = yup.object({
  OriginCity: cityCode('Origin city').default(''),
  DestinationCountry: countryCode('Destination country').default('AE'),
  DestinationCity: cityCode('Destination city').required('Please choose a destination city.'),
  Pieces: piecesSchema,
  CodAmount: aedAmount('COD amount', MAX_COD_AED),
}).test('origin', 'Please choose an origin city.', function (v) {
  // Domestic quotes need the origin; international ones ship from the UAE (Dubai by default).
  if (v && (v.DestinationCountry || 'AE') === 'AE' && !v.OriginCity) {
    return this.createError({ path: 'OriginCity', message: 'Please choose an origin city.' });
  }
  return true;
});
export type RateFinderInput = yup.InferType<typeof rateFinderSchema>;
