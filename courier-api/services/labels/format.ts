// The words and figures both layouts print, formatted once: COD, weight,
// service, the date in Dubai, and the sender and receiver blocks.
import { formatAed, formatKg, fromFils, fromGrams } from '@/lib/money';
import { line, lines, type Box, type Doc } from './draw';
import type { LabelParty, LabelShipment } from './load-shipments';

/** "COD AED 150.00", or null when nothing is to be collected. */
export function codText(s: LabelShipment): string | null {
  return s.codFils > 0 ? `COD ${formatAed(fromFils(s.codFils))}` : null;
}

export const weightText = (grams: number) => formatKg(fromGrams(grams));

export function serviceText(s: LabelShipment): string {
  return s.serviceName ? `${s.serviceCode} – ${s.serviceName}` : s.serviceCode;
}

const dubaiDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: '2-digit', month: 'short', year: 'numeric' });

/** "23 Nov 2026": the booking date as the shipper saw it in the UAE. */
export const dateText = (d: Date) => dubaiDate.format(d);

/**
 * A party's block: name, company, phone and street lines from the top, and
 * city and country always on the bottom line, so a long address loses its
 * last street line rather than the city a sorter reads.
 */
export function party(doc: Doc, p: LabelParty, box: Box, size: number, big = size) {
  const cityY = box.y + box.h - big * 1.2;
  line(doc, `${p.city} (${p.cityCode}), ${p.country}`, box.x, cityY, box.w, { font: 'Helvetica-Bold', size: big });
  lines(
    doc,
    [
      { text: p.name, font: 'Helvetica-Bold', size: big },
      { text: p.company, size },
      { text: p.phone ? `Tel ${p.phone}` : null, size },
      ...p.lines.map((text) => ({ text, size })),
    ],
    { ...box, h: cityY - box.y },
  );
}

/** "Piece 2 of 3" (0-based index in, 1-based out). */
export function pieceText(s: LabelShipment, index: number): string {
  return `Piece ${index + 1} of ${s.pieces.length}`;
}
