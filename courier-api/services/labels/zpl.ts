// The 4×6 label as ZPL II, for thermal printers that take commands rather
// than PDFs (Zebra and its emulations): the same layout as label-4x6.ts, its
// points turned into 203 dpi dots (812 × 1218), one ^XA…^XZ label per piece as
// the PDF prints a page per piece. The printer draws the text, the Code 128
// barcode and the QR code itself, so a label is about 2 kB of ASCII.
//
// Field data never carries a raw ^ or ~ (they would start a command): every
// field is ^FH hex-escaped, ^ ~ _ and every byte outside printable ASCII as
// _XX (UTF-8 bytes, read as such under ^CI28), and a backslash is doubled for
// ^FB, where "\&" breaks a line.
import QRCode from 'qrcode';
import { getEnv } from '@/lib/env';
import { site } from '@/lib/site';
import { code128Modules, trackingUrl } from './barcode';
import { codText, dateText, pieceText, weightText } from './format';
import type { LabelParty, LabelShipment } from './load-shipments';

export const ZPL_DPI = 203;
export const ZPL_WIDTH = 812;
export const ZPL_HEIGHT = 1218;
/**
 * Zebra's resident scalable Unicode font (Swiss 721) for lines outside
 * Latin-1, such as Arabic; ^PA turns on its bidi ordering and shaping
 * (Link-OS firmware). Latin lines use font 0, which every ZPL printer has.
 */
export const ZPL_UNICODE_FONT = 'E:TT0003M_.FNT';

/** PDF points (1/72 in) to printer dots. */
const dots = (pt: number) => Math.round((pt * ZPL_DPI) / 72);
const M = dots(8);
const W = ZPL_WIDTH - 2 * M;

/** One field's data, escaped for ^FH (and for ^FB, whose escape is the backslash). */
export function fieldData(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text.replace(/\\/g, '\\\\'), 'utf8')) {
    out += byte < 0x20 || byte > 0x7e || byte === 0x5e || byte === 0x7e || byte === 0x5f
      ? `_${byte.toString(16).toUpperCase().padStart(2, '0')}`
      : String.fromCharCode(byte);
  }
  return out;
}

/** One line of printable text: whitespace runs and line breaks become one space; invisible format characters go. */
const clean = (text: string) => text.replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').trim();
const needsUnicode = (text: string) => /[^\x00-\xff]/.test(text);
const startsRtl = (text: string) => /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text);

/**
 * Width of `text` in dots at character height `h`, on the generous side:
 * font 0 measured with the zebrash renderer (capitals ~0.56 h, lowercase
 * ~0.5 h, M and W ~0.8 h), plus a margin; other scripts at 0.6 h.
 */
