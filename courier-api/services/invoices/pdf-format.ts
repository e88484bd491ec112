// The words and figures of the tax invoice PDF, formatted once.
import { fromFils } from '@/lib/money';
import { PAYMENT_TERMS_DAYS } from '@/lib/schemas/invoices';
import { site } from '@/lib/site';
import { dateText } from '../labels/format';
import type { InvoiceDetail } from './detail';

export { dateText };

const amount = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" from fils (the column says AED). */
export const amountText = (fils: number) => amount.format(fromFils(fils));

const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });

/** "01 Feb 2026" from a calendar date (YYYY-MM-DD). */
export const dayText = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

/** Label, value, emphasised: the totals box from top to bottom. */
export function totalsRows(d: InvoiceDetail): [string, string, boolean][] {
  const inv = d.row.i;
  const standard = d.lines.filter((l) => l.vatFils > 0).reduce((s, l) => s + l.netFils, 0);
  const zero = d.lines.filter((l) => l.vatFils === 0).reduce((s, l) => s + l.netFils, 0);
  return [
    ['Standard-rated supplies (5%)', amountText(standard), false],
    ...(zero > 0 ? ([['Zero-rated supplies (exports, 0%)', amountText(zero), false]] as [string, string, boolean][]) : []),
    ['Subtotal excluding VAT', amountText(inv.subtotalFils), false],
    ['VAT 5%', amountText(inv.vatFils), false],
    ['Total AED', `AED ${amountText(inv.totalFils)}`, true],
    ['Amount paid', amountText(inv.paidFils), false],
    ['Balance due AED', `AED ${amountText(inv.status === 'Void' ? 0 : inv.totalFils - inv.paidFils)}`, true],
  ];
}

export function paymentNote(d: InvoiceDetail): string[] {
  const inv = d.row.i;
  const settled = inv.paidFils >= inv.totalFils;
  return [
    settled ? 'Paid in full. Thank you for your business.' : `Payment terms: ${PAYMENT_TERMS_DAYS} days. Please pay by ${dayText(inv.dueDate)}.`,
    settled ? '' : `Pay in the customer portal (Payments Dues) or by bank transfer quoting ${inv.invoiceNo}.`,
    'All amounts are in UAE dirhams (AED).',
    'International shipments are exports of services, zero-rated for VAT.',
    `Questions about this invoice: ${site.email}, ${site.phone}.`,
  ].filter(Boolean);
}

/**
 * The Arabic the bilingual invoice prints beside each English heading, in
 * Modern Standard Arabic with the Federal Tax Authority's terms. One map, by
 * the English text, until the i18n issue moves them to message catalogues.
 */
export const AR_HEADINGS: Readonly<Record<string, string>> = {
  'TAX INVOICE': 'فاتورة ضريبية',
  'Invoice no.': 'رقم الفاتورة',
  'Invoice date': 'تاريخ الفاتورة',
  'Due date': 'تاريخ الاستحقاق',
  Period: 'الفترة',
  'Account no.': 'رقم الحساب',
  'BILL TO': 'فاتورة إلى',
  TRN: 'رقم التسجيل الضريبي',
  'not registered': 'غير مسجل',
  '#': 'م',
  Date: 'التاريخ',
  Description: 'البيان',
  'Net (AED)': 'الصافي (درهم)',
  'VAT %': 'النسبة',
  'VAT (AED)': 'الضريبة (درهم)',
  'Amount (AED)': 'الإجمالي (درهم)',
  'Standard-rated supplies (5%)': 'توريدات بالنسبة الأساسية (5%)',
  'Zero-rated supplies (exports, 0%)': 'توريدات بنسبة الصفر (صادرات، 0%)',
  'Subtotal excluding VAT': 'المجموع غير شامل الضريبة',
  'VAT 5%': 'ضريبة القيمة المضافة 5%',
  'Total AED': 'الإجمالي بالدرهم',
  'Amount paid': 'المبلغ المدفوع',
  'Balance due AED': 'الرصيد المستحق بالدرهم',
  continued: 'تابع',
  Page: 'صفحة',
  of: 'من',
};

/** The Arabic of a heading (the English itself if the map lacks it: a test keeps the map complete). */
export const ar = (en: string) => AR_HEADINGS[en] ?? en;
