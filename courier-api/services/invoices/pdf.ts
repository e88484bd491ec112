// The UAE tax invoice as a PDF (A4): "TAX INVOICE", the supplier's and the
// customer's names, addresses and TRNs, the invoice number and dates, a line
// per shipment with its VAT rate, the totals in AED, what has been paid and
// the balance due. The line table runs over as many pages as it needs, its
// header repeated; every page is numbered. Drawn with the airway bills'
// helpers (draw.ts), black on white. Bilingual ('both'): the Arabic of each
// heading beside the English (AR_HEADINGS), the layout otherwise the same.
import PDFDocument from 'pdfkit';
import type { InvoicePdfLanguage } from '@/lib/schemas/invoices';
import { site } from '@/lib/site';
import { line, lines, pdfSafe, textWidth, type Doc, type TextOpts } from '../labels/draw';
import type { InvoiceDetail, InvoiceDetailLine } from './detail';
import { amountText, ar, dateText, dayText, paymentNote, totalsRows } from './pdf-format';

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

/** A heading in English, and in a bilingual invoice its Arabic at the far end of the same box. */
function caption(doc: Doc, en: string, bi: boolean, x: number, y: number, w: number, o: TextOpts = {}) {
  if (!bi) return line(doc, en, x, y, w, o);
  const enW = Math.min(textWidth(doc, en, o.font ?? 'Helvetica', o.size ?? 9), w / 2);
  line(doc, en, x, y, enW + 0.5, { ...o, align: 'left' });
  return line(doc, ar(en), x + enW + 6, y, w - enW - 6, { ...o, align: 'right' });
}

/** "TRN 100…", and in a bilingual invoice its Arabic caption after it. */
function trnText(trn: string | null, bi: boolean): string {
  const en = `TRN ${trn ?? 'not registered'}`;
  return bi ? `${en} · ${ar('TRN')}${trn ? '' : ` ${ar('not registered')}`}` : en;
}

function header(doc: Doc, d: InvoiceDetail, bi: boolean): number {
  const inv = d.row.i;
  line(doc, site.name, M, M, 260, { font: 'Helvetica-Bold', size: 20 });
  line(doc, 'TAX INVOICE', M + W - 240, M, 240, { font: 'Helvetica-Bold', size: 20, align: 'right' });
  if (bi) line(doc, ar('TAX INVOICE'), M + W - 240, M + 24, 240, { font: 'Helvetica-Bold', size: 14, align: 'right' });
  // A bilingual invoice's Arabic title takes a line: what follows moves down.
  const top = bi ? M + 12 : M;
  lines(doc, [
    { text: site.legalName, font: 'Helvetica-Bold', size: 9 },
    { text: site.address, size: 8 },
    { text: trnText(site.trn, bi), font: 'Helvetica-Bold', size: 9 },
    { text: `${site.phone} · ${site.email}`, size: 8 },
  ], { x: M, y: M + 30, w: 280, h: 60 });
  const meta: [string, string][] = [
    ['Invoice no.', inv.invoiceNo],
    ['Invoice date', dayText(inv.issueDate)],
    ['Due date', dayText(inv.dueDate)],
    ['Period', `${dayText(inv.periodStart)} to ${dayText(inv.periodEnd)}`],
    ['Account no.', d.customer.accountNo],
  ];
  // Bilingual: a wider caption column (English and Arabic side by side), a narrower value one.
  const keyW = bi ? 104 : 90;
  meta.forEach(([k, v], i) => {
    caption(doc, k, bi, M + W - 240, top + 30 + i * 12, keyW, { size: 8 });
    line(doc, v, M + W - 240 + keyW, top + 30 + i * 12, 240 - keyW, { font: 'Helvetica-Bold', size: 9, align: 'right' });
  });
  const y = top + 100;
  doc.lineWidth(0.75).strokeColor('black').rect(M, y, 300, 70).stroke();
  caption(doc, 'BILL TO', bi, M + 6, y + 5, 288, { font: 'Helvetica-Bold', size: 7 });
  lines(doc, [
    { text: d.customer.companyName, font: 'Helvetica-Bold', size: 10 },
    ...d.customer.lines.map((text) => ({ text, size: 8 })),
    { text: trnText(d.customer.trn, bi), font: 'Helvetica-Bold', size: 8 },
  ], { x: M + 6, y: y + 5 + 7 * 1.2, w: 288, h: 62 - 7 * 1.2 });
  return y + 84;
}

