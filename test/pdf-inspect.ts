// Reads a PDF the way a person and a scanner would, without a canvas: pdf.js
// (legacy build, for Node) gives each page's text and the decoded pixels of
// its images (the airway bill's barcode and QR are embedded PNGs), and the
// pure-JS decoders read them: @zxing/library for Code128, jsQR for QR.
import path from 'node:path';
import { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const importEsm: (specifier: string) => Promise<unknown> = require('./import-esm.cjs');

async function pdfjs(): Promise<PdfJs> {
  const lib = (await importEsm('pdfjs-dist/legacy/build/pdf.mjs')) as PdfJs;
  // Run the worker's code on this thread (no worker file to locate inside Jest).
  const g = globalThis as { pdfjsWorker?: unknown };
  g.pdfjsWorker ??= await importEsm('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return lib;
}

/** Pixels as RGBA whatever pdf.js decoded them to (1-bit grey, RGB or RGBA). */
export interface PdfImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export interface PdfPage {
  width: number;
  height: number;
  /** The text items joined by spaces, as a reader would copy it. */
  text: string;
  /** Each text item with its box in PDF points (origin bottom left, y = baseline). */
  items: { str: string; x: number; y: number; w: number; h: number }[];
  images: PdfImage[];
}

function toRgba(img: { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray }): Uint8ClampedArray {
  const { width, height, kind, data } = img;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    let r: number, g: number, b: number, a = 255;
    if (kind === 1) {
      // GRAYSCALE_1BPP: rows padded to whole bytes, 1 = white.
      const rowBytes = (width + 7) >> 3;
      const x = i % width;
      const y = (i - x) / width;
      const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      r = g = b = bit ? 255 : 0;
    } else if (kind === 2) {
      [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    } else {
      [r, g, b, a] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, data[i * 4 + 3]!];
    }
    // Transparent pixels show the white paper.
    const k = a / 255;
    out.set([r * k + 255 * (1 - k), g * k + 255 * (1 - k), b * k + 255 * (1 - k), 255], i * 4);
  }
  return out;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const lib = await pdfjs();
  const doc = await lib.getDocument({
    data: new Uint8Array(bytes),
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    standardFontDataUrl: path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/'),
    verbosity: 0,
  }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const items = content.items.flatMap((i) =>
      'str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4], y: i.transform[5], w: i.width, h: i.height }] : [],
    );
    const text = items.map((i) => i.str).join(' ');
    const ops = await page.getOperatorList();
    const images: PdfImage[] = [];
    for (let k = 0; k < ops.fnArray.length; k++) {
      if (ops.fnArray[k] !== lib.OPS.paintImageXObject) continue;
      const id = ops.argsArray[k][0] as string;
      // Images drawn on several pages live in the document's common objects.
      const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
      const img = await new Promise<Parameters<typeof toRgba>[0]>((resolve) => objs.get(id, resolve));
      images.push({ width: img.width, height: img.height, rgba: toRgba(img) });
    }
    pages.push({ width: width!, height: height!, text, items, images });
  }
  await doc.destroy();
  return pages;
}

/** The Code128 value in an image, or null (zxing scans several rows, as a laser scanner would). */
export function readCode128(img: PdfImage): string | null {
  const lum = new Uint8ClampedArray(img.width * img.height);
  for (let i = 0; i < lum.length; i++) {
    lum[i] = (img.rgba[i * 4]! * 299 + img.rgba[i * 4 + 1]! * 587 + img.rgba[i * 4 + 2]! * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, img.width, img.height)));
  try {
    return new Code128Reader().decode(bitmap).getText();
  } catch {
    return null; // NotFoundException: no Code128 in this image (e.g. the QR code)
  }
}

/** The QR code's text in an image, or null. */
export function readQr(img: PdfImage): string | null {
  return jsQR(img.rgba, img.width, img.height)?.data ?? null;
}
