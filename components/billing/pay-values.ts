// The pay form's values and the request it sends (docs/api/accounts.md).
import type { PayableProvider } from '@/lib/schemas/payments';

export interface PayFormValues {
  InvoiceNos: string[];
  Amount: string;
  Provider: PayableProvider;
  Reference: string;
  Card: { Number: string; Expiry: string; Cvc: string; Name: string };
}

export const EMPTY_CARD = { Number: '', Expiry: '', Cvc: '', Name: '' };

/**
 * A fresh Idempotency-Key for the next payment attempt. getRandomValues, not
 * randomUUID: the latter exists only on https pages and localhost.
 */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
