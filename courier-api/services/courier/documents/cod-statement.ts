// A COD remittance statement, as a PDF for the merchant's records and as a
// CSV for their spreadsheet: the cash collected for them in the period, less
// our transfer fee and the invoices it settled (each named), the net we pay,
// and a line per shipment. The CSV cells go through the shipments export's csvCell (no
// spreadsheet formulas, RFC 4180 quoting), lines end in CRLF and a BOM keeps
// Arabic receivers' names readable in Excel.
import { site } from '@/lib/site';
import { line, type Doc } from '../../labels/draw';
import { amountText, dayText } from '../../invoices/pdf-format';
import { csvCell } from '../../shipments/csv-export';
import { A4, aed, BOTTOM, companyHeader, continuedTitle, dayOf, M, newDocument, pageFooters, table, timeText, W, type Column } from './pdf-layout';

export interface CodStatementLineInput {
  awbNo: string;
  reference: string | null;
  receiverName: string;
  deliveredAt: Date | null;
  collectedAt: Date;
  method: 'cash' | 'card';
  amountFils: number;
}

export interface CodStatementInput {
  statementNo: string;
  accountNo: string;
  companyName: string;
  /** YYYY-MM-DD */
  periodStart: string;
  periodEnd: string;
  createdAt: Date;
  status: 'pending' | 'paid';
  bankReference: string | null;
  paidAt: Date | null;
  collectedFils: number;
  feeFils: number;
  invoicesFils: number;
  netFils: number;
  /** The invoices it settled (oldest first) and the payment that did it; empty and null when none. */
  invoices: Array<{ invoiceNo: string; amountFils: number }>;
  paymentNo: string | null;
  lines: CodStatementLineInput[];
}

// ---------------------------------------------------------------- CSV

export const COD_CSV_HEADER = ['AirWayBillNo', 'Reference', 'Receiver', 'DeliveredAt', 'CollectedAt', 'Method', 'Amount'] as const;

