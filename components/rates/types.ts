// The answer of POST RateFinder (docs/api/rates-and-booking.md), as the pages use it.
import type { Envelope } from '@/components/ui/use-list';

export type RateScope = 'Domestic' | 'International';

export interface RateRoute {
  Scope: RateScope;
  OriginCity: string;
  OriginCityName: string;
  DestinationCountry: string;
  DestinationCountryName: string;
  DestinationCity: string;
  DestinationCityName: string;
}

export interface PieceWeight { PieceNo: number; ActualKg: number; VolumetricKg: number; ChargeableKg: number }

export interface QuoteWeight {
  ActualKg: number;
  VolumetricKg: number;
  ChargeableKg: number;
  Divisor: number;
  Pieces: PieceWeight[];
}

export interface Charges {
  Base: number;
  FuelSurcharge: number;
  CodFee: number;
  Vat: number;
  Total: number;
  Currency: string;
  FuelSurchargePercent: number;
  VatPercent: number;
}

export interface ServiceRate {
  ServiceTypeId: string;
  ServiceCode: string;
  ServiceName: string;
  Description?: string;
  TransitTime: string;
  TransitDaysMin: number;
  TransitDaysMax: number;
  Zone?: string;
  ZoneName?: string;
  Charges: Charges;
}

export interface UnavailableService { ServiceCode: string; ServiceName: string; Reason: string }

export interface RateQuote {
  Route: RateRoute;
  Weight: QuoteWeight;
  CodAmount: number;
  Rates: ServiceRate[];
  Unavailable: UnavailableService[];
}

export type RateFinderResponse = Envelope<RateQuote>;

/** The form's values: inputs hold text until the schema turns them into numbers. */
export type PieceFormValues = Record<'Weight' | 'Length' | 'Width' | 'Height', string>;

export interface RateFormValues {
  OriginCity: string;
  DestinationCountry: string;
  DestinationCity: string;
  Pieces: PieceFormValues[];
  CodAmount: string;
}
