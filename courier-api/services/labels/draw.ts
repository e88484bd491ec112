// Drawing helpers shared by the A4 airway bill and the 4×6 label: text that
// never leaves its box (one line, cut with an ellipsis), captioned cells, the
// COD banner and the barcode with its digits. Everything is black on white:
// thermal printers turn grey into dither. A line with Arabic in it is drawn
// with the Unicode font, shaped and in bidi order (unicode-text.ts).
import type PDFDocument from 'pdfkit';
import { drawVisualLine, fitUnicode, needsUnicode, unicodeSafe, useUnicodeFont, visualLine } from './unicode-text';

export type Doc = InstanceType<typeof PDFDocument>;
export type Font = 'Helvetica' | 'Helvetica-Bold';
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Characters beyond Latin-1 that the standard fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The standard PDF fonts (no font files to ship) only encode WinAnsi: accents
 * are kept where they exist, marks are dropped where they do not, and any
 * other character (CJK, Devanagari…) becomes "?" rather than garbage. A line
 * with Arabic never comes here: it is drawn with the Unicode font.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    if (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    // Invisible format characters (a direction mark pasted with a name) print as nothing, not "?".
    else if (/\p{Cf}/u.test(ch)) continue;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => c.charCodeAt(0) <= 0xff) && base ? base : '?';
    }
  }
  return out;
}

/** The text cut to fit `width` at the current font and size, ending in "…" when cut. */
export function fit(doc: Doc, text: string, width: number, spacing = 0): string {
  const s = pdfSafe(text);
  const w = (t: string) => doc.widthOfString(t, { characterSpacing: spacing });
  if (w(s) <= width) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (w(`${s.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? `${s.slice(0, lo).trimEnd()}…` : '';
}

export interface TextOpts {
  font?: Font;
  size?: number;
  /** Unset: the start of the line's own direction (left, or right for an Arabic line). */
  align?: 'left' | 'center' | 'right';
  color?: string;
  spacing?: number;
}

/** One line of text inside [x, x + w], top at y. Returns the y below it. */
export function line(doc: Doc, text: string, x: number, y: number, w: number, o: TextOpts = {}): number {
  const size = o.size ?? 9;
  if (needsUnicode(text)) return unicodeLine(doc, text, x, y, w, o);
  doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? 'black');
  const s = fit(doc, text, w, o.spacing);
  const tw = doc.widthOfString(s, { characterSpacing: o.spacing ?? 0 });
  const left = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - tw : x;
  doc.text(s, left, y, { lineBreak: false, characterSpacing: o.spacing ?? 0 });
  return y + size * 1.2;
}

/** Helvetica's ascender less IBM Plex Sans Arabic's (718 and 1085 per 1000): PDFKit puts a line's top, not its baseline, at y. */
const BASELINE_SHIFT = (718 - 1085) / 1000;

/**
 * `line` for text with Arabic: the Unicode font at the same size, no letter
 * spacing (it would break the joins), cut in reading order to fit.
 */
function unicodeLine(doc: Doc, text: string, x: number, y: number, w: number, o: TextOpts): number {
  const size = o.size ?? 9;
  useUnicodeFont(doc, o.font ?? 'Helvetica');
  doc.fontSize(size).fillColor(o.color ?? 'black');
  const l = fitUnicode(doc, unicodeSafe(doc, text), w);
  const align = o.align ?? (l.rtl ? 'right' : 'left');
  const left = align === 'center' ? x + (w - l.width) / 2 : align === 'right' ? x + w - l.width : x;
  // Plex's ascent is taller than Helvetica's: start higher, so both fonts' baselines fall on the same line for the same y.
  drawVisualLine(doc, l, left, y + size * BASELINE_SHIFT);
  return y + size * 1.2;
}

/** Width of one line of `text` at this font and size, in whichever font it will be drawn. */
export function textWidth(doc: Doc, text: string, font: Font, size: number): number {
  if (!needsUnicode(text)) return doc.font(font).fontSize(size).widthOfString(pdfSafe(text));
  useUnicodeFont(doc, font);
  return visualLine(doc.fontSize(size), unicodeSafe(doc, text)).width;
}

export interface Line extends TextOpts {
  text: string | null | undefined;
}

/** Lines top-down inside a box (empty ones skipped); those that no longer fit are dropped. */
export function lines(doc: Doc, items: Line[], box: Box): number {
  let y = box.y;
  for (const item of items) {
    if (!item.text) continue;
    const size = item.size ?? 9;
    if (y + size > box.y + box.h) break;
    y = line(doc, item.text, box.x, y, box.w, item);
  }
  return y;
}

/** A small caption over a value, as on a paper form. */
export function cell(doc: Doc, caption: string, value: string | null | undefined, box: Box, valueSize = 9) {
  doc.lineWidth(0.75).strokeColor('black').rect(box.x, box.y, box.w, box.h).stroke();
  line(doc, caption.toUpperCase(), box.x + 3, box.y + 2.5, box.w - 6, { size: 5.5, font: 'Helvetica-Bold' });
  line(doc, value || '—', box.x + 3, box.y + 10, box.w - 6, { size: valueSize, font: 'Helvetica-Bold' });
}

/**
 * COD in reverse type (white on black) so the driver cannot miss that money is
 * to be collected; otherwise an outlined NON-COD.
 */
export function codBanner(doc: Doc, cod: string | null, box: Box, size: number) {
  if (cod) {
    doc.rect(box.x, box.y, box.w, box.h).fill('black');
    line(doc, cod, box.x + 4, box.y + (box.h - size) / 2 + 1, box.w - 8, { font: 'Helvetica-Bold', size, align: 'center', color: 'white' });
  } else {
    doc.lineWidth(1.5).strokeColor('black').rect(box.x + 0.75, box.y + 0.75, box.w - 1.5, box.h - 1.5).stroke();
    line(doc, 'NON-COD', box.x + 4, box.y + (box.h - size) / 2 + 1, box.w - 8, { font: 'Helvetica-Bold', size, align: 'center' });
  }
}

/** An image opened once and drawn on every copy (pdfkit embeds it once). */
export type OpenedImage = { width: number; height: number };

/** A shipment's barcode and QR code, ready to draw. */
export interface Codes {
  barcode: OpenedImage;
  barcodeWidthPt: number;
  qr: OpenedImage;
}
export function openImage(doc: Doc, png: Buffer): OpenedImage {
  return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(png);
}
export function drawImage(doc: Doc, img: OpenedImage, box: Box) {
  doc.image(img as unknown as Buffer, box.x, box.y, { width: box.w, height: box.h });
}

/** The barcode centred in the box, its digits spaced out underneath. */
export function barcode(doc: Doc, img: OpenedImage, widthPt: number, digits: string, box: Box, digitSize: number) {
  const w = Math.min(widthPt, box.w);
  const barsH = box.h - digitSize * 1.25;
  drawImage(doc, img, { x: box.x + (box.w - w) / 2, y: box.y, w, h: barsH });
  line(doc, digits, box.x, box.y + barsH + 1, box.w, { font: 'Helvetica-Bold', size: digitSize, align: 'center', spacing: digitSize * 0.25 });
}
