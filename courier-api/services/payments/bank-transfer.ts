// Bank transfer: the customer pays from their bank and tells us the transfer
// reference; the payment waits (Pending, its invoices reserved) until an
// Admin finds the money on the bank statement and confirms it, or rejects it.
import type { PaymentProvider } from './provider';

export const bankTransfer: PaymentProvider = {
  name: 'BankTransfer',
  testMode: false,
  precheck() {},
  describe: (req) => req.reference ?? '',
  start: async () => ({ status: 'Pending', providerRef: null }),
};
