// The query every list call takes (issue 11): search, page, limit, sort and a
// date range, built once here. Each list's schema is `listQuery({...})` plus
// its own filters (`.shape({ Status: … })`), so the fields, their limits and
// their messages are the same on every list, and the form that builds the
// query and the route that reads it share one definition.
import * as yup from 'yup';
import { str, text, wholeNumber } from './common';
import { isIsoDate } from './dashboard';

export const MAX_SEARCH = 100;
export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** `CreatedAt:desc`: one of the list's keys and a direction. */
export type SortValue<K extends string> = `${K}:${SortDirection}`;

/** Free text matched by the list's own search (the label names it in messages). */
export const searchField = (label = 'Search') => text(label, MAX_SEARCH).default('');
export const pageField = () => wholeNumber('Page', 1, MAX_PAGE).default(1);
export const limitField = (pageSize: number) => wholeNumber('Limit', 1, MAX_LIMIT).default(pageSize);

/** A Dubai calendar day, YYYY-MM-DD, or '' (no limit). */
export function isoDay(label: string) {
  return str(label)
    .default('')
    .test('date', `${label} must be a date like 2026-03-01.`, (v) => !v || isIsoDate(v));
}

/** A list filter on a code: one of `codes`, or '' (the default) for all. */
export function codeFilter<const C extends string>(label: string, codes: readonly C[]) {
  return str(label)
    .oneOf(['', ...codes], `${label} must be one of ${codes.join(', ')}.`)
    .default('');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The same with the pickup screens' wording: a bad shape and an impossible day are told apart. */
export function dateFilter(label: string) {
  return str(label)
    .matches(DAY, { message: `${label} must be a date like 2026-11-23.`, excludeEmptyString: true })
    .test('real', `${label} is not a real date.`, (v) => !v || !DAY.test(v) || isIsoDate(v))
    .default('');
}
type DateField = ReturnType<typeof isoDay>;

export const sortMessage = (keys: readonly string[]) => `Sort must be one of ${keys.join(', ')} (with :asc or :desc).`;

/** `createdat:DESC` → { key: 'CreatedAt', dir: 'desc' }; null when the key is not the list's or the direction is missing. */
export function parseSort<K extends string>(value: string, keys: readonly K[]): { key: K; dir: SortDirection } | null {
  const m = /^([A-Za-z]+):(asc|desc)$/i.exec(value.trim());
  const key = m && keys.find((k) => k.toLowerCase() === m[1]!.toLowerCase());
  return key ? { key, dir: m[2]!.toLowerCase() as SortDirection } : null;
}

/**
 * `sort`: `<Key>:<asc|desc>` with a key of the list (any letter case, written
 * back in the list's spelling). Optional: without it, or with '', the list
 * keeps its own order.
 */
export function sortField<K extends string>(keys: readonly K[]) {
  const message = sortMessage(keys);
  return str('Sort')
    .transform((v: unknown) => {
      if (v === '' || v === null) return undefined;
      if (typeof v !== 'string') return v;
      const parsed = parseSort(v, keys);
      return parsed ? `${parsed.key}:${parsed.dir}` : v;
    })
    .test('sort', message, (v) => v === undefined || (typeof v === 'string' && parseSort(v, keys) !== null)) as unknown as yup.StringSchema<
    SortValue<K> | undefined,
    yup.AnyObject,
    undefined,
    ''
  >;
}

export interface RangeOptions<F extends string, T extends string> {
  /** The field names of the range's ends (also their labels). */
  from: F;
  to: T;
  /** What is said when the end comes before the start, and on which field. */
  message: string;
  path: F | T;
  /** The day field (default: isoDay). */
  day?: (label: string) => DateField;
}

/** The range of most lists: From and To, both optional, and "From must be on or before To." on From. */
export const FROM_ON_OR_BEFORE_TO = { from: 'From', to: 'To', message: 'From must be on or before To.', path: 'From' } as const;

/**
 * The range's order, as a test of the field at `path` (so the message sits on
 * that field, where each list has always put it). Checked only when both ends
 * are real days: otherwise their own messages say what is wrong.
 */
export function rangeInOrder<F extends string, T extends string>({ from, to }: Pick<RangeOptions<F, T>, 'from' | 'to'>) {
  return function order(this: yup.TestContext) {
    const v = this.parent as Record<string, unknown>;
    const [a, b] = [v[from], v[to]];
    return typeof a !== 'string' || typeof b !== 'string' || !isIsoDate(a) || !isIsoDate(b) || a <= b;
  };
}

export interface ListQueryOptions<K extends string, S extends boolean | string, F extends string, T extends string> {
  /** The default `limit`: the list's page size. */
  pageSize: number;
  /** A `search` field (true, or the label its messages use). */
  search?: S;
  /** The keys `sort` accepts. */
  sorts?: readonly K[];
  range?: RangeOptions<F, T>;
}

type SearchShape<S> = [S] extends [false] ? unknown : { search: ReturnType<typeof searchField> };
type RangeShape<F extends string, T extends string> = [F] extends [never] ? unknown : Record<F | T, DateField>;
type SortShape<K extends string> = [K] extends [never] ? unknown : { sort: ReturnType<typeof sortField<K>> };
type ListShape<K extends string, S, F extends string, T extends string> = SearchShape<S> &
  RangeShape<F, T> & { page: ReturnType<typeof pageField>; limit: ReturnType<typeof limitField> } & SortShape<K>;

/**
 * One list's query: `search` (if asked), the range's two days (if any, with
 * their order checked), `page`, `limit` (default `pageSize`, at most 100) and
 * `sort` (if the list has sort keys). Add the list's filters with `.shape()`.
 */
export function listQuery<const K extends string = never, S extends boolean | string = false, F extends string = never, T extends string = never>(
  o: ListQueryOptions<K, S, F, T>,
) {
  const shape: yup.ObjectShape = {};
  if (o.search) shape.search = searchField(typeof o.search === 'string' ? o.search : undefined);
  if (o.range) {
    const day = o.range.day ?? isoDay;
    const check = rangeInOrder(o.range);
    for (const end of [o.range.from, o.range.to]) {
      shape[end] = end === o.range.path ? day(end).test('order', o.range.message, check) : day(end);
    }
  }
  shape.page = pageField();
  shape.limit = limitField(o.pageSize);
  if (o.sorts?.length) shape.sort = sortField(o.sorts);
  return yup.object(shape as ListShape<K, S, F, T>);
}
