// Prepaid accounts (docs/api/accounts.md, "Prepaid"): top-up requests, their
// review by the Admin, the request history and the account status with its
// ledger. Shared by the /PrepaidTopuprequest, /Topuphistory and
// /PrepaidAccountStatus screens and the courier API. Amounts cross the API in
// AED (2 decimals); the API stores fils.
import * as yup from 'yup';
import { requiredWhen, str, text } from './common';
import { codeFilter, FROM_ON_OR_BEFORE_TO, listQuery } from './list-query';
import { aedAmount } from './rates';
import { recordId } from './service-types';

/** `?AccountNo=`: the Admin names the account (the BFF strips AccountNo from bodies, not from queries), as for the dues. */
export { accountNoSchema as accountNoQuery } from './invoices';

/** The same lists as courier-api/db/schema.ts (prepaid.test.ts keeps them equal). */
export const TOPUP_METHOD_NAMES = ['BankTransfer', 'Card', 'Cash'] as const;
export type TopupMethod = (typeof TOPUP_METHOD_NAMES)[number];
export const TOPUP_STATUS_NAMES = ['Pending', 'Approved', 'Rejected'] as const;
export type TopupStatus = (typeof TOPUP_STATUS_NAMES)[number];
export const TOPUP_METHOD_LABELS: Readonly<Record<TopupMethod, string>> = { BankTransfer: 'Bank transfer', Card: 'Card', Cash: 'Cash' };

export const MIN_TOPUP_AED = 10;
export const MAX_TOPUP_AED = 100_000;
export const MAX_TOPUP_REFERENCE = 100;
export const MAX_REVIEW_NOTE = 500;
export const TOPUP_PAGE_SIZE = 10;
export const LEDGER_PAGE_SIZE = 20;

/** POST TopupRequest. A bank transfer must name its transfer reference, so finance can match it. */
export const topupRequestSchema = yup.object({
  Amount: aedAmount('Amount', MAX_TOPUP_AED)
    .default(undefined)
    .required('Amount is required.')
    .min(MIN_TOPUP_AED, `The smallest top-up is AED ${MIN_TOPUP_AED}.`),
  // '' passes the list so that an empty choice reads as "required", not "not in the list".
  Method: str('Method')
    .oneOf(['', ...TOPUP_METHOD_NAMES], 'Please choose how you will pay from the list.')
    .required('Please choose how you will pay.'),
  Reference: text('Reference', MAX_TOPUP_REFERENCE)
    .default('')
    .test('bank-reference', 'Please enter the bank transfer reference.', requiredWhen('Method', 'BankTransfer')),
});
export type TopupRequestInput = yup.InferType<typeof topupRequestSchema>;

/** Sort keys of the top-up queue and history. Without one: CreatedAt:desc, the newest request first. */
export const TOPUP_SORTS = ['CreatedAt', 'Amount'] as const;

/** GET TopupRequests (the Admin's queue over every account). */
export const topupListQuery = listQuery({ pageSize: TOPUP_PAGE_SIZE, search: true, sorts: TOPUP_SORTS }).shape({ status: codeFilter('Status', TOPUP_STATUS_NAMES) });
export type TopupListQuery = yup.InferType<typeof topupListQuery>;

/** PUT TopupRequest: the Admin's decision. A rejection says why, for the customer. */
export const topupReviewSchema = yup.object({
  _id: recordId(),
  Status: str('Status')
    .oneOf(['', 'Approved', 'Rejected'], 'Status must be Approved or Rejected.')
    .required('Status is required.'),
  Note: text('Note', MAX_REVIEW_NOTE)
    .default('')
    .test('reason', 'Please say why the top-up is rejected.', requiredWhen('Status', 'Rejected')),
});
export type TopupReviewInput = yup.InferType<typeof topupReviewSchema>;

/** POST PrepaidPaymentHistory. From/To (Asia/Dubai days, both optional) compare with the day the request was made. */
export const topupHistorySchema = listQuery({ pageSize: TOPUP_PAGE_SIZE, sorts: TOPUP_SORTS, range: FROM_ON_OR_BEFORE_TO }).shape({ Status: codeFilter('Status', TOPUP_STATUS_NAMES) });
export type TopupHistoryQuery = yup.InferType<typeof topupHistorySchema>;

/** POST PrepaidAccountStatus. From/To limit the ledger lines (the balance is always today's). */
export const accountStatusSchema = listQuery({ pageSize: LEDGER_PAGE_SIZE, range: FROM_ON_OR_BEFORE_TO });
export type AccountStatusQuery = yup.InferType<typeof accountStatusSchema>;

/** A top-up request as the API returns it. */
export interface TopupRequest {
  _id: string;
  RequestNo: string;
  AccountNo: string;
  CompanyName: string;
  Amount: number;
  Method: TopupMethod;
  Reference: string;
  Status: TopupStatus;
  /** The Admin's note (the reason of a rejection). */
  Note: string;
  RequestedBy: string | null;
  ReviewedBy: string | null;
  ReviewedAt: string | null;
  CreatedAt: string;
}

export interface TopupList {
  TopupRequests: TopupRequest[];
  Total: number;
  Page: number;
  Limit: number;
}

export const LEDGER_KIND_NAMES = ['shipment_charge', 'topup', 'refund', 'payment', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KIND_NAMES)[number];
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  shipment_charge: 'Shipment charge',
  topup: 'Top-up',
  refund: 'Refund',
  payment: 'Payment',
  adjustment: 'Adjustment',
};

/** One ledger line: a signed amount (a debit is negative) and the balance right after it. */
export interface LedgerLine {
  _id: string;
  Date: string;
  Kind: LedgerKind;
  Description: string;
  Reference: string;
  Amount: number;
  Balance: number;
}

export interface AccountStatus {
  AccountNo: string;
  CompanyName: string;
  Balance: number;
  Currency: 'AED';
  PendingTopups: { Count: number; Amount: number };
  LastTopup: { RequestNo: string; Amount: number; ApprovedAt: string } | null;
  /** The ledger lines of the range (newest first) and the range's reconciliation. */
  Ledger: {
    Entries: LedgerLine[];
    Total: number;
    Page: number;
    Limit: number;
    From: string;
    To: string;
    OpeningBalance: number;
    Credits: number;
    Debits: number;
    ClosingBalance: number;
  };
}
