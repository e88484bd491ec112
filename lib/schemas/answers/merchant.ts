// The shapes of what the merchant API answers (docs/api/merchant-api.md):
// the truth the OpenAPI document (courier-api/merchant/openapi.ts) is
// generated from, and the contract test (courier-api/merchant/contract.test.ts)
// holds every answer to them: a field the API starts sending without a line
// here fails that test. Field names are the courier API's own; the envelope's
// keys are lower case.
//
// These schemas never validate a request, so their yup messages can never
// reach a caller: they live outside lib/schemas' own folder, which the
// message catalogue's scan reads (lib/i18n/api-messages.test.ts).
import * as yup from 'yup';
import { STATUS_CODES } from '@/courier-api/services/status';
import { PICKUP_STATUS_NAMES } from '../pickup';
import { DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_MODES } from '../webhooks';
import { LEAVE_WITH_KINDS, RECEIVER_CHOICE_KINDS } from '../receiver';

// `.defined()`: always present (null allowed only where `.nullable()` says so).

const text = () => yup.string().defined();
const maybeText = () => yup.string().nullable().defined();
const amount = () => yup.number().defined();
const count = () => yup.number().integer().defined();
const flag = () => yup.boolean().defined();
const instant = () => yup.string().datetime().defined();
const uuid = () => yup.string().uuid().defined();
const awbNo = () => yup.string().matches(/^\d{11}$/).defined();
const named = <S extends yup.AnyObject>(name: string, shape: S, description?: string) =>
  yup.object(shape).defined().meta({ name, ...(description ? { description } : {}) });

export const shipmentChargesSchema = named('ShipmentCharges', {
  Base: amount(),
  FuelSurcharge: amount(),
  CodFee: amount(),
  Vat: amount(),
  Total: amount(),
  Currency: yup.string().oneOf(['AED']).defined(),
}, 'What the shipment costs, in AED.');

const shipmentFields = {
  _id: uuid(),
  AirWayBillNo: awbNo(),
  AccountNo: maybeText(),
  Reference: text(),
  BookingNo: maybeText(),
  BatchNo: maybeText(),
  CreatedAt: instant(),
  ServiceCode: text(),
  ServiceName: text(),
  Origin: text(),
  Destination: text(),
  DestinationCountry: text(),
  SenderName: text(),
  ReceiverName: text(),
  ReceiverPhone: text(),
  Pieces: count(),
  ChargeableKg: amount(),
  CodAmount: amount(),
  Charges: shipmentChargesSchema,
  Status: yup.string().oneOf([...STATUS_CODES]).defined(),
  StatusLabel: text(),
  ShipmentProgress: count(),
};

/** An item of GET v1/shipments. */
export const v1ShipmentSchema = named('Shipment', shipmentFields, 'A shipment as lists show it (money in AED, weights in kg).');

export const partySchema = named('Party', {
  Name: text(),
  Company: text(),
  Phone: text(),
  Email: text(),
  AddressLine1: text(),
  AddressLine2: text(),
  City: text(),
  CityCode: text(),
  Country: text(),
});

export const trackingEventSchema = named('TrackingEvent', {
  ActivityDate: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/).defined().meta({ description: 'Dubai date.' }),
  ActivityTime: yup.string().matches(/^\d{2}:\d{2}$/).defined().meta({ description: 'Dubai time.' }),
  Location: text(),
  Remarks: text(),
  Status: text(),
  DeliveredTo: yup.string(),
  ExceptionReason: yup.string(),
});

const pieceSchema = named('Piece', {
  PieceNo: count(),
  Weight: amount(),
  Length: yup.number().integer().nullable().defined(),
  Width: yup.number().integer().nullable().defined(),
  Height: yup.number().integer().nullable().defined(),
});

const choiceAddressSchema = named('ChoiceAddress', { AddressLine1: text(), AddressLine2: text(), City: text(), CityCode: text() });
const leaveWithSchema = named('LeaveWith', {
  Kind: yup.string().oneOf([...LEAVE_WITH_KINDS]).defined(),
  Name: yup.string().meta({ description: "neighbour: the neighbour's name." }),
  Flat: yup.string().meta({ description: 'neighbour: their flat or house.' }),
}, 'Whom the courier may leave the parcel with.');
const day = () => yup.string().matches(/^\d{4}-\d{2}-\d{2}$/);

/** What the receiver chose for the delivery (issue 16). */
export const receiverChoicesSchema = named('ReceiverChoices', {
  DeliveryDate: day().nullable().defined().meta({ description: 'The Dubai day the receiver chose; null: none.' }),
  Instructions: maybeText(),
  LeaveWith: leaveWithSchema.nullable(),
  History: yup
    .array()
    .of(
      named('DeliveryChoice', {
        Kind: yup.string().oneOf([...RECEIVER_CHOICE_KINDS]).defined(),
        CreatedAt: instant(),
        DeliveryDate: day().meta({ description: 'reschedule: the day chosen.' }),
        Instructions: yup.string().meta({ description: 'instructions: what the receiver wrote.' }),
        LeaveWith: leaveWithSchema.optional().default(undefined),
        From: choiceAddressSchema.optional().default(undefined),
        To: choiceAddressSchema.optional().default(undefined),
        Charge: amount().meta({ description: 'AED a redirect costs by the rate card (0: free).' }),
        ChargedTo: yup.string().oneOf(['receiver', 'merchant']).nullable().defined(),
      }),
    )
    .defined()
    .meta({ description: 'Every choice, oldest first.' }),
}, "The receiver's delivery choices: what holds now, and each choice in order.");

