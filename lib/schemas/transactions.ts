// The transaction history (/TransactionHistory and the courier API's
// TransactionHistory call, docs/api/accounts.md "Invoices and payments"):
// ledger entries and payment attempts of an account, newest first.
import * as yup from 'yup';
import { str } from './common';
import { isIsoDate } from './dashboard';
import type { PaymentStatus } from './payments';
import { wholeNumber } from './service-types';

export const TRANSACTION_PAGE_SIZE = 20;

const day = (label: string) =>
  str(label)
    .default('')
    .test('date', `${label} must be a date like 2026-03-01.`, (v) => !v || isIsoDate(v));

export const TRANSACTION_TYPES = ['Charge', 'Payment', 'Refund', 'TopUp', 'Adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  Charge: 'Charge',
  Payment: 'Payment',
  Refund: 'Refund',
  TopUp: 'Top-up',
  Adjustment: 'Adjustment',
};

/** POST TransactionHistory. From/To are Asia/Dubai days, both optional. */
export const transactionHistorySchema = yup
  .object({
    From: day('From'),
    To: day('To'),
    Type: str('Type')
      .oneOf(['', ...TRANSACTION_TYPES], `Type must be one of ${TRANSACTION_TYPES.join(', ')}.`)
      .default(''),
    page: wholeNumber('Page', 1, 100_000).default(1),
    limit: wholeNumber('Limit', 1, 100).default(TRANSACTION_PAGE_SIZE),
  })
  .test('order', '', function (v) {
    if (v?.From && v.To && isIsoDate(v.From) && isIsoDate(v.To) && v.From > v.To) {
      return this.createError({ path: 'From', message: 'From must be on or before To.' });
    }
    return true;
  });
export type TransactionHistoryQuery = yup.InferType<typeof transactionHistorySchema>;

/** One line of the transaction history: a ledger entry, or a payment attempt that moved no money. */
export interface Transaction {
  _id: string;
  Date: string;
  Type: TransactionType;
  Description: string;
  Reference: string;
  /** Signed: money owed or spent is negative. */
  Amount: number;
  /** The account's balance right after it (negative = owed); null when nothing moved. */
  Balance: number | null;
  Status: 'Completed' | PaymentStatus;
  AccountNo: string;
  Currency: 'AED';
}

export interface TransactionList {
  Transactions: Transaction[];
  Total: number;
  Page: number;
  Limit: number;
}