/** 123450 fils → "1234.50", exact (no separators: a spreadsheet reads it as a number). */
export function csvAmount(fils: number): string {
  const abs = Math.abs(fils);
  return `${fils < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "2026-11-25 14:05" in Dubai (UTC+4, no daylight saving), as the shipments export writes times. */
export const csvTime = (d: Date | null) => (d ? new Date(d.getTime() + 4 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ') : '');

export function codStatementCsv(s: CodStatementInput): string {
  const rows = s.lines.map((l) =>
    [csvCell(l.awbNo), csvCell(l.reference), csvCell(l.receiverName), csvTime(l.deliveredAt), csvTime(l.collectedAt), l.method, csvAmount(l.amountFils)].join(','),
  );
  const blank = ',,,,,';
  const summary = (label: string, fils: number) => `${label}${blank},${csvAmount(fils)}`;
  // Each invoice settled: its number in the Reference column, what the statement paid on it in Amount.
  const invoices = s.invoices.map((i) => `Invoice settled,${csvCell(i.invoiceNo)},,,,,${csvAmount(i.amountFils)}`);
  const lines = [
    COD_CSV_HEADER.join(','),
    ...rows,
    summary('Collected', s.collectedFils),
    summary('Fee', s.feeFils),
    ...invoices,
    summary('Invoices', s.invoicesFils),
    summary('Net', s.netFils),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- PDF

const COLS: Column[] = [
  { title: '#', width: 22 },
  { title: 'Airway bill', width: 62 },
  { title: 'Reference', width: 70 },
  { title: 'Receiver', width: 114 },
  { title: 'Delivered', width: 70 },
  { title: 'Collected', width: 70 },
  { title: 'Method', width: 40 },
  { title: 'Amount (AED)', width: 67, align: 'right' },
];

export function statusText(s: Pick<CodStatementInput, 'status' | 'bankReference' | 'paidAt'>): string {
  if (s.status === 'pending') return 'Pending transfer';
  const when = s.paidAt ? ` on ${dayOf(s.paidAt)}` : '';
  return `Paid${when}${s.bankReference ? `, bank reference ${s.bankReference}` : ''}`;
}

/** The summary box: label, amount, emphasised. Deductions carry an en dash (the standard fonts have no minus sign). */
export function summaryRows(s: CodStatementInput): [string, string, boolean][] {
  return [
    [`Cash on delivery collected (${s.lines.length} ${s.lines.length === 1 ? 'shipment' : 'shipments'})`, aed(s.collectedFils), false],
    ['Less transfer fee', s.feeFils ? `–${aed(s.feeFils)}` : aed(0), false],
    ['Less invoices settled', s.invoicesFils ? `–${aed(s.invoicesFils)}` : aed(0), false],
    ['Net payable', aed(s.netFils), true],
  ];
}

function summary(doc: Doc, s: CodStatementInput, y: number): number {
  doc.lineWidth(0.75).strokeColor('black').rect(M, y, 250, 62).stroke();
  line(doc, 'PAY TO', M + 6, y + 5, 238, { font: 'Helvetica-Bold', size: 7 });
  line(doc, s.companyName, M + 6, y + 16, 238, { font: 'Helvetica-Bold', size: 10 });
  line(doc, `Account ${s.accountNo}`, M + 6, y + 30, 238, { size: 8.5 });
  line(doc, statusText(s), M + 6, y + 43, 238, { font: 'Helvetica-Bold', size: 8.5 });

  const x = M + W - 255;
  summaryRows(s).forEach(([k, v, bold], i) => {
    const top = y + 4 + i * 15;
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    if (bold) doc.rect(x, top - 3, 255, 15).lineWidth(0.75).strokeColor('black').stroke();
    line(doc, k, x + 4, top, 160, { size: 8.5, font });
    line(doc, v, x + 164, top, 87, { size: 8.5, font, align: 'right' });
  });
  return y + 78;
}

const INVOICE_COLS: Column[] = [
  { title: '#', width: 22 },
  { title: 'Invoice', width: 160 },
  { title: 'Settled by payment', width: 160 },
  { title: 'Amount (AED)', width: W - 342, align: 'right' },
];

/** The invoices the statement settled, above its shipments; returns the y below them. */
function settledInvoices(doc: Doc, s: CodStatementInput, y: number, title: string): number {
  if (!s.invoices.length) return y;
  line(doc, 'Invoices settled from this statement', M, y, W, { font: 'Helvetica-Bold', size: 9 });
  const rows = s.invoices.map((i, n) => [String(n + 1), i.invoiceNo, s.paymentNo ?? '', amountText(i.amountFils)]);
  return table(doc, INVOICE_COLS, rows, y + 14, { continued: () => continuedTitle(doc, title) }) + 16;
}

export async function renderCodStatementPdf(s: CodStatementInput): Promise<Buffer> {
  const title = `COD statement ${s.statementNo}`;
  const { doc, done } = newDocument(title);
  let y = companyHeader(doc, 'COD STATEMENT', [
    ['Statement no.', s.statementNo],
    ['Date', dayOf(s.createdAt)],
    ['Period', `${dayText(s.periodStart)} to ${dayText(s.periodEnd)}`],
    ['Account no.', s.accountNo],
  ]);
  y = summary(doc, s, y);
  y = settledInvoices(doc, s, y, title);
  const rows = s.lines.map((l, i) => [
    String(i + 1),
    l.awbNo,
    l.reference ?? '',
    l.receiverName,
    l.deliveredAt ? timeText(l.deliveredAt) : '—',
    timeText(l.collectedAt),
    l.method === 'cash' ? 'Cash' : 'Card',
    amountText(l.amountFils),
  ]);
  y = table(doc, COLS, rows, y, { continued: () => continuedTitle(doc, title) });
  if (y + 40 > BOTTOM) {
    doc.addPage({ size: A4, margin: 0 });
    y = continuedTitle(doc, title);
  }
  line(doc, 'Total collected', M + W - 255, y + 8, 160, { font: 'Helvetica-Bold', size: 8.5 });
  line(doc, aed(s.lines.reduce((n, l) => n + l.amountFils, 0)), M + W - 91, y + 8, 87, { font: 'Helvetica-Bold', size: 8.5, align: 'right' });
  line(doc, `All amounts in UAE dirhams (AED); times in UAE time. Questions: ${site.email}, ${site.phone}.`, M, y + 30, W, { size: 7.5 });
  pageFooters(doc, `${site.legalName} · TRN ${site.trn}`, s.statementNo);
  doc.end();
  return done;
}
