// What the prepaid screens read from the courier API (docs/api/accounts.md,
// "Prepaid"). The shapes live beside their schemas in lib/schemas/prepaid.ts.
export type { AccountStatus, LedgerLine, TopupList, TopupRequest, TopupStatus } from '@/lib/schemas/prepaid';
export type { Envelope } from '@/components/pickups/types';

/** Where a customer sends money for a bank-transfer top-up (shown with the form). */
export const TOPUP_HELP =
  'Pay first, then tell us here: for a bank transfer, enter the transfer reference from your bank so our finance team can match it.';
