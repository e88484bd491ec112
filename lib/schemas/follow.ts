// Following a shipment from its tracking page (issue 16): a visitor leaves an
// email address (confirmed by a link) or a phone number (confirmed by a
// six-digit code) and hears of the shipment's next steps. One schema per
// call, shared by the tracking page's form and the courier API's Follow routes.
// Client-safe: no server imports.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as yup from 'yup';
import type { shipmentFollowers } from '@/courier-api/db/schema';
import { email, str } from './common';
import { userLocale } from './locale';
import { airwayBillNo } from './printing';

export type FollowChannel = (typeof shipmentFollowers.$inferSelect)['channel'];
export const FOLLOW_CHANNELS = ['email', 'sms'] as const satisfies readonly FollowChannel[];

export { canFollow, FOLLOW_FINISHED_STATUSES } from '../follow-rules';

/** Numbers typed without a country code are UAE numbers. */
export const FOLLOW_DEFAULT_COUNTRY = 'AE';

/** A phone number as E.164 (+971501234567), or null when it is not a real number. */
export function followPhone(typed: string): string | null {
  const p = parsePhoneNumberFromString(typed.trim(), FOLLOW_DEFAULT_COUNTRY);
  return p?.isValid() ? p.number : null;
}

const INVALID_PHONE = 'Phone is not a valid phone number.';

/** A phone number, given back as E.164 when it is valid. */
const phone = () =>
  str('Phone')
    .required('Phone is required.')
    .max(30, 'Phone must be at most 30 characters.')
    .transform((v: unknown) => (typeof v === 'string' && v ? (followPhone(v) ?? v) : v))
    .test('phone', INVALID_PHONE, (v) => !v || followPhone(v) !== null);

/** Arabic-Indic and Persian digits as typed on an Arabic keyboard, read as 0–9. */
const latinDigits = (v: string) => v.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** POST Follow: start following a shipment. */
export const followSchema = yup.object({
  AirWayBillNo: airwayBillNo,
  Channel: str('Channel').required('Choose email or SMS.').oneOf([...FOLLOW_CHANNELS], 'Choose email or SMS.'),
  // An email address (lower-cased) or a phone number (E.164), by Channel.
  Address: yup.string().when('Channel', { is: 'sms', then: () => phone(), otherwise: () => email('Email') }),
  // The language of the page: the confirmation and every update are written in it.
  Locale: userLocale()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .default('en'),
});
export type FollowInput = yup.InferType<typeof followSchema>;

/** POST Follow/Verify: the code sent by SMS. */
export const followVerifySchema = yup.object({
  AirWayBillNo: airwayBillNo,
  Phone: phone(),
  Code: str('Code')
    .transform((v: unknown) => (typeof v === 'string' ? latinDigits(v).replace(/\s+/g, '') : v))
    .required('Please enter the 6-digit code.')
    .matches(/^\d{6}$/, { message: 'The code is 6 digits.', excludeEmptyString: true }),
});
export type FollowVerifyInput = yup.InferType<typeof followVerifySchema>;

const token = (invalid: string) =>
  str('Token')
    .required(invalid)
    .max(200, invalid)
    .matches(/^[A-Za-z0-9._-]+$/, { message: invalid, excludeEmptyString: true });

export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid or has already been used.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

/** POST Follow/Confirm: the token of the email's confirmation link. */
export const followConfirmSchema = yup.object({ Token: token(CONFIRM_LINK_INVALID) });

/** POST Follow/Unsubscribe: the token of a message's unsubscribe link. */
export const followUnsubscribeSchema = yup.object({ Token: token(UNSUBSCRIBE_LINK_INVALID) });
