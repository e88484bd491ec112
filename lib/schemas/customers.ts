// Admin → Manage Customers: registration requests, accounts and the mail
// outbox (courier API calls in docs/api/accounts.md, section "Customers").
import * as yup from 'yup';
import { requiredText, str } from './common';
import { listQuery } from './list-query';
import { aedAmount } from './rates';
import { recordId } from './service-types';

export const PAYMENT_TYPE_CODES = ['PP', 'PD'] as const;
export const PAYMENT_TYPE_NAMES = { PP: 'Prepaid', PD: 'Postpaid' } as const;
/** The largest credit line an Admin can give a postpaid account, in AED. */
export const MAX_CREDIT_LIMIT_AED = 10_000_000;
/** The largest COD transfer fee per statement, in AED. */
export const MAX_COD_TRANSFER_FEE_AED = 10_000;

export const REQUEST_STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
export const ACCOUNT_STATUSES = ['all', 'active', 'inactive'] as const;
export const MAIL_STATUS_FILTERS = ['all', 'outbox', 'sent', 'failed'] as const;

const statusFilter = <T extends readonly string[]>(values: T) =>
  str('status', 'lower').oneOf(values, `status must be ${values.join(', ')}.`).default('all');

/** Sort keys of GET Accounts (CompanyName: any letter case). Without one: CreatedAt:desc, the newest account first. */
export const ACCOUNT_SORTS = ['AccountNo', 'CompanyName', 'CreatedAt'] as const;

/** GET RegistrationRequests. */
export const requestListQuery = listQuery({ pageSize: 10, search: true }).shape({ status: statusFilter(REQUEST_STATUSES) });
/** GET Accounts. */
export const accountListQuery = listQuery({ pageSize: 10, search: true, sorts: ACCOUNT_SORTS }).shape({ status: statusFilter(ACCOUNT_STATUSES) });
/** GET MailOutbox. */
export const outboxQuery = listQuery({ pageSize: 10, search: true }).shape({ status: statusFilter(MAIL_STATUS_FILTERS) });

/** POST RegistrationRequests/Activate. */
export const activateRequestSchema = yup.object({
  _id: recordId(),
  PaymentType: str('Payment type', 'upper')
    .required('Please choose prepaid or postpaid.')
    .oneOf(PAYMENT_TYPE_CODES, 'Please choose prepaid or postpaid.'),
  // Postpaid accounts ship on credit up to this amount; prepaid ones pay first and have none.
  CreditLimit: aedAmount('Credit limit', MAX_CREDIT_LIMIT_AED).when('PaymentType', {
    is: 'PD',
    then: (s) =>
      s
        .default(undefined)
        .required('Credit limit is required for a postpaid account.')
        .moreThan(0, 'Credit limit must be more than 0 AED.'),
    otherwise: (s) => s.transform(() => 0),
  }),
  /** The customer's UAE tax registration number, printed on its tax invoices. */
  Trn: str('TRN')
    .matches(/^[0-9]{15}$/, { message: 'TRN must be 15 digits.', excludeEmptyString: true })
    .default(''),
});
export type ActivateRequestInput = yup.InferType<typeof activateRequestSchema>;

/** POST RegistrationRequests/Reject. */
export const rejectRequestSchema = yup.object({
  _id: recordId(),
  Reason: requiredText('Reason', 500),
});
export type RejectRequestInput = yup.InferType<typeof rejectRequestSchema>;

/** PUT Accounts/Status. */
export const accountStatusSchema = yup.object({
  _id: recordId(),
  Active: yup.boolean().typeError('Active must be true or false.').required('Active is required.'),
});

/**
 * PUT Accounts/Cod: how the account's COD statements are worked out (issue
 * 15): the bank transfer fee taken from each, and whether its unpaid invoices
 * are settled from the collected cash (oldest first) before it is paid out.
 */
export const accountCodSchema = yup.object({
  _id: recordId(),
  // Both required: the call sets the whole setting, so a field left out never resets it unseen.
  CodTransferFee: aedAmount('COD transfer fee', MAX_COD_TRANSFER_FEE_AED).default(undefined).required('COD transfer fee is required.'),
  CodSettlesInvoices: yup.boolean().typeError('CodSettlesInvoices must be true or false.').required('CodSettlesInvoices is required.'),
});
export type AccountCodInput = yup.InferType<typeof accountCodSchema>;

/** POST MailOutbox/Retry. */
export const mailIdSchema = yup.object({ _id: recordId() });

export interface RegistrationRequest {
  _id: string;
  username: string;
  full_name: string;
  email: string;
  company_name: string;
  address_line_1: string;
  address_line_2: string;
  phone_number: string | null;
  telephone_number: string | null;
  Country: string;
  City: string | null;
  Status: 'pending' | 'approved' | 'rejected';
  CreatedAt: string;
  ReviewedAt: string | null;
  /** The Admin's reason for a rejection (also emailed to the applicant). */
  ReviewNote: string | null;
  /** Who approved or rejected it. */
  ReviewedBy: string | null;
  AccountNo: string | null;
}

export interface CustomerAccount {
  _id: string;
  AccountNo: string;
  CompanyName: string;
  PaymentType: 'PP' | 'PD';
  CreditLimit: number;
  Balance: number;
  Active: boolean;
  Trn: string | null;
  Email: string | null;
  Phone: string | null;
  City: string | null;
  Country: string;
  Users: number;
  PrimaryUser: { username: string; full_name: string; email: string } | null;
  /** Deducted from each COD statement, in AED. */
  CodTransferFee: number;
  /** Unpaid invoices are settled from each COD statement. */
  CodSettlesInvoices: boolean;
  CreatedAt: string;
}

export interface OutboxMail {
  _id: string;
  To: string;
  Subject: string;
  Text: string;
  Status: 'outbox' | 'sent' | 'failed';
  Error: string | null;
  CreatedAt: string;
  SentAt: string | null;
}
