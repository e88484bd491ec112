// The merchant API's own inputs (docs/api/merchant-api.md): path segments,
// the cursor list queries, the label's format, the bodies that are not the
// portal's. Its bodies otherwise are the portal's own schemas (a shipment is
// createAirwayBillSchema). What it answers: lib/schemas/answers/merchant.ts.
import * as yup from 'yup';
import { STATUS_CODES } from '@/courier-api/services/status';
import { requiredText, str, wholeNumber } from './common';
import { MAX_SHIPMENT_CANCEL_REASON } from './shipment-cancel';
import { createScanEventsSchema } from './operations';
import { MAX_CANCEL_REASON } from './pickup';
import { shipmentFiltersSchema } from './shipment';
import { recordId } from './service-types';

// ---- inputs ---------------------------------------------------------------

export const V1_PAGE_SIZE = 20;
export const MAX_CURSOR = 200;

/** `cursor` of a list: the `next_cursor` a page answered. */
const cursorField = () =>
  str('cursor').max(MAX_CURSOR, `cursor must be at most ${MAX_CURSOR} characters.`).default('').meta({
    description: 'The next_cursor of the previous page, as it was given; empty for the first page.',
  });

/** One of ShipmentHistory's filters, as it is (its rules and messages), with a description for the document. */
const filter = (name: 'search' | 'From' | 'To' | 'Status' | 'ServiceCode', description: string) =>
  (shipmentFiltersSchema.fields[name] as yup.StringSchema<string, yup.AnyObject, '', 'd'>).meta({ description });

/** GET v1/shipments: ShipmentHistory's filters, and a cursor instead of a page. */
export const v1ShipmentListQuery = yup.object({
  search: filter('search', 'Text in the airway bill number, your reference or the receiver\'s name, or digits of the receiver\'s phone.'),
  From: filter('From', 'Created on or after this Dubai day (YYYY-MM-DD).'),
  To: filter('To', 'Created on or before this Dubai day (YYYY-MM-DD).'),
  Status: filter('Status', `One status code: ${STATUS_CODES.join(', ')}.`),
  ServiceCode: filter('ServiceCode', 'One service code (e.g. NDD).'),
  limit: wholeNumber('limit', 1, 100).default(V1_PAGE_SIZE).meta({ description: 'Shipments per page (1 to 100).' }),
  cursor: cursorField(),
});
export type V1ShipmentListQuery = yup.InferType<typeof v1ShipmentListQuery>;

/** `:awb` in a path. */
export const awbPath = yup.object({
  awb: str('Airway bill number')
    .required('Airway bill number is required.')
    .matches(/^\d{11}$/, { message: 'An airway bill number is 11 digits.', excludeEmptyString: true })
    .meta({ description: 'The airway bill number (11 digits).', example: '93790673933' }),
});

/** `:id` in a path (a pickup, a webhook subscription). */
export const idPath = yup.object({ id: recordId('id').meta({ description: 'The record id (a UUID).' }) });

export const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export const LABEL_SIZES = ['a4', '4x6'] as const;
export const ZPL_IS_4X6 = 'ZPL labels are 4x6 only. Please ask for size=4x6, or for format=pdf.';

/** GET v1/shipments/:awb/label. ZPL is for 4×6 thermal printers only. */
export const labelQuery = yup.object({
  format: str('format', 'lower')
    .oneOf(LABEL_FORMATS, `format must be one of ${LABEL_FORMATS.join(', ')}.`)
    .default('pdf')
    .meta({ description: 'pdf, or zpl for Zebra thermal printers.' }),
  size: str('size', 'lower')
    .oneOf(['', ...LABEL_SIZES], `size must be one of ${LABEL_SIZES.join(', ')}.`)
    .default('')
    .meta({ description: 'a4 (a page per shipment) or 4x6 (a label per piece). Default: a4 for PDF; ZPL is always 4x6.' })
    .test('zpl', ZPL_IS_4X6, function zplIs4x6(v) {
      return (this.parent as { format?: string }).format !== 'zpl' || !v || v === '4x6';
    }),
});

/** POST v1/shipments/:awb/cancel. */
export const v1CancelShipmentBody = yup.object({ Reason: requiredText('Reason', MAX_SHIPMENT_CANCEL_REASON) });
/** POST v1/pickups/:id/cancel. */
export const v1CancelPickupBody = yup.object({ Reason: requiredText('Reason', MAX_CANCEL_REASON) });

/** POST v1/test/shipments/:awb/scan: ScanEvents' fields for one sandbox airway bill. */
export const createV1TestScanBody = (now: () => Date = () => new Date()) => createScanEventsSchema(now).omit(['AirWayBillNos']);

/** GET v1/webhooks/:id/deliveries: a page of the log, newest first. */
export const v1DeliveriesQuery = yup.object({
  limit: wholeNumber('limit', 1, 100).default(V1_PAGE_SIZE).meta({ description: 'Deliveries per page (1 to 100).' }),
  cursor: cursorField(),
});
