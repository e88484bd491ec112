// The proof of delivery as one A4 page: the shipment, who took it, when (UAE
// time) and where, whether the receiver's delivery code was checked, the cash
// collected, and the signature and photo the courier's phone recorded. A
// customer downloads it from the shipment page; Ops attach it to a dispute.
import { site } from '@/lib/site';
import { cell, line, lines, type Box, type Doc } from '../../labels/draw';
import { aed, A4, companyHeader, M, newDocument, pageFooters, timeText, W } from './pdf-layout';

export interface PodPdfInput {
  awbNo: string;
  reference: string | null;
  senderName: string;
  receiverName: string;
  /** "Dubai Marina, Dubai" or "Riyadh, Saudi Arabia". */
  destination: string;
  recipientName: string;
  relationship: string;
  deliveredAt: Date;
  courierName: string;
  position: { lat: number; lng: number; accuracy: number | null } | null;
  codeVerified: boolean;
  codAmountFils: number;
  codMethod: 'cash' | 'card' | null;
  signaturePng: Uint8Array;
  photoJpeg: Uint8Array | null;
}

export function positionText(p: PodPdfInput['position']): string {
  if (!p) return 'Not recorded';
  const accuracy = p.accuracy === null ? '' : ` (±${Math.round(p.accuracy)} m)`;
  return `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}${accuracy}`;
}

export function codLine(fils: number, method: PodPdfInput['codMethod']): string {
  if (fils <= 0) return 'None';
  return method ? `${aed(fils)} (${method})` : aed(fils);
}

/**
 * An image fitted and centred in its box, framed; a note instead when there
 * is none or it cannot be read (the rest of the proof is still worth having).
 */
function picture(doc: Doc, caption: string, bytes: Uint8Array | null, missing: string, b: Box) {
  doc.lineWidth(0.75).strokeColor('black').rect(b.x, b.y, b.w, b.h).stroke();
  line(doc, caption, b.x + 6, b.y + 5, b.w - 12, { font: 'Helvetica-Bold', size: 7 });
  const inner = { x: b.x + 8, y: b.y + 18, w: b.w - 16, h: b.h - 26 };
  if (bytes && bytes.byteLength > 0) {
    try {
      doc.image(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), inner.x, inner.y, { fit: [inner.w, inner.h], align: 'center', valign: 'center' });
      return;
    } catch {
      missing = 'The image could not be read.';
    }
  }
  line(doc, missing, inner.x, inner.y + inner.h / 2 - 5, inner.w, { size: 9, align: 'center', color: '#444444' });
}

export async function renderPodPdf(p: PodPdfInput): Promise<Buffer> {
  const { doc, done } = newDocument(`Proof of delivery ${p.awbNo}`);
  let y = companyHeader(doc, 'PROOF OF DELIVERY', [
    ['Airway bill no.', p.awbNo],
    ['Reference', p.reference || '—'],
    ['Delivered', timeText(p.deliveredAt)],
  ]);

  // The one line a reader looks for, in reverse type.
  doc.rect(M, y, W, 26).fill('black');
  line(doc, `Delivered to ${p.recipientName} (${p.relationship}) on ${timeText(p.deliveredAt)}`, M + 8, y + 8, W - 16, { font: 'Helvetica-Bold', size: 11, color: 'white' });
  y += 36;

  line(doc, 'SHIPMENT', M, y, W, { font: 'Helvetica-Bold', size: 8 });
  y += 12;
  const half = W / 2;
  cell(doc, 'Airway bill no.', p.awbNo, { x: M, y, w: half / 2, h: 26 }, 10);
  cell(doc, 'Reference', p.reference, { x: M + half / 2, y, w: half / 2, h: 26 }, 10);
  cell(doc, 'Destination', p.destination, { x: M + half, y, w: half, h: 26 }, 10);
  y += 26;
  cell(doc, 'Shipper', p.senderName, { x: M, y, w: half, h: 26 }, 10);
  cell(doc, 'Receiver', p.receiverName, { x: M + half, y, w: half, h: 26 }, 10);
  y += 38;

  line(doc, 'DELIVERY', M, y, W, { font: 'Helvetica-Bold', size: 8 });
  y += 12;
  const q = W / 4;
  cell(doc, 'Received by', p.recipientName, { x: M, y, w: q, h: 26 }, 10);
  cell(doc, 'Relationship', p.relationship, { x: M + q, y, w: q, h: 26 }, 10);
  cell(doc, 'Delivered at (UAE time)', timeText(p.deliveredAt), { x: M + 2 * q, y, w: q, h: 26 }, 10);
  cell(doc, 'Courier', p.courierName, { x: M + 3 * q, y, w: q, h: 26 }, 10);
  y += 26;
  cell(doc, 'Position (GPS)', positionText(p.position), { x: M, y, w: 2 * q, h: 26 }, 10);
  cell(doc, 'Delivery code', p.codeVerified ? 'Verified' : 'Not required', { x: M + 2 * q, y, w: q, h: 26 }, 10);
  cell(doc, 'Cash on delivery', codLine(p.codAmountFils, p.codMethod), { x: M + 3 * q, y, w: q, h: 26 }, 10);
  y += 38;

  const imgH = Math.min(300, A4[1] - 110 - y);
  picture(doc, "RECIPIENT'S SIGNATURE", p.signaturePng, 'No signature recorded.', { x: M, y, w: half - 5, h: imgH });
  picture(doc, 'PHOTO AT DELIVERY', p.photoJpeg, 'No photo taken.', { x: M + half + 5, y, w: half - 5, h: imgH });
  y += imgH + 12;

  lines(doc, [
    { text: "Recorded by the courier's device at the door. Times are UAE time (Asia/Dubai, UTC+4).", size: 7.5 },
    { text: `Questions about this delivery: ${site.email}, ${site.phone}, quoting airway bill ${p.awbNo}.`, size: 7.5 },
  ], { x: M, y, w: W, h: 30 });

  pageFooters(doc, `${site.legalName} · TRN ${site.trn}`, `Proof of delivery ${p.awbNo}`);
  doc.end();
  return done;
}
