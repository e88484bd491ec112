// Shapes of the courier API answers the booking pages read
// (docs/api/rates-and-booking.md). Money in AED, weights in kg.

export interface Charges {
  Base: number;
  FuelSurcharge: number;
  CodFee: number;
  Vat: number;
  Total: number;
  Currency: string;
  FuelSurchargePercent?: number;
  VatPercent?: number;
}

/** POST asaGuestSchedulePickup (201) and GET PickupConfirmation: no names, phones or streets. */
export interface PickupConfirmation {
  _id: string;
  BookingNo: string;
  AirWayBillNo: string;
  Status: string;
  PickupDate: string;
  PickupWindowStart: string;
  PickupWindowEnd: string;
  PickupCity: string;
  DestinationCity: string;
  DestinationCountry: string;
  ServiceCode: string;
  ServiceName: string;
  TransitTime: string;
  Pieces: number;
  ChargeableKg: number;
  Charges: Charges;
  PaymentMode: string;
}

export interface ServiceType {
  _id: string;
  ServiceCode: string;
  ServiceName: string;
  Scope: 'Domestic' | 'International';
  Description: string;
  TransitTime: string;
  CodAvailable: boolean;
  SortOrder: number;
}

export interface RateQuote {
  ServiceTypeId: string;
  ServiceCode: string;
  ServiceName: string;
  TransitTime: string;
  Charges: Charges;
}

export interface RateFinderResult {
  Weight: { ActualKg: number; VolumetricKg: number; ChargeableKg: number };
  Rates: RateQuote[];
  Unavailable: Array<{ ServiceCode: string; ServiceName: string; Reason: string }>;
}

export interface Envelope<T> {
  message: string;
  data: T;
}