function widthOf(text: string, h: number): number {
  let em = 0;
  for (const ch of text) {
    if (/[MWmw@%]/.test(ch)) em += 0.84;
    else if (/[ijlI.,:;!|' ]/.test(ch)) em += 0.3;
    else if (/[A-Z0-9]/.test(ch)) em += 0.6;
    else em += ch.charCodeAt(0) > 0xff ? 0.6 : 0.54;
  }
  return em * h;
}

/** `text` cut to fit `w`, ending in "..." when cut. */
function fit(text: string, w: number, h: number): string {
  if (widthOf(text, h) <= w) return text;
  const chars = [...text];
  let n = chars.length;
  while (n > 0 && widthOf(`${chars.slice(0, n).join('').trimEnd()}...`, h) > w) n--;
  return n > 0 ? `${chars.slice(0, n).join('').trimEnd()}...` : '';
}

/** Words laid into at most `max` lines of width `w`; what does not fit ends the last line in "...". */
function wrap(text: string, w: number, h: number, max: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < max) {
    if (lines.length === max - 1 || widthOf(rest, h) <= w) {
      lines.push(fit(rest, w, h));
      break;
    }
    const words = rest.split(' ');
    let n = 1;
    while (n < words.length && widthOf(words.slice(0, n + 1).join(' '), h) <= w) n++;
    const head = words.slice(0, n).join(' ');
    // A word wider than the line is cut where it must be.
    const line = widthOf(head, h) <= w ? head : fit(head, w, h).replace(/\.\.\.$/, '');
    lines.push(line);
    rest = rest.slice(line.length).trim();
  }
  return lines.filter(Boolean);
}

interface TextOpts {
  /** PDF points, as label-4x6.ts gives them. */
  size: number;
  /** Left, centre or right; unset: the start of the line's own direction. */
  align?: 'L' | 'C' | 'R';
  /** White on the black box drawn under it. */
  reverse?: boolean;
  maxLines?: number;
}

const gap = (h: number) => Math.round(h * 0.2);

/** A text field in [x, x + w] from y down (^FB wrapped); returns the y below it. */
function text(out: string[], value: string | null | undefined, x: number, y: number, w: number, o: TextOpts): number {
  const h = dots(o.size);
  const lines = wrap(clean(value ?? ''), w, h, o.maxLines ?? 1);
  if (!lines.length) return y;
  const all = lines.join(' ');
  const font = needsUnicode(all) ? `^A@N,${h},${h},${ZPL_UNICODE_FONT}` : `^A0N,${h},${h}`;
  const align = o.align ?? (startsRtl(all) ? 'R' : 'L');
  out.push(
    `^FO${x},${y}${font}${o.reverse ? '^FR' : ''}^FB${w},${lines.length},${gap(h)},${align},0` +
      `^FH^FD${lines.map(fieldData).join('\\&')}^FS`,
  );
  return y + lines.length * (h + gap(h));
}

/** A rectangle; `t` = line thickness, or the whole box filled black. */
function box(out: string[], x: number, y: number, w: number, h: number, t: number | 'fill') {
  out.push(`^FO${x},${y}^GB${w},${h},${t === 'fill' ? Math.min(w, h) : t},B,0^FS`);
}

const lineHeight = (size: number) => dots(size) + gap(dots(size));

/** Name, company, phone, street (wrapped into the room left) from the top; city and country always on the bottom line. */
function party(out: string[], p: LabelParty, b: { x: number; y: number; w: number; h: number }, size: number, big: number) {
  const cityY = b.y + b.h - dots(big);
  text(out, `${p.city} (${p.cityCode}), ${p.country}`, b.x, cityY, b.w, { size: big });
  let y = text(out, p.name, b.x, b.y, b.w, { size: big });
  for (const one of [p.company, p.phone ? `Tel ${p.phone}` : null]) {
    if (y + lineHeight(size) <= cityY) y = text(out, one, b.x, y, b.w, { size });
  }
  const room = Math.floor((cityY - y) / lineHeight(size));
  if (room > 0) text(out, p.lines.join(', '), b.x, y, b.w, { size, maxLines: room });
}

/** The AWB's Code 128 at the widest module (5 dots down to 2) that keeps its quiet zones inside the label, centred. */
function barcode(out: string[], awb: string, y: number, barsH: number) {
  const modules = code128Modules(awb).length;
  const m = [5, 4, 3].find((k) => (modules + 20) * k <= W) ?? 2;
  out.push(`^FO${M + Math.round((W - modules * m) / 2)},${y}^BY${m}^BCN,${barsH},N,N,N,A^FH^FD${fieldData(awb)}^FS`);
}

/**
 * The tracking page's QR code (level M, as the PDF's), as large as fits a
 * `side`-dot square with room for a quiet zone. Sized as byte mode, the
 * largest version the printer's automatic mode can pick for a URL.
 */
function qr(out: string[], url: string, x: number, y: number, side: number) {
  const size = QRCode.create([{ data: Buffer.from(url, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules.size;
  const mag = Math.max(1, Math.min(10, Math.floor(side / (size + 4))));
  out.push(`^FO${x},${y}^BQN,2,${mag}^FH^FDMA,${fieldData(url)}^FS`);
}

function footer(out: string[], s: LabelShipment, piece: number, siteUrl: string, y: number, h: number) {
  qr(out, trackingUrl(siteUrl, s.awbNo), M, y, h);
  const x = M + h + dots(8);
  const w = M + W - x;
  const p = s.pieces[piece]!;
  const own = [p.weightGrams === null ? null : weightText(p.weightGrams), p.dimensions].filter(Boolean).join(', ');
  const weight = own ? `${own} (total ${weightText(s.weightGrams)})` : weightText(s.weightGrams);
  let at = text(out, pieceText(s, piece), x, y + 4, w, { size: 16 });
  for (const one of [
    `Weight: ${weight}`,
    s.reference ? `Ref: ${s.reference}` : null,
    s.bookingNo ? `Booking: ${s.bookingNo}` : null,
    `Date: ${dateText(s.createdAt)}`,
    s.contents ? `Contents: ${s.contents}` : null,
  ]) {
    if (one && at + lineHeight(7.5) <= y + h) at = text(out, one, x, at, w, { size: 7.5 });
  }
}

function label(s: LabelShipment, piece: number, siteUrl: string): string {
  const out: string[] = [];
  // Header: brand and service name; the service code in reverse type in a black tag at the right.
  const tagW = dots(90);
  const tagH = dots(34);
  text(out, site.name, M, M + dots(2), W - dots(96), { size: 14 });
  text(out, s.serviceName ?? `Service ${s.serviceCode}`, M, M + dots(21), W - dots(96), { size: 8 });
  box(out, M + W - tagW, M, tagW, tagH, 'fill');
  text(out, s.serviceCode, M + W - tagW, M + Math.round((tagH - dots(22)) / 2), tagW, { size: 22, align: 'C', reverse: true });
  // The AWB as bars and, under them, as text.
  const barsH = dots(58);
  barcode(out, s.awbNo, dots(48), barsH);
  text(out, s.awbNo, M, dots(48) + barsH + 4, W, { size: 16, align: 'C' });
  // COD in reverse type so that the driver cannot miss it; otherwise an outlined NON-COD.
  const cod = codText(s);
  const codY = dots(130);
  const codH = dots(30);
  box(out, M, codY, W, codH, cod ? 'fill' : dots(1.5));
  text(out, cod ?? 'NON-COD', M, codY + Math.round((codH - dots(17)) / 2), W, { size: 17, align: 'C', reverse: Boolean(cod) });
  box(out, M, dots(164), W, dots(118), dots(2));
  text(out, 'TO', M + dots(5), dots(168), W, { size: 7 });
  party(out, s.receiver, { x: M + dots(6), y: dots(179), w: W - dots(12), h: dots(99) }, 9, 12);
  box(out, M, dots(286), W, dots(62), 2);
  text(out, 'FROM', M + dots(5), dots(290), W, { size: 7 });
  party(out, s.sender, { x: M + dots(6), y: dots(299), w: W - dots(12), h: dots(46) }, 7, 8);
  footer(out, s, piece, siteUrl, dots(352), dots(72));
  const unicode = out.some((f) => f.includes(ZPL_UNICODE_FONT));
  // ^CI28: field data is UTF-8. ^PA0,1,1,0: bidi ordering and shaping, needed only by a label with such text.
  const head = `^XA\n^CI28^PW${ZPL_WIDTH}^LL${ZPL_HEIGHT}^LH0,0${unicode ? '^PA0,1,1,0' : ''}\n`;
  return `${head}${out.join('\n')}\n^XZ\n`;
}

/** One 4×6 label per piece of each shipment, in order, as one ZPL document. */
export function renderZpl(shipments: LabelShipment[], opts: { siteUrl?: string } = {}): string {
  const siteUrl = opts.siteUrl ?? getEnv().siteUrl;
  return shipments.flatMap((s) => s.pieces.map((_, i) => label(s, i, siteUrl))).join('');
}
