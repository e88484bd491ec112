// Renders airway bills as one PDF: A4 (a page per shipment) or 4×6 labels
// (a page per piece). The barcode and QR of a shipment are made once and
// drawn on each of its copies and labels.
import PDFDocument from 'pdfkit';
import { site } from '@/lib/site';
import type { PrintLayout } from '@/lib/schemas/printing';
import { drawA4 } from './a4';
import { code128Png, qrPng, trackingUrl } from './barcode';
import { openImage, type Codes, type Doc } from './draw';
import { drawLabel } from './label-4x6';
import type { LabelShipment } from './load-shipments';

function codesFor(doc: Doc, s: LabelShipment, siteUrl: string): Codes {
  const bar = code128Png(s.awbNo);
  return { barcode: openImage(doc, bar.png), barcodeWidthPt: bar.widthPt, qr: openImage(doc, qrPng(trackingUrl(siteUrl, s.awbNo))) };
}

export async function renderAirwayBills(
  shipments: LabelShipment[],
  layout: PrintLayout,
  opts: { siteUrl: string; title: string },
): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: opts.title, Author: site.legalName, Creator: site.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const s of shipments) {
    const codes = codesFor(doc, s, opts.siteUrl);
    if (layout === 'A4') drawA4(doc, s, codes);
    else s.pieces.forEach((_, i) => drawLabel(doc, s, i, codes));
  }
  doc.end();
  return done;
}
