// The UAE tax invoice as a PDF (A4): "TAX INVOICE", the supplier's and the
// customer's names, addresses and TRNs, the invoice number and dates, a line
// per shipment with its VAT rate, the totals in AED, what has been paid and
// the balance due. The line table runs over as many pages as it needs, its
// header repeated; every page is numbered. Drawn with the airway bills'
// helpers (draw.ts), black on white.
import PDFDocument from 'pdfkit';
import { site } from '@/lib/site';
import { line, lines, pdfSafe, type Doc } from '../labels/draw';
import type { InvoiceDetail, InvoiceDetailLine } from './detail';
import { amountText, dateText, dayText, paymentNote, totalsRows } from './pdf-format';

const A4: [number, number] = [595.28, 841.89];
const M = 40;
const W = A4[0] - 2 * M;
const ROW = 14;
const BOTTOM = A4[1] - 60;
/** Columns of the line table: caption, width, alignment. */
const COLS = [
  { t: '#', w: 22, a: 'left' },
  { t: 'Date', w: 56, a: 'left' },
  { t: 'Description', w: 236, a: 'left' },
  { t: 'Net (AED)', w: 60, a: 'right' },
  { t: 'VAT %', w: 32, a: 'right' },
  { t: 'VAT (AED)', w: 50, a: 'right' },
  { t: 'Amount (AED)', w: 59, a: 'right' },
] as const;

function header(doc: Doc, d: InvoiceDetail): number {
  const inv = d.row.i;
  line(doc, site.name, M, M, 260, { font: 'Helvetica-Bold', size: 20 });
  line(doc, 'TAX INVOICE', M + W - 240, M, 240, { font: 'Helvetica-Bold', size: 20, align: 'right' });
  lines(doc, [
    { text: site.legalName, font: 'Helvetica-Bold', size: 9 },
    { text: site.address, size: 8 },
    { text: `TRN ${site.trn}`, font: 'Helvetica-Bold', size: 9 },
    { text: `${site.phone} · ${site.email}`, size: 8 },
  ], { x: M, y: M + 30, w: 280, h: 60 });
  const meta: [string, string][] = [
    ['Invoice no.', inv.invoiceNo],
    ['Invoice date', dayText(inv.issueDate)],
    ['Due date', dayText(inv.dueDate)],
    ['Period', `${dayText(inv.periodStart)} to ${dayText(inv.periodEnd)}`],
    ['Account no.', d.customer.accountNo],
  ];
  meta.forEach(([k, v], i) => {
    line(doc, k, M + W - 240, M + 30 + i * 12, 90, { size: 8 });
    line(doc, v, M + W - 150, M + 30 + i * 12, 150, { font: 'Helvetica-Bold', size: 9, align: 'right' });
  });
  const y = M + 100;
  doc.lineWidth(0.75).strokeColor('black').rect(M, y, 300, 70).stroke();
  lines(doc, [
    { text: 'BILL TO', font: 'Helvetica-Bold', size: 7 },
    { text: d.customer.companyName, font: 'Helvetica-Bold', size: 10 },
    ...d.customer.lines.map((text) => ({ text, size: 8 })),
    { text: `TRN ${d.customer.trn ?? 'not registered'}`, font: 'Helvetica-Bold', size: 8 },
  ], { x: M + 6, y: y + 5, w: 288, h: 62 });
  return y + 84;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(M, y, W, ROW + 2).fill('black');
  let x = M;
  for (const c of COLS) {
    line(doc, c.t, x + 3, y + 4, c.w - 6, { font: 'Helvetica-Bold', size: 7.5, align: c.a, color: 'white' });
    x += c.w;
  }
  return y + ROW + 4;
}

/** The description in one line, or two (cut at a space) when it is too long for its column. */
function descriptionLines(doc: Doc, text: string, width: number): string[] {
  doc.font('Helvetica').fontSize(7.5);
  const clean = pdfSafe(text);
  if (doc.widthOfString(clean) <= width) return [clean];
  const words = clean.split(' ');
  let first = words[0]!;
  let i = 1;
  while (i < words.length && doc.widthOfString(`${first} ${words[i]}`) <= width) first += ` ${words[i++]}`;
  return [first, words.slice(i).join(' ')];
}

const DESC = COLS.findIndex((c) => c.t === 'Description');

/** Draws one line of the table at y; returns its height. */
function row(doc: Doc, l: InvoiceDetailLine, y: number, draw = true): number {
  const desc = descriptionLines(doc, l.description, COLS[DESC]!.w - 6);
  const h = ROW + (desc.length - 1) * 9;
  if (!draw) return h;
  const cells = [String(l.lineNo), dateText(l.date), desc[0]!, amountText(l.netFils), l.vatFils > 0 ? '5%' : '0%', amountText(l.vatFils), amountText(l.netFils + l.vatFils)];
  let x = M;
  COLS.forEach((c, i) => {
    line(doc, cells[i]!, x + 3, y, c.w - 6, { size: 7.5, align: c.a });
    if (i === DESC && desc[1]) line(doc, desc[1], x + 3, y + 9, c.w - 6, { size: 7.5 });
    x += c.w;
  });
  doc.lineWidth(0.25).strokeColor('#777777').moveTo(M, y + h - 4).lineTo(M + W, y + h - 4).stroke();
  return h;
}

function totals(doc: Doc, d: InvoiceDetail, y: number) {
  const x = M + W - 250;
  totalsRows(d).forEach(([k, v, bold], i) => {
    const top = y + i * 15;
    if (bold) doc.rect(x, top - 3, 250, 15).lineWidth(0.75).strokeColor('black').stroke();
    line(doc, k, x + 4, top, 160, { size: 8.5, font: bold ? 'Helvetica-Bold' : 'Helvetica' });
    line(doc, v, x + 160, top, 86, { size: 8.5, font: bold ? 'Helvetica-Bold' : 'Helvetica', align: 'right' });
  });
  lines(doc, paymentNote(d).map((text) => ({ text, size: 7.5 })), { x: M, y, w: W - 270, h: 120 });
}

export async function renderInvoicePdf(d: InvoiceDetail): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: A4,
    margin: 0,
    bufferPages: true,
    compress: true,
    info: { Title: `Tax invoice ${d.row.i.invoiceNo}`, Author: site.legalName, Creator: site.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = tableHeader(doc, header(doc, d));
  for (const l of d.lines) {
    if (y + row(doc, l, y, false) > BOTTOM) {
      doc.addPage({ size: A4, margin: 0 });
      line(doc, `${site.name} · Tax invoice ${d.row.i.invoiceNo} (continued)`, M, M, W, { font: 'Helvetica-Bold', size: 10 });
      y = tableHeader(doc, M + 20);
    }
    y += row(doc, l, y);
  }
  if (y + 150 > BOTTOM) {
    doc.addPage({ size: A4, margin: 0 });
    y = M;
  }
  totals(doc, d, y + 12);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    line(doc, `${d.row.i.invoiceNo} · Page ${i + 1} of ${count}`, M, A4[1] - 40, W, { size: 7.5, align: 'right' });
    line(doc, `${site.legalName} · TRN ${site.trn}`, M, A4[1] - 40, W / 2, { size: 7.5 });
  }
  doc.end();
  return done;
}
