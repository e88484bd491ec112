// Service types (/ManageServiceTypes and the courier API's ServiceTypes calls).
// Field names follow docs/api/rates-and-booking.md; amounts in AED and
// percentages as people type them (the API stores fils and basis points).
import * as yup from 'yup';
import { countryCode, requiredText, str, text, wholeNumber } from './common';
import { listQuery } from './list-query';
import { aedAmount, percent } from './rates';

export const SERVICE_SCOPES = ['Domestic', 'International'] as const;
export type ServiceScopeName = (typeof SERVICE_SCOPES)[number];
export const SERVICE_STATUSES = ['all', 'active', 'inactive'] as const;
export const MAX_TRANSIT_DAYS = 60;
export const MAX_COD_FEE_MIN_AED = 1000;
export const MAX_SORT_ORDER = 999;
/** The courier's home country: every domestic service serves it and only it. */
export const HOME_COUNTRY = 'AE';

// wholeNumber moved to common.ts (list-query.ts needs it without the service types); still exported here for imports written against this module.
export { wholeNumber };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id (`_id`): a UUID. */
export function recordId(label = '_id') {
  return str(label, 'lower')
    .required(`${label} is required.`)
    .matches(UUID, { message: `${label} is not a valid id.`, excludeEmptyString: true });
}

const flag = (label: string, fallback: boolean) =>
  yup.boolean().typeError(`${label} must be true or false.`).default(fallback);

export const serviceTypeFields = {
  ServiceCode: str('Service code', 'upper')
    .required('Service code is required.')
    .matches(/^[A-Z0-9]{2,10}$/, { message: 'Service code must be 2 to 10 letters or digits.', excludeEmptyString: true }),
  ServiceName: requiredText('Service name', 60),
  Scope: str('Scope')
    .required('Please choose Domestic or International.')
    .oneOf(SERVICE_SCOPES, 'Please choose Domestic or International.'),
  Description: text('Description', 500).default(''),
  TransitDaysMin: wholeNumber('Minimum transit days', 0, MAX_TRANSIT_DAYS).required('Minimum transit days is required.'),
  TransitDaysMax: wholeNumber('Maximum transit days', 0, MAX_TRANSIT_DAYS)
    .required('Maximum transit days is required.')
    .test('range', 'Maximum transit days cannot be less than the minimum.', function (v) {
      const min = (this.parent as { TransitDaysMin?: unknown }).TransitDaysMin;
      return v === undefined || typeof min !== 'number' || v >= min;
    }),
  // Domestic services always serve AE only; international ones list their countries.
  Countries: yup
    .array()
    .typeError('Countries must be a list of country codes.')
    .of(countryCode('Country').required('Country is required.'))
    .when('Scope', {
      is: 'Domestic',
      // transform() skips a missing value, so the default says the same.
      then: (s) => s.transform(() => [HOME_COUNTRY]).default(() => [HOME_COUNTRY]),
      otherwise: (s) =>
        s
          .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x)))] : v))
          .min(1, 'Choose at least one destination country.')
          .max(300, 'At most 300 countries.')
          .test('not-home', 'An international service cannot serve the UAE; use a domestic service.', (v) => !v?.includes(HOME_COUNTRY))
          .default(() => []),
    }),
  Active: flag('Active', true),
  CodAvailable: flag('COD available', false),
  FuelSurchargePercent: percent('Fuel surcharge').default(0),
  CodFeeMin: aedAmount('Minimum COD fee', MAX_COD_FEE_MIN_AED),
  CodFeePercent: percent('COD fee').default(0),
  SortOrder: wholeNumber('Sort order', 0, MAX_SORT_ORDER).default(0),
};

/** POST ServiceTypes. */
export const serviceTypeSchema = yup.object(serviceTypeFields);
export type ServiceTypeInput = yup.InferType<typeof serviceTypeSchema>;

/** PUT ServiceTypes: the same fields plus the `_id` of the service type. */
export const serviceTypeUpdateSchema = yup.object({ _id: recordId(), ...serviceTypeFields });
export type ServiceTypeUpdateInput = yup.InferType<typeof serviceTypeUpdateSchema>;

/** Sort keys of GET ServiceTypes (ServiceName: any letter case). Without one: SortOrder:asc. */
export const SERVICE_TYPE_SORTS = ['SortOrder', 'ServiceName'] as const;

/** GET ServiceTypes (Admin list). */
export const serviceTypeListQuery = listQuery({ pageSize: 10, search: true, sorts: SERVICE_TYPE_SORTS }).shape({
  status: str('Status', 'lower').oneOf(SERVICE_STATUSES, 'Status must be all, active or inactive.').default('all'),
});
export type ServiceTypeListQuery = yup.InferType<typeof serviceTypeListQuery>;

/** `?_id=` of DELETE ServiceTypes, GET RateCard and GET RateCard/export. */
export const idQuery = yup.object({ _id: recordId() });

/** GET getServiceType?country=: none or AE means domestic. */
export const serviceCountryQuery = yup.object({ country: countryCode('Country').default('') });

/** The ServiceType object the API returns. */
export interface ServiceType {
  _id: string;
  ServiceCode: string;
  ServiceName: string;
  Scope: ServiceScopeName;
  Description: string;
  TransitDaysMin: number;
  TransitDaysMax: number;
  TransitTime: string;
  Countries: string[];
  Active: boolean;
  CodAvailable: boolean;
  FuelSurchargePercent: number;
  CodFeeMin: number;
  CodFeePercent: number;
  SortOrder: number;
  /** Only in the Admin list. */
  ShipmentCount?: number;
}

/** "Same day", "Next working day", "2–4 working days". */
export function transitTime(min: number, max: number): string {
  if (max === 0) return 'Same day';
  if (min === 1 && max === 1) return 'Next working day';
  if (min === max) return `${min} working days`;
  return `${min}–${max} working days`;
}
