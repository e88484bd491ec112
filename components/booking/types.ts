// Shapes of the courier API answers the booking pages read
// (docs/api/rates-and-booking.md). Money in AED, weights in kg.
import type { Charges, RateQuote } from '@/components/rates/types';

export type { Envelope } from '@/components/ui/use-list';

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

/** The part of a RateFinder answer the booking form shows. */
export type RateFinderResult = Pick<RateQuote, 'Weight' | 'Rates' | 'Unavailable'>;
