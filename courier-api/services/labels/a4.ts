// The A4 airway bill: one page per shipment with the same bill twice, a
// shipper copy above and a consignee copy below a dashed cut line.
import { site } from '@/lib/site';
import { barcode, cell, codBanner, drawImage, line, type Box, type Codes, type Doc } from './draw';
import { codText, dateText, party, serviceText, weightText } from './format';
import type { LabelShipment } from './load-shipments';

export const A4_SIZE: [number, number] = [595.28, 841.89];
const MARGIN = 28;
const GAP = 24; // between the copies, the cut line in its middle
const PAD = 8;

const COPIES = [
  { name: 'SHIPPER COPY', sign: ['Shipper signature', 'Collected by (courier), date and time'] },
  { name: 'CONSIGNEE COPY', sign: ['Received in good condition by (name)', 'Signature, date and time'] },
] as const;

function header(doc: Doc, s: LabelShipment, copy: string, b: Box) {
  line(doc, site.name, b.x, b.y, 200, { font: 'Helvetica-Bold', size: 18 });
  line(doc, `Airway bill · ${site.phone}`, b.x, b.y + 23, 200, { size: 8 });
  line(doc, 'AWB NO.', b.x + 205, b.y, 190, { font: 'Helvetica-Bold', size: 7, align: 'center' });
  line(doc, s.awbNo, b.x + 205, b.y + 10, 190, { font: 'Helvetica-Bold', size: 24, align: 'center' });
  const tag = { x: b.x + b.w - 118, y: b.y, w: 118, h: 22 };
  doc.rect(tag.x, tag.y, tag.w, tag.h).fill('black');
  line(doc, copy, tag.x, tag.y + 6.5, tag.w, { font: 'Helvetica-Bold', size: 10, align: 'center', color: 'white' });
}

function codes(doc: Doc, s: LabelShipment, c: Codes, b: Box) {
  barcode(doc, c.barcode, c.barcodeWidthPt, s.awbNo, { x: b.x, y: b.y, w: 250, h: b.h }, 11);
  const mid = { x: b.x + 262, w: b.w - 262 - b.h - 12 };
  codBanner(doc, codText(s), { x: mid.x, y: b.y, w: mid.w, h: 34 }, 16);
  cell(doc, 'Service', serviceText(s), { x: mid.x, y: b.y + 40, w: mid.w, h: 26 }, 10);
  cell(doc, 'Date', dateText(s.createdAt), { x: mid.x, y: b.y + 66, w: mid.w, h: b.h - 66 }, 10);
  drawImage(doc, c.qr, { x: b.x + b.w - b.h, y: b.y, w: b.h, h: b.h });
}

function parties(doc: Doc, s: LabelShipment, b: Box) {
  const w = (b.w - 8) / 2;
  for (const [i, [caption, p]] of ([['FROM (SHIPPER)', s.sender], ['TO (CONSIGNEE)', s.receiver]] as const).entries()) {
    const x = b.x + i * (w + 8);
    doc.lineWidth(i === 1 ? 2 : 0.75).strokeColor('black').rect(x, b.y, w, b.h).stroke();
    line(doc, caption, x + 6, b.y + 5, w - 12, { font: 'Helvetica-Bold', size: 7 });
    party(doc, p, { x: x + 6, y: b.y + 16, w: w - 12, h: b.h - 20 }, 9, 11);
  }
}

function details(doc: Doc, s: LabelShipment, b: Box) {
  const row1: [string, string | null][] = [
    ['Pieces', String(s.pieces.length)],
    ['Chargeable weight', weightText(s.weightGrams)],
    ['Reference', s.reference],
    ['Booking no.', s.bookingNo],
    ['Route', `${s.sender.cityCode} to ${s.receiver.cityCode}`],
  ];
  const w = b.w / row1.length;
  row1.forEach(([k, v], i) => cell(doc, k, v, { x: b.x + i * w, y: b.y, w, h: 26 }, 10));
  cell(doc, 'Contents', s.contents, { x: b.x, y: b.y + 26, w: b.w / 2, h: 26 });
  cell(doc, 'Special instructions', s.specialInstructions, { x: b.x + b.w / 2, y: b.y + 26, w: b.w / 2, h: 26 });
}

function signatures(doc: Doc, labels: readonly string[], b: Box) {
  const w = (b.w - 16) / 2;
  labels.forEach((text, i) => {
    const x = b.x + i * (w + 16);
    doc.lineWidth(0.75).moveTo(x, b.y + b.h - 10).lineTo(x + w, b.y + b.h - 10).stroke();
    line(doc, text, x, b.y + b.h - 7, w, { size: 7 });
  });
}

function copy(doc: Doc, s: LabelShipment, c: Codes, which: (typeof COPIES)[number], b: Box) {
  doc.lineWidth(1).strokeColor('black').rect(b.x, b.y, b.w, b.h).stroke();
  const inner = { x: b.x + PAD, w: b.w - 2 * PAD };
  header(doc, s, which.name, { ...inner, y: b.y + PAD, h: 40 });
  codes(doc, s, c, { ...inner, y: b.y + 52, h: 92 });
  parties(doc, s, { ...inner, y: b.y + 152, h: 112 });
  details(doc, s, { ...inner, y: b.y + 272, h: 52 });
  signatures(doc, which.sign, { ...inner, y: b.y + 330, h: b.h - 330 - PAD });
}

export function drawA4(doc: Doc, s: LabelShipment, c: Codes) {
  doc.addPage({ size: A4_SIZE, margin: 0 });
  const [pw, ph] = A4_SIZE;
  const h = (ph - 2 * MARGIN - GAP) / 2;
  COPIES.forEach((which, i) => copy(doc, s, c, which, { x: MARGIN, y: MARGIN + i * (h + GAP), w: pw - 2 * MARGIN, h }));
  const cutY = MARGIN + h + GAP / 2;
  doc.lineWidth(0.75).dash(4, { space: 3 }).moveTo(MARGIN, cutY).lineTo(pw - MARGIN, cutY).stroke().undash();
  doc.rect(pw / 2 - 40, cutY - 5, 80, 10).fill('white');
  line(doc, 'cut along this line', pw / 2 - 40, cutY - 3.5, 80, { size: 7, align: 'center' });
}