/** GET v1/shipments/:awb and the 201 of POST v1/shipments. */
export const v1ShipmentDetailSchema = named('ShipmentDetail', {
  ...shipmentFields,
  Sender: partySchema,
  Receiver: partySchema,
  Contents: text(),
  DeclaredValue: amount(),
  SpecialInstructions: text(),
  DoNotNotify: yup.boolean().defined().meta({ description: 'true: the receiver gets no email, SMS or WhatsApp about this shipment.' }),
  PieceDetails: yup.array().of(pieceSchema).defined(),
  ReceiverChoices: receiverChoicesSchema,
  TrackingLogDetails: yup.array().of(trackingEventSchema).defined().meta({ description: 'Newest first.' }),
}, 'A shipment with its parties, pieces and tracking log.');

export const v1CancelledShipmentSchema = named('CancelledShipment', {
  AirWayBillNo: awbNo(),
  Status: yup.string().oneOf(['CANCELLED']).defined(),
  Refunded: amount().meta({ description: 'AED back to a prepaid balance; 0 for a postpaid account.' }),
  Balance: yup.number().nullable().defined().meta({ description: 'The prepaid balance after the refund; null when nothing was refunded.' }),
});

const rateChargesSchema = named('RateCharges', {
  Base: amount(),
  FuelSurcharge: amount(),
  CodFee: amount(),
  Vat: amount(),
  Total: amount(),
  Currency: yup.string().oneOf(['AED']).defined(),
  FuelSurchargePercent: amount(),
  VatPercent: amount(),
});

/** POST v1/rates. */
export const v1RateQuoteSchema = named('RateQuote', {
  Route: named('RateRoute', {
    Scope: yup.string().oneOf(['Domestic', 'International']).defined(),
    OriginCity: text(),
    OriginCityName: text(),
    DestinationCountry: text(),
    DestinationCountryName: text(),
    DestinationCity: text(),
    DestinationCityName: text(),
  }),
  Weight: named('RateWeight', {
    ActualKg: amount(),
    VolumetricKg: amount(),
    ChargeableKg: amount(),
    Divisor: count(),
    Pieces: yup
      .array()
      .of(named('RatePieceWeight', { PieceNo: count(), ActualKg: amount(), VolumetricKg: amount(), ChargeableKg: amount() }))
      .defined(),
  }),
  CodAmount: amount(),
  Rates: yup
    .array()
    .of(
      named('Rate', {
        ServiceTypeId: uuid().meta({ description: 'Pass it as ServiceTypeId to POST /shipments.' }),
        ServiceCode: text(),
        ServiceName: text(),
        Description: text(),
        TransitTime: text(),
        TransitDaysMin: count(),
        TransitDaysMax: count(),
        Zone: text(),
        ZoneName: text(),
        Charges: rateChargesSchema,
      }),
    )
    .defined()
    .meta({ description: 'Cheapest first.' }),
  Unavailable: yup.array().of(named('UnavailableService', { ServiceCode: text(), ServiceName: text(), Reason: text() })).defined(),
}, 'Every active service for the route, priced, or listed as unavailable with the reason.');

/** GET v1/tracking/:awb. */
export const v1TrackingSchema = named('Tracking', {
  AirWayBillNo: text(),
  SearchedNumber: text(),
  Found: flag(),
  Origin: text(),
  Destination: text(),
  ShipmentProgress: count(),
  Status: maybeText(),
  StatusCode: maybeText(),
  IsException: flag(),
  ServiceType: maybeText(),
  Pieces: yup.number().integer().nullable().defined(),
  BookingNo: yup.string().nullable(),
  Reference: yup.string().nullable(),
  DeliveredTo: yup.string().nullable(),
  DeliveryDate: yup.string().nullable().meta({ description: 'The Dubai day the receiver chose (YYYY-MM-DD); null: none.' }),
  CanChangeDelivery: yup.boolean().meta({ description: 'The receiver can still change the delivery from the tracking page.' }),
  TrackingLogDetails: yup.array().of(trackingEventSchema).defined(),
});

/** POST v1/pickups, GET v1/pickups/:id, POST v1/pickups/:id/cancel. */
export const v1PickupSchema = named('Pickup', {
  _id: uuid(),
  BookingNo: text(),
  Status: yup.string().oneOf([...PICKUP_STATUS_NAMES]).defined(),
  PickupDate: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/).defined(),
  PickupWindowStart: text(),
  PickupWindowEnd: text(),
  Address: partySchema,
  Pieces: count(),
  WeightKg: amount(),
  AirWayBillNos: yup.array().of(awbNo()).defined(),
  Remarks: text(),
  StatusReason: text(),
  AccountNo: maybeText(),
  CreatedAt: instant(),
  UpdatedAt: instant(),
});

