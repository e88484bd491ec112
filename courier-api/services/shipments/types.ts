// Types shared by the airway bill services (creation, history, detail, export).
import type { Db } from '../../db/client';
import type { PaymentType } from '../../db/schema';

/** A transaction of the courier database (what db.transaction hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who creates a shipment and how it is paid; from the token, never from the body. */
export interface ShipmentOwner {
  accountId: string;
  userId: string;
  paymentType: PaymentType;
}

/**
 * Whose shipments a reader sees: one account, or every account (the Admin).
 * A user with neither sees nothing (see scopeOf in routes/shipments.ts).
 */
export type ShipmentScope = { accountId: string } | { allAccounts: true };
