// Payments against postpaid invoices (docs/api/accounts.md, "Invoices and
// payments"). Shared by /PaymentDues and the courier API's pay, Payments and
// Payment calls.
import * as yup from 'yup';
import { decimals } from '@/lib/money';
import { requiredWhen, str, text } from './common';
import { invoiceNo } from './invoices';
import { codeFilter, listQuery } from './list-query';
import { recordId } from './service-types';

/** The same lists as courier-api/db/schema.ts (payments.test.ts keeps them equal). */
export const PAYMENT_PROVIDER_NAMES = ['BankTransfer', 'CardTest', 'CodRemittance'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDER_NAMES)[number];
/** How a customer can pay; CodRemittance is only ever made by a COD statement (the account's setting). */
export const PAYABLE_PROVIDERS = ['BankTransfer', 'CardTest'] as const satisfies readonly PaymentProvider[];
export type PayableProvider = (typeof PAYABLE_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Readonly<Record<PaymentProvider, string>> = { BankTransfer: 'Bank transfer', CardTest: 'Card (test mode)', CodRemittance: 'COD remittance' };
export const PAYMENT_STATUS_NAMES = ['Pending', 'Succeeded', 'Failed', 'Rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_NAMES)[number];

export const MAX_PAY_INVOICES = 100;
export const MAX_PAYMENT_AED = 10_000_000;
export const MAX_REVIEW_NOTE = 500;
export const PAYMENT_PAGE_SIZE = 10;
export const TEST_MODE_NOTICE = 'Test mode: no real card is charged.';

const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

/** The Luhn check every card number passes (catches a mistyped digit). */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** "MM/YY", not before the current month. */
function expiry(now: () => Date) {
  return str('Expiry')
    .required('Expiry is required.')
    .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: 'Expiry must look like 08/29.', excludeEmptyString: true })
    .test('future', 'This card has expired.', (v) => {
      if (!v || !/^\d{2}\/\d{2}$/.test(v)) return true;
      const d = now();
      return `20${v.slice(3)}-${v.slice(0, 2)}` >= `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    });
}

export function createCardSchema(now: () => Date = () => new Date()) {
  return yup.object({
    Number: str('Card number')
      .transform(digits)
      .required('Card number is required.')
      .matches(/^\d{12,19}$/, { message: 'Card number must be 12 to 19 digits.', excludeEmptyString: true })
      .test('luhn', 'This card number is not valid. Please check it.', (v) => !v || !/^\d{12,19}$/.test(v) || luhnValid(v)),
    Expiry: expiry(now),
    Cvc: str('CVC').required('CVC is required.').matches(/^\d{3,4}$/, { message: 'CVC must be 3 or 4 digits.', excludeEmptyString: true }),
    Name: text('Name on card', 100).required('Name on card is required.'),
  });
}

const provider = () => str('Provider');

/**
 * POST pay (header Idempotency-Key). InvoiceNos picks the invoices (all open
 * ones when empty); Amount pays part of them, oldest first (the whole due
 * when absent). A bank transfer names its reference; a card payment its card.
 */
export function createPaySchema(now: () => Date = () => new Date()) {
  return yup
    .object({
      InvoiceNos: yup
        .array()
        .typeError('InvoiceNos must be a list of invoice numbers.')
        .of(invoiceNo('Invoice number'))
        .max(MAX_PAY_INVOICES, `A payment can settle up to ${MAX_PAY_INVOICES} invoices.`)
        .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x)))] : v))
        .default([]),
      Amount: yup
        .number()
        .transform((value: unknown, original: unknown) => {
          if (original === '' || original === null) return undefined;
          if (typeof original === 'string') return /^\d+(\.\d+)?$/.test(original.trim()) ? Number(original.trim()) : NaN;
          return value;
        })
        .typeError('Amount must be a number.')
        .moreThan(0, 'Amount must be more than 0.')
        .max(MAX_PAYMENT_AED, `Amount must be at most ${MAX_PAYMENT_AED.toLocaleString('en')} AED.`)
        .test('fils', 'Amount may have at most 2 decimals.', (v) => v === undefined || decimals(v) <= 2),
      Provider: provider()
        .required('Please choose how you will pay.')
        .oneOf([...PAYABLE_PROVIDERS], `Provider must be one of ${PAYABLE_PROVIDERS.join(', ')}.`),
      Reference: text('Transfer reference', 60)
        .default('')
        .when('Provider', {
          is: 'BankTransfer',
          then: (s) =>
            s
              .required('Please enter the bank transfer reference.')
              .min(4, 'The transfer reference must be at least 4 characters.')
              .matches(/^[A-Za-z0-9][A-Za-z0-9 /._-]*$/, { message: 'The transfer reference may contain letters, digits, spaces and / . _ -', excludeEmptyString: true }),
        }),
      Card: yup
        .object()
        .default(undefined)
        .when('Provider', {
          is: 'CardTest',
          then: () => createCardSchema(now).default(undefined).required('Please enter the card details.'),
          otherwise: (s) => s.strip(),
        }),
    })
    .test('what', 'Choose the invoices to pay or enter an amount.', function (v) {
      if (!v || v.InvoiceNos?.length || v.Amount !== undefined) return true;
      return this.createError({ path: 'InvoiceNos', message: 'Choose the invoices to pay or enter an amount.' });
    });
}
export type CardInput = yup.InferType<ReturnType<typeof createCardSchema>>;
/** yup cannot infer a field whose schema is chosen by when(): Card is spelled out. */
export type PayInput = Omit<yup.InferType<ReturnType<typeof createPaySchema>>, 'Card'> & { Card?: CardInput };

/** PUT Payment: the Admin confirms (Succeeded) or rejects a pending bank transfer. */
export const reviewPaymentSchema = yup.object({
  _id: recordId(),
  Status: str('Status')
    .required('Status is required.')
    .oneOf(['Succeeded', 'Rejected'], 'Status must be Succeeded or Rejected.'),
  Note: text('Note', MAX_REVIEW_NOTE)
    .default('')
    .test('reason', 'Please say why the transfer is rejected.', requiredWhen('Status', 'Rejected')),
});
export type ReviewPaymentInput = yup.InferType<typeof reviewPaymentSchema>;

/** POST Payments: the account's payments (every account's for the Admin). */
export const paymentListSchema = listQuery({ pageSize: PAYMENT_PAGE_SIZE, search: true }).shape({
  Status: codeFilter('Status', PAYMENT_STATUS_NAMES),
  Provider: codeFilter('Provider', PAYMENT_PROVIDER_NAMES),
});
export type PaymentListQuery = yup.InferType<typeof paymentListSchema>;

export interface PaymentAllocation {
  InvoiceNo: string;
  Amount: number;
}

/** A payment attempt as the API returns it. */
export interface Payment {
  _id: string;
  PaymentNo: string;
  AccountNo: string;
  CompanyName: string;
  Provider: PaymentProvider;
  Amount: number;
  Status: PaymentStatus;
  /** The bank transfer reference, "Card •••• 4242", or the COD statement's number (COD-000123). */
  Reference: string;
  FailureReason: string;
  /** Invoices it settles (or will settle once a transfer is confirmed). */
  Allocations: PaymentAllocation[];
  ReviewNote: string;
  ReviewedAt: string | null;
  TestMode: boolean;
  Currency: 'AED';
  CreatedAt: string;
}

export interface PaymentList {
  Payments: Payment[];
  Total: number;
  Page: number;
  Limit: number;
}
