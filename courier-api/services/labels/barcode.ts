// The two machine-readable codes on every airway bill: a Code128 barcode of
// the AWB for the courier's scanners and a QR code of the public tracking page
// for the receiver's phone. Both are PNGs rendered once per shipment and
// reused on every copy and label of it.
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/**
 * Printer dots per barcode module at 203 dpi (the common thermal printer):
 * 5 dots = 0.625 mm, inside the 0.5–1 mm range logistics scanners read from a
 * distance. The PNG has one pixel per dot, so a 203 dpi printer maps it 1:1.
 */
export const BARCODE_MODULE_DOTS = 5;
const DOTS_PER_PT = 203 / 72;
/** Quiet zone each side, in modules (Code128 needs at least 10). */
const QUIET_ZONE_MODULES = 10;

export interface BarcodeImage {
  png: Buffer;
  /** Width in PDF points that keeps one PNG pixel per 203 dpi printer dot. */
  widthPt: number;
}

export async function code128Png(value: string): Promise<BarcodeImage> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: value,
    scale: BARCODE_MODULE_DOTS,
    // Bars only (the digits are PDF text underneath, crisper and searchable), and
    // short: the PDF stretches the bars to their printed height, and a small PNG
    // renders and embeds several times faster.
    height: 3,
    paddingwidth: QUIET_ZONE_MODULES,
    backgroundcolor: 'FFFFFF',
  });
  const widthPx = png.readUInt32BE(16); // IHDR width
  return { png, widthPt: widthPx / DOTS_PER_PT };
}

export function qrPng(value: string): Promise<Buffer> {
  // Level M survives a scuffed label; a 4-module margin is the quiet zone QR readers expect.
  // 4 px a module: about 150 px across for a tracking URL, printed 1 inch wide.
  return QRCode.toBuffer(value, { errorCorrectionLevel: 'M', margin: 4, scale: 4, type: 'png' });
}

/** The public tracking page of an AWB (the home page opens its result directly). */
export function trackingUrl(siteUrl: string, awbNo: string): string {
  return `${siteUrl.replace(/\/$/, '')}/?track=${encodeURIComponent(awbNo)}`;
}
