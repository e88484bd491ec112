import * as yup from 'yup';
import { MAX_TRACKING_NUMBERS } from '@/lib/tracking-input';

export { MAX_TRACKING_NUMBERS, splitTrackingInput, TRACKING_TYPES, type TrackingType } from '@/lib/tracking-input';

/** Longest tracking number (airway bill, customer reference or booking number). */
export const MAX_TRACKING_NUMBER_LENGTH = 40;
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

export const TRACKING_MESSAGES = {
  required: 'Please Enter Tracking Id',
  list: 'TrackingAWB must be a list of { AirWayBillNo }.',
  item: 'Each TrackingAWB item must be an object with AirWayBillNo.',
  text: 'Each tracking number must be text.',
  // Literal, as the message catalogue (lib/i18n/api-messages.ts) has it.
  tooLong: 'A tracking number is at most 40 characters.',
  characters: 'A tracking number may contain only letters, digits, dots, slashes, hyphens and underscores.',
  tooMany: `You can track up to ${MAX_TRACKING_NUMBERS} numbers at a time.`,
} as const;

export interface TrackingItem {
  AirWayBillNo: string;
}

/** What numberOf gives for an item that is not an object with fields (null, a number, a list). */
const NOT_AN_ITEM = Symbol('not an item');

/** An item's AirWayBillNo as it came, or NOT_AN_ITEM. */
const numberOf = (item: unknown): unknown =>
  item === null || typeof item !== 'object' || Array.isArray(item) ? NOT_AN_ITEM : (item as { AirWayBillNo?: unknown }).AirWayBillNo;

/**
 * One item as the API reads it: { AirWayBillNo } with the number trimmed and
 * every other key dropped; a number or true/false is read as its text, as
 * yup's string() does. Anything else is left as it came, for the check below
 * to name.
 */
function castItem(item: unknown): unknown {
  const v = numberOf(item);
  if (typeof v === 'string') return { AirWayBillNo: v.trim() };
  if (typeof v === 'number' || typeof v === 'boolean') return { AirWayBillNo: String(v) };
  return item;
}

/** What is wrong with one cast item, and where (its own path or its AirWayBillNo's), or null. */
function itemProblem(item: unknown): { field: boolean; message: string } | null {
  const v = numberOf(item);
  if (v === NOT_AN_ITEM) return { field: false, message: TRACKING_MESSAGES.item };
  if (v === undefined || v === null || v === '') return { field: true, message: TRACKING_MESSAGES.required };
  if (typeof v !== 'string') return { field: true, message: TRACKING_MESSAGES.text };
  if (v.length > MAX_TRACKING_NUMBER_LENGTH) return { field: true, message: TRACKING_MESSAGES.tooLong };
  if (!TRACKING_NUMBER.test(v)) return { field: true, message: TRACKING_MESSAGES.characters };
  return null;
}

/**
 * The body of Tracking, TrackByReference and Trackbybooking: 1–50
 * { AirWayBillNo }. The items are cast and checked in one test of the list
 * rather than by a yup object per item: yup's nested schemas cost about 5 µs
 * an item alone, and a tenth of the server's time for a 50-number call
 * (bench/README.md, "session 31"). Every error still names its item
 * (`TrackingAWB[3].AirWayBillNo`), and all of them are reported, as yup does
 * with abortEarly off.
 */
export const trackingRequestSchema = yup.object({
  TrackingAWB: yup
    .array<TrackingItem>()
    .typeError(TRACKING_MESSAGES.list)
    .transform((list: unknown) => (Array.isArray(list) ? list.map(castItem) : list))
    .min(1, TRACKING_MESSAGES.required)
    .max(MAX_TRACKING_NUMBERS, TRACKING_MESSAGES.tooMany)
    .required(TRACKING_MESSAGES.required)
    .test('items', TRACKING_MESSAGES.item, function (list) {
      if (!list) return true;
      const errors: yup.ValidationError[] = [];
      list.forEach((item, i) => {
        const problem = itemProblem(item);
        if (problem) errors.push(this.createError({ path: `${this.path}[${i}]${problem.field ? '.AirWayBillNo' : ''}`, message: problem.message }));
      });
      return errors.length === 0 ? true : errors.length === 1 ? errors[0]! : new yup.ValidationError(errors);
    }),
});
export type TrackingRequest = yup.InferType<typeof trackingRequestSchema>;
