// The 4×6 inch thermal label (288 × 432 pt): one per piece, "Piece 1 of N",
// laid out for the sorter (service, barcode, COD, destination first) and the
// driver (receiver, phone), with the shipper and the details below.
import { site } from '@/lib/site';
import { barcode, codBanner, drawImage, line, lines, type Box, type Codes, type Doc } from './draw';
import { codText, dateText, party, pieceText, weightText } from './format';
import type { LabelShipment } from './load-shipments';

export const LABEL_SIZE: [number, number] = [288, 432];
const M = 8;
const W = LABEL_SIZE[0] - 2 * M;

function header(doc: Doc, s: LabelShipment, b: Box) {
  line(doc, site.name, b.x, b.y + 2, b.w - 96, { font: 'Helvetica-Bold', size: 14 });
  line(doc, s.serviceName ?? `Service ${s.serviceCode}`, b.x, b.y + 21, b.w - 96, { size: 8 });
  const tag = { x: b.x + b.w - 90, y: b.y, w: 90, h: b.h };
  doc.rect(tag.x, tag.y, tag.w, tag.h).fill('black');
  line(doc, s.serviceCode, tag.x, tag.y + (tag.h - 22) / 2 + 1, tag.w, { font: 'Helvetica-Bold', size: 22, align: 'center', color: 'white' });
}

function block(doc: Doc, caption: string, b: Box, thick: boolean) {
  doc.lineWidth(thick ? 2 : 0.75).strokeColor('black').rect(b.x, b.y, b.w, b.h).stroke();
  line(doc, caption, b.x + 5, b.y + 4, b.w - 10, { font: 'Helvetica-Bold', size: 7 });
}

function footer(doc: Doc, s: LabelShipment, piece: number, c: Codes, b: Box) {
  drawImage(doc, c.qr, { x: b.x, y: b.y, w: b.h, h: b.h });
  const x = b.x + b.h + 8;
  const p = s.pieces[piece]!;
  // This piece's own weight and size when it was weighed alone, else the shipment's.
  const own = [p.weightGrams === null ? null : weightText(p.weightGrams), p.dimensions].filter(Boolean).join(', ');
  const weight = own ? `${own} (total ${weightText(s.weightGrams)})` : weightText(s.weightGrams);
  lines(
    doc,
    [
      { text: pieceText(s, piece), font: 'Helvetica-Bold', size: 16 },
      { text: `Weight: ${weight}`, size: 7.5 },
      { text: s.reference ? `Ref: ${s.reference}` : null, size: 7.5 },
      { text: s.bookingNo ? `Booking: ${s.bookingNo}` : null, size: 7.5 },
      { text: `Date: ${dateText(s.createdAt)}`, size: 7.5 },
      { text: s.contents ? `Contents: ${s.contents}` : null, size: 7.5 },
    ],
    { x, y: b.y + 2, w: b.x + b.w - x, h: b.h - 2 },
  );
}

/** One label page for piece `piece` (0-based) of the shipment. */
export function drawLabel(doc: Doc, s: LabelShipment, piece: number, c: Codes) {
  doc.addPage({ size: LABEL_SIZE, margin: 0 });
  header(doc, s, { x: M, y: M, w: W, h: 34 });
  barcode(doc, c.barcode, c.barcodeWidthPt, s.awbNo, { x: M, y: 48, w: W, h: 78 }, 16);
  codBanner(doc, codText(s), { x: M, y: 130, w: W, h: 30 }, 17);
  block(doc, 'TO', { x: M, y: 164, w: W, h: 118 }, true);
  party(doc, s.receiver, { x: M + 6, y: 179, w: W - 12, h: 99 }, 9, 12);
  block(doc, 'FROM', { x: M, y: 286, w: W, h: 62 }, false);
  party(doc, s.sender, { x: M + 6, y: 299, w: W - 12, h: 46 }, 7, 8);
  footer(doc, s, piece, c, { x: M, y: 352, w: W, h: 72 });
}