/** The table's black header row: English captions, and in a bilingual invoice their Arabic underneath. */
function tableHeader(doc: Doc, y: number, bi: boolean): number {
  const h = bi ? ROW + 11 : ROW + 2;
  doc.rect(M, y, W, h).fill('black');
  let x = M;
  for (const c of COLS) {
    line(doc, c.t, x + 3, y + 4, c.w - 6, { font: 'Helvetica-Bold', size: 7.5, align: c.a, color: 'white' });
    if (bi) line(doc, ar(c.t), x + 3, y + 13.5, c.w - 6, { font: 'Helvetica-Bold', size: 7, align: c.a, color: 'white' });
    x += c.w;
  }
  return y + h + 2;
}

/** The description in one line, or two (cut at a space) when it is too long for its column. */
function descriptionLines(doc: Doc, text: string, width: number): string[] {
  // An Arabic reference keeps its letters (line() prints it with the Unicode font); other text is made PDF-safe as before.
  const clean = /\p{Script=Arabic}/u.test(text) ? text.replace(/\s+/g, ' ').trim() : pdfSafe(text);
  const w = (t: string) => textWidth(doc, t, 'Helvetica', 7.5);
  if (w(clean) <= width) return [clean];
  const words = clean.split(' ');
  let first = words[0]!;
  let i = 1;
  while (i < words.length && w(`${first} ${words[i]}`) <= width) first += ` ${words[i++]}`;
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

/**
 * The totals box on the right, the payment notes on its left. Bilingual: a
 * wider box, English caption | amount | Arabic caption on each row, and the
 * notes under it, across the page.
 */
function totals(doc: Doc, d: InvoiceDetail, y: number, bi: boolean) {
  const rows = totalsRows(d);
  const boxW = bi ? 400 : 250;
  const x = M + W - boxW;
  rows.forEach(([k, v, bold], i) => {
    const top = y + i * 15;
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    if (bold) doc.rect(x, top - 3, boxW, 15).lineWidth(0.75).strokeColor('black').stroke();
    line(doc, k, x + 4, top, bi ? 150 : 160, { size: 8.5, font });
    line(doc, v, x + (bi ? 154 : 160), top, bi ? 80 : 86, { size: 8.5, font, align: 'right' });
    if (bi) line(doc, ar(k), x + 244, top, boxW - 248, { size: 8.5, font, align: 'right' });
  });
  const notes = paymentNote(d).map((text) => ({ text, size: 7.5 }));
  if (bi) lines(doc, notes, { x: M, y: y + rows.length * 15 + 8, w: W, h: 60 });
  else lines(doc, notes, { x: M, y, w: W - 270, h: 120 });
}

export async function renderInvoicePdf(d: InvoiceDetail, language: InvoicePdfLanguage = 'en'): Promise<Buffer> {
  const bi = language === 'both';
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
  let y = tableHeader(doc, header(doc, d, bi), bi);
  for (const l of d.lines) {
    if (y + row(doc, l, y, false) > BOTTOM) {
      doc.addPage({ size: A4, margin: 0 });
      line(doc, `${site.name} · Tax invoice ${d.row.i.invoiceNo} (continued)`, M, M, W, { font: 'Helvetica-Bold', size: 10 });
      if (bi) line(doc, `${ar('TAX INVOICE')} ${d.row.i.invoiceNo} (${ar('continued')})`, M, M, W, { font: 'Helvetica-Bold', size: 10, align: 'right' });
      y = tableHeader(doc, M + 20, bi);
    }
    y += row(doc, l, y);
  }
  // The totals and notes stay together on one page (bilingual: the notes under the totals).
  if (y + (bi ? 200 : 150) > BOTTOM) {
    doc.addPage({ size: A4, margin: 0 });
    y = M;
  }
  totals(doc, d, y + 12, bi);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const page = `${d.row.i.invoiceNo} · Page ${i + 1} of ${count}`;
    line(doc, bi ? `${page} · ${ar('Page')} ${i + 1} ${ar('of')} ${count}` : page, M, A4[1] - 40, W, { size: 7.5, align: 'right' });
    line(doc, `${site.legalName} · TRN ${site.trn}`, M, A4[1] - 40, W / 2, { size: 7.5 });
  }
  doc.end();
  return done;
}
