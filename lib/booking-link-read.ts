// Reading the query string of a quote or a booking link (its encoding is in
// lib/booking-link.ts). Forgiving: a value that is malformed or out of range
// is dropped on its own (a bad piece drops the whole `pieces` value rather
// than quoting fewer pieces), and nothing here ever throws. Each piece is
// checked with the shared schema (pieceSchema), which brings yup: the rate
// finder loads this module when a shared quote is opened, not with the page.
import { decimals } from '@/lib/money';
import { MAX_COD_AED, MAX_PIECES, pieceSchema, type PieceInput } from '@/lib/schemas/rates';
import type { BookingLinkParams, QuoteParams } from './booking-link';

/** What Next's `searchParams` prop or `useSearchParams()`/`URLSearchParams` give. */
export type QueryInput = URLSearchParams | { get(name: string): string | null } | Record<string, string | string[] | undefined>;

const COUNTRY = /^[A-Z]{2}$/;
const CITY = /^[A-Z]{3,5}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PIECE = /^(\d{1,4}(?:\.\d{1,3})?)(?:x(\d{1,3})x(\d{1,3})x(\d{1,3}))?$/;
const COD = /^\d{1,6}(?:\.\d{1,2})?$/;
const MAX_PIECES_CHARS = MAX_PIECES * 24;

export function decodePieces(value: string | undefined): PieceInput[] | undefined {
  if (!value || value.length > MAX_PIECES_CHARS) return undefined;
  const parts = value.split('_');
  if (parts.length > MAX_PIECES) return undefined;
  const pieces: PieceInput[] = [];
  for (const part of parts) {
    const m = PIECE.exec(part);
    if (!m) return undefined;
    const [, w, l, wd, h] = m;
    const piece = {
      Weight: Number(w),
      Length: l ? Number(l) : null,
      Width: wd ? Number(wd) : null,
      Height: h ? Number(h) : null,
    };
    if (!pieceSchema.isValidSync(piece, { strict: true })) return undefined;
    pieces.push(piece);
  }
  return pieces;
}

function first(query: QueryInput, name: string): string | undefined {
  const v = typeof query.get === 'function' ? (query as { get(n: string): string | null }).get(name) : (query as Record<string, unknown>)[name];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' ? s.trim() : undefined;
}

function upperMatch(value: string | undefined, pattern: RegExp): string | undefined {
  const v = value?.toUpperCase();
  return v && pattern.test(v) ? v : undefined;
}

function decodeCod(value: string | undefined): number | undefined {
  if (!value || !COD.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= MAX_COD_AED && decimals(n) <= 2 ? n : undefined;
}

/** The quote's inputs from a query string; fields that are missing or invalid are left out. */
export function parseQuote(query: QueryInput): QuoteParams {
  const out: QuoteParams = {
    OriginCity: upperMatch(first(query, 'origin'), CITY),
    DestinationCountry: upperMatch(first(query, 'dest'), COUNTRY),
    DestinationCity: upperMatch(first(query, 'city'), CITY),
    Pieces: decodePieces(first(query, 'pieces')),
    CodAmount: decodeCod(first(query, 'cod')),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as QuoteParams;
}

/** What /Bookshipment reads: the quote plus the chosen service. */
export function parseBookingLink(query: QueryInput): BookingLinkParams {
  const service = first(query, 'service');
  const q = parseQuote(query);
  return service && UUID.test(service) ? { ...q, ServiceTypeId: service.toLowerCase() } : q;
}
