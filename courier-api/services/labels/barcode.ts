// The two machine-readable codes on every airway bill: a Code128 barcode of
// the AWB for the courier's scanners and a QR code of the public tracking page
// for the receiver's phone. Both are 1-bit PNGs made here (the Code128 table
// below, the QR matrix from `qrcode`), rendered once per shipment and reused
// on every copy and label of it: a 500-label batch spends its time on the
// labels, not on encoding images.
import QRCode from 'qrcode';
import { bilevelPng } from './png';

/**
 * Printer dots per barcode module at 203 dpi (the common thermal printer):
 * 5 dots = 0.625 mm, inside the 0.5–1 mm range logistics scanners read from a
 * distance. The PNG has one pixel per dot, so a 203 dpi printer maps it 1:1.
 */
export const BARCODE_MODULE_DOTS = 5;
const DOTS_PER_PT = 203 / 72;
/** Quiet zone each side, in modules (Code128 needs at least 10). */
const QUIET_ZONE_MODULES = 10;
/** Bars only, and short: the digits are PDF text underneath, and the PDF stretches the bars to their printed height. */
const BARCODE_ROWS = 3;

/** Bar and space widths of the Code128 symbols 0–106 (ISO/IEC 15417), bar first. */
const CODE128 =
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112';
const PATTERNS = CODE128.split(' ');
const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/**
 * The symbol values for `text`: digits two to a symbol in code set C (a
 * trailing odd digit in code set B), anything else printable ASCII in code
 * set B; then the mod-103 check symbol and Stop.
 */
export function code128Symbols(text: string): number[] {
  if (!/^[\x20-\x7e]+$/.test(text)) throw new Error('Code128 here encodes printable ASCII only');
  const values: number[] = [];
  if (/^\d{2,}$/.test(text)) {
    values.push(START_C);
    const even = text.length - (text.length % 2);
    for (let i = 0; i < even; i += 2) values.push(Number(text.slice(i, i + 2)));
    if (even < text.length) values.push(CODE_B, text.charCodeAt(even) - 32);
  } else {
    values.push(START_B);
    for (const ch of text) values.push(ch.charCodeAt(0) - 32);
  }
  const check = values.reduce((sum, v, i) => sum + v * (i === 0 ? 1 : i), 0) % 103;
  return [...values, check, STOP];
}

/** Module widths, bar first and alternating, for the whole symbol without quiet zones. */
export function code128Modules(text: string): boolean[] {
  const modules: boolean[] = [];
  for (const v of code128Symbols(text)) {
    [...PATTERNS[v]!].forEach((w, i) => {
      for (let k = 0; k < Number(w); k++) modules.push(i % 2 === 0);
    });
  }
  return modules;
}

export interface BarcodeImage {
  png: Buffer;
  /** Width in PDF points that keeps one PNG pixel per 203 dpi printer dot. */
  widthPt: number;
}

export function code128Png(value: string): BarcodeImage {
  const modules = code128Modules(value);
  const total = modules.length + 2 * QUIET_ZONE_MODULES;
  const widthPx = total * BARCODE_MODULE_DOTS;
  const png = bilevelPng(widthPx, BARCODE_ROWS, (x) => modules[Math.floor(x / BARCODE_MODULE_DOTS) - QUIET_ZONE_MODULES] === true);
  return { png, widthPt: widthPx / DOTS_PER_PT };
}

/** Pixels a QR module (about 150 px across for a tracking URL, printed 1 inch wide). */
const QR_SCALE = 4;
/** The 4-module quiet zone QR readers expect. */
const QR_MARGIN = 4;

export function qrPng(value: string): Buffer {
  // Level M survives a scuffed label.
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QR_MARGIN) * QR_SCALE;
  return bilevelPng(side, side, (x, y) => {
    const col = Math.floor(x / QR_SCALE) - QR_MARGIN;
    const row = Math.floor(y / QR_SCALE) - QR_MARGIN;
    return col >= 0 && row >= 0 && col < modules.size && row < modules.size && modules.get(row, col) === 1;
  });
}

/** The public tracking page of an AWB (the home page opens its result directly). */
export function trackingUrl(siteUrl: string, awbNo: string): string {
  return `${siteUrl.replace(/\/$/, '')}/?track=${encodeURIComponent(awbNo)}`;
}
