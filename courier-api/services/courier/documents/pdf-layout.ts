// What the courier's documents share (proof of delivery, run sheet, COD
// statement): an A4 page, the company header the tax invoice has, a table
// whose rows wrap onto as many pages as they need with the header repeated,
// and numbered page footers. Text goes through the airway bills' `line`, so an
// Arabic name prints shaped in IBM Plex Sans Arabic and the rest in the
// standard fonts. Black on white, like every other document we print.
import PDFDocument from 'pdfkit';
import { site } from '@/lib/site';
import { amountText } from '../../invoices/pdf-format';
import { line, lines, pdfSafe, textWidth, type Doc, type Font, type Line } from '../../labels/draw';

export const A4: [number, number] = [595.28, 841.89];
export const M = 40;
export const W = A4[0] - 2 * M;
/** Where table rows stop: room for the page footer below. */
export const BOTTOM = A4[1] - 60;

/** "AED 1,234.50" from fils. */
export const aed = (fils: number) => `AED ${amountText(fils)}`;

const dubaiDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dubaiDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: '2-digit', month: 'short', year: 'numeric' });
const calendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: '2-digit', month: 'short', year: 'numeric' });

/** "25 Nov 2026 14:05" in UAE time. */
export const timeText = (d: Date) => dubaiDateTime.format(d).replace(',', '');
/** "25 Nov 2026" in UAE time. */
export const dayOf = (d: Date) => dubaiDay.format(d);
/** "Wednesday, 25 Nov 2026" from a calendar day (YYYY-MM-DD), whatever the server's zone. */
export const calendarDayText = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

/** A new A4 document and the promise of its bytes. Pages are buffered, for "Page i of n". */
export function newDocument(title: string): { doc: Doc; done: Promise<Buffer> } {
  const doc: Doc = new PDFDocument({ size: A4, margin: 0, bufferPages: true, compress: true, info: { Title: title, Author: site.legalName, Creator: site.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The first page's header: company name and contacts on the left, the
 * document's title and its key facts on the right. Returns the y below it.
 */
export function companyHeader(doc: Doc, title: string, meta: [string, string][]): number {
  line(doc, site.name, M, M, 250, { font: 'Helvetica-Bold', size: 20 });
  line(doc, title, M + W - 260, M, 260, { font: 'Helvetica-Bold', size: 18, align: 'right' });
  lines(doc, [
    { text: site.legalName, font: 'Helvetica-Bold', size: 9 },
    { text: site.address, size: 8 },
    { text: `${site.phone} · ${site.email}`, size: 8 },
  ], { x: M, y: M + 30, w: 270, h: 40 });
  meta.forEach(([k, v], i) => {
    line(doc, k, M + W - 240, M + 28 + i * 12, 80, { size: 8 });
    line(doc, v, M + W - 160, M + 28 + i * 12, 160, { font: 'Helvetica-Bold', size: 9, align: 'right' });
  });
  const bottom = Math.max(M + 72, M + 28 + meta.length * 12 + 4);
  doc.lineWidth(1).strokeColor('black').moveTo(M, bottom).lineTo(M + W, bottom).stroke();
  return bottom + 10;
}

/** Footer on every page: `left` and "Page i of n" after `right`. */
export function pageFooters(doc: Doc, left: string, right: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    line(doc, left, M, A4[1] - 40, W / 2, { size: 7.5 });
    line(doc, `${right} · Page ${i + 1} of ${count}`, M + W / 2, A4[1] - 40, W / 2, { size: 7.5, align: 'right' });
  }
}

/**
 * `text` in at most `max` lines of `width`, cut at spaces in reading order (an
 * Arabic address keeps its first words on the first line; `line` lays each
 * out right to left). What does not fit stays on the last line, which `line`
 * ends with "…".
 */
export function wrap(doc: Doc, text: string | null | undefined, width: number, font: Font, size: number, max: number): string[] {
  if (!text) return [];
  const clean = /\p{Script=Arabic}/u.test(text) ? text.replace(/\s+/g, ' ').trim() : pdfSafe(text);
  if (!clean) return [];
  const fits = (t: string) => textWidth(doc, t, font, size) <= width;
  if (fits(clean)) return [clean];
  const words = clean.split(' ');
  const out: string[] = [];
  let i = 0;
  while (i < words.length && out.length < max - 1) {
    let current = words[i++]!;
    while (i < words.length && fits(`${current} ${words[i]}`)) current += ` ${words[i++]}`;
    out.push(current);
  }
  if (i < words.length) out.push(words.slice(i).join(' '));
  return out;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A cell: one line of plain text, or lines with their own fonts and sizes. */
export type TableCell = string | Line[];

export interface TableOptions {
  size?: number;
  /** Rows at least this tall (room to write by hand). */
  minRowHeight?: number;
  /** Boxes around every cell (a paper form) rather than a rule under each row. */
  grid?: boolean;
  /** Draws the top of a continuation page; returns where the table goes on. */
  continued: () => number;
}

const PAD = 3;

function cellLines(cell: TableCell, size: number): Line[] {
  return typeof cell === 'string' ? [{ text: cell, size }] : cell.filter((l) => l.text);
}

const heightOf = (ls: Line[]) => ls.reduce((h, l) => h + (l.size ?? 9) * 1.25, 0);

/** The black header row with white captions; returns the y below it. */
export function tableHeader(doc: Doc, cols: Column[], y: number): number {
  const h = 16;
  doc.rect(M, y, W, h).fill('black');
  let x = M;
  for (const c of cols) {
    line(doc, c.title, x + PAD, y + 4.5, c.width - 2 * PAD, { font: 'Helvetica-Bold', size: 7.5, align: c.align, color: 'white' });
    x += c.width;
  }
  return y + h;
}

/** Draws the rows from y, adding pages (with the header again) as needed; returns the y below the last row. */
export function table(doc: Doc, cols: Column[], rows: TableCell[][], y: number, o: TableOptions): number {
  const size = o.size ?? 7.5;
  let at = tableHeader(doc, cols, y);
  for (const row of rows) {
    const cells = row.map((c) => cellLines(c, size));
    const h = Math.max(o.minRowHeight ?? 0, ...cells.map(heightOf)) + 2 * PAD;
    if (at + h > BOTTOM) {
      doc.addPage({ size: A4, margin: 0 });
      at = tableHeader(doc, cols, o.continued());
    }
    let x = M;
    cols.forEach((c, i) => {
      let ly = at + PAD + 1;
      for (const l of cells[i] ?? []) ly = line(doc, l.text!, x + PAD, ly, c.width - 2 * PAD, { ...l, align: l.align ?? c.align, size: l.size ?? size });
      if (o.grid) doc.lineWidth(0.5).strokeColor('black').rect(x, at, c.width, h).stroke();
      x += c.width;
    });
    if (!o.grid) doc.lineWidth(0.25).strokeColor('#777777').moveTo(M, at + h).lineTo(M + W, at + h).stroke();
    at += h;
  }
  return at;
}

/** The title line of a continuation page; returns where the content goes on. */
export function continuedTitle(doc: Doc, text: string): number {
  line(doc, `${site.name} · ${text} (continued)`, M, M, W, { font: 'Helvetica-Bold', size: 10 });
  return M + 20;
}
