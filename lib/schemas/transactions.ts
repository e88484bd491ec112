// The transaction history (/TransactionHistory and the courier API's
// TransactionHistory call, docs/api/accounts.md "Invoices and payments"):
// ledger entries and payment attempts of an account, newest first.
import * as yup from 'yup';
import { codeFilter, FROM_ON_OR_BEFORE_TO, listQuery } from './list-query';
import type { PaymentStatus } from './payments';

export const TRANSACTION_PAGE_SIZE = 20;

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
export const transactionHistorySchema = listQuery({ pageSize: TRANSACTION_PAGE_SIZE, range: FROM_ON_OR_BEFORE_TO }).shape({
  Type: codeFilter('Type', TRANSACTION_TYPES),
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
