// What a /v1 route says about itself for the OpenAPI document, beyond the
// router's RouteDoc: the schema of its `:name` path segments, whether it
// replays an Idempotency-Key, and the examples the reference page shows.
import type { AnySchema } from 'yup';
import type { RouteDoc } from '../router';

export interface V1Doc extends RouteDoc {
  /** The yup object that validates the path's `:name` segments. */
  params?: AnySchema;
  /** Takes an Idempotency-Key: a replay answers 200 with `Idempotent-Replayed: true`, another body under the key a 409. */
  replays?: boolean;
  /** Refusals the call can answer besides those every call can (e.g. 422 when a rule is broken). */
  errors?: number[];
}

/** A route's doc (the router keeps the object as given, so `params` and `replays` reach the generator). */
export const v1Doc = (doc: V1Doc): RouteDoc => doc;

export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: true,
  description:
    'Required. 1 to 100 letters, digits, hyphens or underscores, new for each new request (a UUID is ideal). Retrying with the same key and body returns the first result instead of doing the work again.',
};

/** A UUID the examples use where a real id belongs (take real ones from POST /rates or GET /pickups). */
const SERVICE_ID = '3f1c2b7a-5d4e-4f60-9a8b-1c2d3e4f5a6b';

export const EXAMPLE_SHIPMENT = {
  Sender: {
    Name: 'Mariam Al Suwaidi',
    Company: 'Gulf Gifts',
    Phone: '+971501234567',
    Email: 'mariam@example.ae',
    AddressLine1: 'Office 1204, Bay Square 7',
    AddressLine2: 'Business Bay',
    City: 'DXB',
  },
  Receiver: { Name: 'Omar Khalid', Phone: '+971502223344', AddressLine1: 'Villa 7, Street 3', AddressLine2: 'Khalifa City', Country: 'AE', City: 'AUH' },
  ServiceTypeId: SERVICE_ID,
  Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }],
  Contents: 'Documents',
  DeclaredValue: 200,
  CodAmount: 150,
  Reference: 'PO-1042',
  SpecialInstructions: 'Call on arrival',
};

export const EXAMPLE_RATES = {
  OriginCity: 'DXB',
  DestinationCountry: 'AE',
  DestinationCity: 'AUH',
  Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }],
  CodAmount: 0,
};
