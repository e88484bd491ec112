// The ORDER BY of a list from its `sort` (lib/schemas/list-query.ts). Each
// list names its keys once, mapped to Drizzle columns or SQL it writes itself:
// the request only ever picks one of those, so no text from it reaches the
// SQL. Without a sort the list keeps the order it always had.
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { parseSort, sortMessage } from '@/lib/schemas/list-query';
import { badRequest } from '../http';

type Orderable = AnyColumn | SQLWrapper;

export interface ListOrder<K extends string> {
  /** What each key orders by: a column, or columns compared in turn (PickupDate, then the window's start). */
  keys: Record<K, Orderable | readonly Orderable[]>;
  /**
   * Appended in the sort's direction: unique at the end (the id), so rows
   * with equal keys keep one order and a page never repeats or skips a row.
   */
  tieBreak: readonly Orderable[];
  /** The order without a sort (each list's own, from before sorting existed). */
  fallback: readonly SQL[];
}

export function listOrder<K extends string>(sort: string | undefined, o: ListOrder<K>): SQL[] {
  if (!sort) return [...o.fallback];
  const keys = Object.keys(o.keys) as K[];
  // The schema has checked it already; a caller that skipped the schema still gets a 400, never SQL of its own.
  const parsed = parseSort(sort, keys);
  if (!parsed) throw badRequest(sortMessage(keys), { sort: sortMessage(keys) });
  const by = o.keys[parsed.key];
  const dir = parsed.dir === 'asc' ? asc : desc;
  return [...(Array.isArray(by) ? by : [by]), ...o.tieBreak].map((col) => dir(col));
}
