// The payment-provider interface. A provider takes a payment attempt that is
// already recorded (Pending, its invoices reserved) and says what became of
// it: Succeeded (the money is in), Failed (declined; nothing moved) or still
// Pending (a bank transfer an Admin confirms or rejects later). It is called
// outside any database transaction, so a slow provider never holds a lock.
import type { CardInput, PayableProvider as ProviderName } from '@/lib/schemas/payments';
import { bankTransfer } from './bank-transfer';
import { cardTest } from './card-test';

export interface ChargeRequest {
  paymentNo: string;
  amountFils: number;
  currency: 'AED';
  /** The customer's bank transfer reference. */
  reference?: string;
  /** Card details; used for the one call and never stored. */
  card?: CardInput;
}

export type ProviderOutcome =
  | { status: 'Pending'; providerRef: string | null }
  | { status: 'Succeeded'; providerRef: string }
  | { status: 'Failed'; providerRef: string | null; failureReason: string };

export interface PaymentProvider {
  name: ProviderName;
  /** A test-mode adapter: no real money moves (the portal says so). */
  testMode: boolean;
  /** Refuses, before anything is recorded, a request this provider can never take (ApiError 422). */
  precheck(req: Omit<ChargeRequest, 'paymentNo'>): void;
  /** What the payment's Reference shows: the transfer reference, or "Card •••• 4242" (never the number). */
  describe(req: Omit<ChargeRequest, 'paymentNo'>): string;
  start(req: ChargeRequest): Promise<ProviderOutcome>;
}

// CodRemittance has no provider: a COD statement settles invoices in its own transaction (cod-settlement.ts).
const PROVIDERS: Record<ProviderName, PaymentProvider> = { BankTransfer: bankTransfer, CardTest: cardTest };

export function providerFor(name: ProviderName): PaymentProvider {
  return PROVIDERS[name];
}
