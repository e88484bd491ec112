// The run sheet a courier takes on the road, and Ops keep: the day's stops in
// order with who, where, what to collect, and an empty column to note the
// outcome and get a signature when the phone is flat or offline. Ends with the
// cash to collect and the counts, and lines for the courier's and Ops'
// signatures at the cash handover.
import { site } from '@/lib/site';
import { amountText } from '../../invoices/pdf-format';
import { line, type Doc, type Line } from '../../labels/draw';
import { A4, aed, BOTTOM, calendarDayText, companyHeader, continuedTitle, M, newDocument, pageFooters, table, W, wrap, type Column } from './pdf-layout';

export interface RunSheetStop {
  seq: number;
  kind: 'delivery' | 'pickup';
  /** The airway bill number of a delivery, the booking number of a pickup. */
  ref: string;
  name: string;
  phone: string;
  address: string;
  area: string;
  emirate: string;
  pieces: number;
  codAmountFils: number;
  instructions: string | null;
}

export interface RunSheetInput {
  /** YYYY-MM-DD */
  date: string;
  courierName: string;
  stops: RunSheetStop[];
}

const COLS: Column[] = [
  { title: '#', width: 20 },
  { title: 'Type', width: 38 },
  { title: 'AWB / Booking', width: 66 },
  { title: 'Name / phone', width: 92 },
  { title: 'Address / instructions', width: 146 },
  { title: 'Pcs', width: 22, align: 'right' },
  { title: 'COD (AED)', width: 50, align: 'right' },
  { title: 'Signature / outcome', width: 81 },
];
const width = (title: string) => COLS.find((c) => c.title === title)!.width - 6;

export interface RunSheetTotals {
  stops: number;
  deliveries: number;
  pickups: number;
  codStops: number;
  pieces: number;
  cashFils: number;
}

export function runSheetTotals(stops: RunSheetStop[]): RunSheetTotals {
  const deliveries = stops.filter((s) => s.kind === 'delivery');
  return {
    stops: stops.length,
    deliveries: deliveries.length,
    pickups: stops.length - deliveries.length,
    codStops: stops.filter((s) => s.codAmountFils > 0).length,
    pieces: stops.reduce((n, s) => n + s.pieces, 0),
    cashFils: stops.reduce((n, s) => n + s.codAmountFils, 0),
  };
}

function addressCell(doc: Doc, s: RunSheetStop): Line[] {
  const w = width('Address / instructions');
  return [
    ...wrap(doc, s.address, w, 'Helvetica', 7.5, 2).map((text) => ({ text, size: 7.5 })),
    { text: [s.area, s.emirate].filter(Boolean).join(', '), font: 'Helvetica-Bold', size: 7.5 },
    ...wrap(doc, s.instructions ? `Note: ${s.instructions}` : null, w, 'Helvetica', 7, 2).map((text) => ({ text, size: 7 })),
  ];
}

function stopRow(doc: Doc, s: RunSheetStop) {
  return [
    String(s.seq),
    s.kind === 'delivery' ? 'Delivery' : 'Pickup',
    [{ text: s.ref, font: 'Helvetica-Bold', size: 7.5 }] as Line[],
    [...wrap(doc, s.name, width('Name / phone'), 'Helvetica-Bold', 7.5, 2).map((text) => ({ text, font: 'Helvetica-Bold' as const, size: 7.5 })), { text: s.phone, size: 7.5 }],
    addressCell(doc, s),
    String(s.pieces),
    s.codAmountFils > 0 ? ([{ text: amountText(s.codAmountFils), font: 'Helvetica-Bold', size: 8 }] as Line[]) : '—',
    '',
  ];
}

export async function renderRunSheetPdf(input: RunSheetInput): Promise<Buffer> {
  const t = runSheetTotals(input.stops);
  const title = `Run sheet ${input.date} · ${input.courierName}`;
  const { doc, done } = newDocument(title);
  const top = companyHeader(doc, 'RUN SHEET', [
    ['Date', calendarDayText(input.date)],
    ['Courier', input.courierName],
    ['Stops', String(t.stops)],
    ['Cash to collect', aed(t.cashFils)],
  ]);
  let y = table(doc, COLS, input.stops.map((s) => stopRow(doc, s)), top, { grid: true, minRowHeight: 30, continued: () => continuedTitle(doc, title) });

  // The totals and the sign-off stay together.
  if (y + 120 > BOTTOM) {
    doc.addPage({ size: A4, margin: 0 });
    y = continuedTitle(doc, title);
  }
  y += 14;
  doc.lineWidth(1.5).strokeColor('black').rect(M + W - 250, y, 250, 24).stroke();
  line(doc, 'Cash to collect', M + W - 244, y + 7, 120, { font: 'Helvetica-Bold', size: 10 });
  line(doc, aed(t.cashFils), M + W - 124, y + 7, 118, { font: 'Helvetica-Bold', size: 11, align: 'right' });
  const counts = [
    `${t.stops} stops: ${t.deliveries} ${t.deliveries === 1 ? 'delivery' : 'deliveries'}, ${t.pickups} ${t.pickups === 1 ? 'pickup' : 'pickups'}`,
    `${t.codStops} with cash on delivery · ${t.pieces} ${t.pieces === 1 ? 'piece' : 'pieces'}`,
  ];
  counts.forEach((text, i) => line(doc, text, M, y + i * 12, W - 260, { size: 9 }));
  y += 60;
  const sign = (caption: string, x: number) => {
    doc.lineWidth(0.75).strokeColor('black').moveTo(x, y).lineTo(x + W / 2 - 20, y).stroke();
    line(doc, caption, x, y + 4, W / 2 - 20, { size: 7.5 });
  };
  sign('Courier: signature, date and time', M);
  sign('Cash received by (Ops): amount, signature', M + W / 2 + 20);

  pageFooters(doc, `${site.name} · ${site.phone}`, `Run sheet ${input.date}`);
  doc.end();
  return done;
}