// ---- webhooks (the views of services/webhooks/subscriptions.ts) -----------

const webhookFields = {
  _id: uuid(),
  Url: text(),
  Events: yup.array().of(yup.string().oneOf([...WEBHOOK_EVENTS]).defined()).defined(),
  Description: text(),
  Active: flag(),
  DisabledReason: maybeText().meta({ description: 'Why deliveries stopped (every retry failed for 24 hours); null when active or paused by you.' }),
  Mode: yup.string().oneOf([...WEBHOOK_MODES]).defined().meta({ description: "The key's mode: live events, or your sandbox's." }),
  SecretHint: text().meta({ description: "The signing secret's last 4 characters." }),
  PreviousSecretExpiresAt: yup.string().datetime().nullable().defined().meta({ description: 'Until when the secret before the last rotation still signs (a second v1=).' }),
  CreatedAt: instant(),
  UpdatedAt: instant(),
};

/** GET v1/webhooks (items), GET/POST/DELETE v1/webhooks/:id. */
export const v1WebhookSchema = named('WebhookSubscription', webhookFields, 'Where your events are sent. The signing secret is shown only when it is made.');

/** POST v1/webhooks: the subscription and, this once, its signing secret. */
export const v1WebhookCreatedSchema = named('WebhookSubscriptionCreated', {
  ...webhookFields,
  Secret: text().meta({ description: 'The signing secret (whsec_…): shown only now. Verify each delivery\'s Saqr-Signature with it.' }),
});

/** POST v1/webhooks/:id/rotate_secret. */
export const v1WebhookSecretSchema = named('WebhookSecret', {
  Secret: text().meta({ description: 'The new signing secret: shown only now.' }),
  PreviousSecretExpiresAt: instant().meta({ description: 'The previous secret keeps signing (a second v1=) until then.' }),
});

/** The body every delivery POSTs (also in the delivery log). */
export const webhookEventBodySchema = named('WebhookEvent', {
  id: uuid().meta({ description: 'The event id: the same on every attempt, so dedupe on it.' }),
  type: text(),
  created_at: instant(),
  livemode: flag(),
  test: yup.boolean().oneOf([true]).meta({ description: 'Present (true) on a test event sent with POST /webhooks/{id}/test.' }),
  data: yup.object({ object: yup.mixed().defined().meta({ description: 'The shipment or pickup as this API answers it.' }) }).defined(),
});

/** GET v1/webhooks/:id/deliveries (items), POST v1/webhooks/:id/test. */
export const v1WebhookDeliverySchema = named('WebhookDelivery', {
  _id: uuid(),
  EventId: uuid(),
  EventType: text(),
  Status: yup.string().oneOf([...DELIVERY_STATUSES]).defined(),
  Attempts: count(),
  LastStatusCode: yup.number().integer().nullable().defined(),
  LastLatencyMs: yup.number().integer().nullable().defined(),
  LastError: maybeText(),
  LastResponse: maybeText().meta({ description: "The first 2 KB of your endpoint's last answer." }),
  LastAttemptAt: yup.string().datetime().nullable().defined(),
  NextAttemptAt: yup.string().datetime().nullable().defined(),
  DeliveredAt: yup.string().datetime().nullable().defined(),
  CreatedAt: instant(),
  Request: webhookEventBodySchema,
});

// ---- the envelope ----------------------------------------------------------

/** A success: `{ data, message? }`. */
export const successEnvelope = (data: yup.AnySchema) =>
  yup.object({
    data: data.defined(),
    message: yup.string().meta({ description: 'What happened, for a person to read.' }),
  });

/** A page of a list: `{ data, has_more, next_cursor }`. */
export const listEnvelope = (item: yup.AnySchema) =>
  yup.object({
    data: yup.array().of(item).defined(),
    has_more: flag().meta({ description: 'Whether another page follows.' }),
    next_cursor: maybeText().meta({ description: 'Pass it as `cursor` for the next page; null on the last page.' }),
  });

/** Every failure: `{ error: { code, message, field?, fields? }, request_id }`. */
export const errorEnvelope = named(
  'Error',
  {
    error: yup
      .object({
        code: text().meta({ description: 'A stable code for the message (e.g. AWB_NOT_FOUND): match on it, not on the text.' }),
        message: text().meta({ description: 'What went wrong, for a person to read.' }),
        field: yup.string().meta({ description: 'The first field at fault.' }),
        fields: yup.mixed().meta({ description: 'Every field at fault: { "<field>": { "message", "code" } }.' }),
      })
      .defined(),
    request_id: text().meta({ description: 'The same as the X-Request-Id header: quote it when you write to us.' }),
  },
  'A refusal or a failure.',
);
