// Postpaid invoices (docs/api/accounts.md, "Invoices and payments"): monthly
// generation by the Admin, the invoice list, the PDF and the dues. Shared by
// the /Invoices and /PaymentDues screens and the courier API. Amounts cross
// the API in AED (2 decimals); the API stores fils.
import * as yup from 'yup';
import { dubaiNow } from './booking';
import { str } from './common';
import { codeFilter, listQuery } from './list-query';

/** The same list as courier-api/db/schema.ts (invoices.test.ts keeps them equal). */
export const INVOICE_STATUS_NAMES = ['Open', 'PartiallyPaid', 'Paid', 'Void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUS_NAMES)[number];
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  Open: 'Open',
  PartiallyPaid: 'Partially paid',
  Paid: 'Paid',
  Void: 'Void',
};
/** List filters: a stored status, or Unpaid (Open + PartiallyPaid) and Overdue (unpaid, past its due date). */
export const INVOICE_FILTERS = ['', 'Unpaid', 'Overdue', ...INVOICE_STATUS_NAMES] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export const INVOICE_PAGE_SIZE = 10;
/** Days from the issue date to the due date. */
export const PAYMENT_TERMS_DAYS = 30;
export const INVOICE_NO = /^INV-\d{4}-\d{6}$/;
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const EARLIEST_PERIOD = '2000-01';

/** "2026-01" for the Dubai month before the one `now` falls in. */
export function previousPeriod(now: Date): string {
  const [y, m] = dubaiNow(now).date.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** "January 2026". */
export function periodLabel(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function invoiceNo(label = 'InvoiceNo') {
  return str(label, 'upper')
    .required(`${label} is required.`)
    .matches(INVOICE_NO, { message: `${label} must look like INV-2026-000001.`, excludeEmptyString: true });
}

/** POST GenerateInvoices: a month that has ended in Dubai (its invoices are dated the next day). */
export function createGenerateInvoicesSchema(now: () => Date = () => new Date()) {
  return yup.object({
    Period: str('Period')
      .required('Period is required.')
      .matches(PERIOD, { message: 'Period must be a month like 2026-01.', excludeEmptyString: true })
      .test('bounds', `Period cannot be before ${EARLIEST_PERIOD}.`, (v) => !v || !PERIOD.test(v) || v >= EARLIEST_PERIOD)
      .test('ended', 'A month can be invoiced once it has ended.', (v) => !v || !PERIOD.test(v) || v <= previousPeriod(now())),
  });
}
export type GenerateInvoicesInput = yup.InferType<ReturnType<typeof createGenerateInvoicesSchema>>;

/** Sort keys of POST Invoices (Total: the invoice's total). Without one: IssueDate:desc, the newest invoice first. */
export const INVOICE_SORTS = ['IssueDate', 'DueDate', 'Total'] as const;

/** POST Invoices. search matches the invoice number (and, for the Admin, the account number or company). */
export const invoiceListSchema = listQuery({ pageSize: INVOICE_PAGE_SIZE, search: true, sorts: INVOICE_SORTS }).shape({
  Status: codeFilter('Status', INVOICE_FILTERS.filter((f) => f !== '')),
});
export type InvoiceListQuery = yup.InferType<typeof invoiceListSchema>;

/**
 * The tax invoice PDF's languages: English (the default, as it always was),
 * or English with the Arabic of every heading beside it (the UAE's usual
 * bilingual tax invoice).
 */
export const INVOICE_PDF_LANGUAGES = ['en', 'both'] as const;
export type InvoicePdfLanguage = (typeof INVOICE_PDF_LANGUAGES)[number];

/** POST InvoicePDF. */
export const invoicePdfSchema = yup.object({
  InvoiceNo: invoiceNo(),
  Language: str('Language')
    .default('en')
    .oneOf([...INVOICE_PDF_LANGUAGES], `Language must be one of ${INVOICE_PDF_LANGUAGES.join(', ')}.`),
});

/** GET DueInvoices?AccountNo= and PaymentDues: the Admin names an account; a customer's is their own. */
export const accountNoSchema = yup.object({
  AccountNo: str('AccountNo')
    .default('')
    .max(20, 'AccountNo must be at most 20 characters.')
    .matches(/^[A-Za-z0-9-]*$/, 'AccountNo may contain only letters, digits and hyphens.'),
});

/** An invoice as the API returns it (amounts in AED). */
export interface Invoice {
  _id: string;
  InvoiceNo: string;
  AccountNo: string;
  CompanyName: string;
  /** "2026-01", and the month's first and last day. */
  Period: string;
  PeriodStart: string;
  PeriodEnd: string;
  IssueDate: string;
  DueDate: string;
  Lines: number;
  Subtotal: number;
  Vat: number;
  Total: number;
  Paid: number;
  AmountDue: number;
  /** Reserved by payments still pending (a bank transfer awaiting confirmation). */
  PendingPayments: number;
  Status: InvoiceStatus;
  IsOverdue: boolean;
  /** Whole days past the due date (0 when not overdue). */
  DaysOverdue: number;
  Currency: 'AED';
  CreatedAt: string;
}

export interface InvoiceList {
  Invoices: Invoice[];
  Total: number;
  Page: number;
  Limit: number;
}

export interface GenerateInvoicesResult {
  Period: string;
  Generated: Invoice[];
  /** Postpaid accounts that already had an invoice for the period. */
  AlreadyInvoiced: string[];
}

/** DueInvoices: the open invoices (oldest first) and what they add up to. */
export interface DueInvoices {
  AccountNo: string | null;
  Invoices: Invoice[];
  TotalDue: number;
  PendingPayments: number;
  Currency: 'AED';
}

export const AGEING_BUCKETS = ['Current', 'Days1To30', 'Days31To60', 'Days61To90', 'Over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Readonly<Record<AgeingBucket, string>> = {
  Current: 'Not yet due',
  Days1To30: '1–30 days overdue',
  Days31To60: '31–60 days overdue',
  Days61To90: '61–90 days overdue',
  Over90: 'Over 90 days overdue',
};

export interface DuesSummary {
  TotalDue: number;
  Overdue: number;
  NotYetDue: number;
  OpenInvoices: number;
  OverdueInvoices: number;
  Ageing: Record<AgeingBucket, number>;
  PendingPayments: number;
  NextDueDate: string | null;
}

/** PaymentDues: one account's position, or (the Admin, no AccountNo) every postpaid account's. */
export interface PaymentDues extends DuesSummary {
  AccountNo: string | null;
  CompanyName: string | null;
  PaymentType: 'PP' | 'PD' | null;
  /** Charges of the account's non-cancelled shipments that are on no invoice yet (postpaid). */
  UninvoicedCharges: number;
  CreditLimit: number | null;
  CreditUsed: number | null;
  AvailableCredit: number | null;
  Currency: 'AED';
  /** The Admin's overview: one row per postpaid account with something due. */
  Accounts?: Array<{ AccountNo: string; CompanyName: string; TotalDue: number; Overdue: number; CreditLimit: number; AvailableCredit: number }>;
}
