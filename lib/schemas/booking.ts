// The shipment booking form (/Bookshipment) and the courier API's
// asaGuestSchedulePickup share this schema. Dates and times are local to the
// UAE (Asia/Dubai, UTC+4, no daylight saving); `now` is injected so the API
// can use its own clock and tests can freeze it.
import * as yup from 'yup';
import { countryCode, optionalEmail, personName, requiredText, str, text } from './common';
import { optionalPhone } from './phone';
import { cityCode, parcelFields } from './rates';
import { addDays, dubaiNow, isWorkingDay, PICKUP_CLOSE, PICKUP_MAX_DAYS_AHEAD, PICKUP_MIN_WINDOW_MINUTES, PICKUP_OPEN, toMinutes } from './dubai-days';

export { addDays, dubaiNow, isWorkingDay, pickupDates, PICKUP_CLOSE, PICKUP_MAX_DAYS_AHEAD, PICKUP_MIN_WINDOW_MINUTES, PICKUP_OPEN, toMinutes } from './dubai-days';

const hhmm = (label: string) =>
  str(label)
    .required(`${label} is required.`)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: `${label} must be a time like 10:00.`, excludeEmptyString: true });

/**
 * The pickup date and window fields, shared by every form that books a
 * collection (the guest booking here, the portal's SchedulePickup).
 */
export function pickupTimeFields(now: () => Date) {
  return {
    PickupDate: str('Pickup date')
      .required('Please choose a pickup date.')
      .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pickup date must be a date like 2026-11-23.', excludeEmptyString: true })
      .test('working-day', 'Pickups run Monday to Saturday. Please choose another day.', (v) => !v || !/^\d{4}-\d{2}-\d{2}$/.test(v) || isWorkingDay(v))
      .test('range', `Please choose a date from today up to ${PICKUP_MAX_DAYS_AHEAD} days ahead.`, (v) => {
        if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return true;
        const today = dubaiNow(now()).date;
        return v >= today && v <= addDays(today, PICKUP_MAX_DAYS_AHEAD);
      }),
    PickupWindowStart: hhmm('Pickup from'),
    PickupWindowEnd: hhmm('Pickup until'),
  };
}

interface PickupTimes {
  PickupDate?: string;
  PickupWindowStart?: string;
  PickupWindowEnd?: string;
}

/** The window's rules across fields (opening hours, length, not started yet), as an object-level test. */
export function pickupWindowRule(now: () => Date) {
  return function (this: yup.TestContext, v: PickupTimes | undefined) {
    if (!v?.PickupWindowStart || !v.PickupWindowEnd) return true;
    const start = toMinutes(v.PickupWindowStart);
    const end = toMinutes(v.PickupWindowEnd);
    const fail = (message: string) => this.createError({ path: 'PickupWindowStart', message });
    if (start < toMinutes(PICKUP_OPEN) || end > toMinutes(PICKUP_CLOSE)) {
      return fail(`Pickups run from ${PICKUP_OPEN} to ${PICKUP_CLOSE}. Please choose a window within those hours.`);
    }
    if (end - start < PICKUP_MIN_WINDOW_MINUTES) {
      return fail(`The pickup window must be at least ${PICKUP_MIN_WINDOW_MINUTES / 60} hours long.`);
    }
    const { date, minutes } = dubaiNow(now());
    if (v.PickupDate === date && start <= minutes) {
      return fail('That window has already started. Please choose a later time or another day.');
    }
    return true;
  };
}

const phone = (label: string) => optionalPhone(label).required(`${label} is required.`);

const party = {
  Name: personName('Name'),
  Company: text('Company', 100).default(''),
  Phone: phone('Mobile number'),
  Email: optionalEmail('Email'),
  AddressLine1: requiredText('Address Line 1', 200),
  AddressLine2: text('Address Line 2', 200).default(''),
};

export function createBookingSchema(now: () => Date = () => new Date()) {
  return yup
    .object({
      Sender: yup
        .object({ ...party, City: cityCode('Pickup city').required('Please choose the pickup city.') })
        .typeError('Sender must be an object with the pickup contact and address.')
        .required(),
      Receiver: yup
        .object({
          ...party,
          Country: countryCode('Receiver country').required('Please choose the receiver country.'),
          City: cityCode('Receiver city').required('Please choose the receiver city.'),
        })
        .typeError('Receiver must be an object with the receiver contact and address.')
        .required(),
      ...pickupTimeFields(now),
      ...parcelFields,
    })
    .test('window', '', pickupWindowRule(now));
}
export type BookingInput = yup.InferType<ReturnType<typeof createBookingSchema>>;
