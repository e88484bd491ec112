// One page of a list and the count of the whole list, read together: the
// paging every list call shares (page and limit from lib/schemas/list-query.ts).
import type { PgSelect } from 'drizzle-orm/pg-core';

export interface Paging {
  page: number;
  limit: number;
}

/**
 * `rows` is the list's query, filtered and ordered (made dynamic with
 * `.$dynamic()` so the page can be cut from it); `counted` counts every row
 * it matches. Returns the page's rows, and Total, Page and Limit as each
 * list answers them.
 */
export async function listPage<Q extends PgSelect>(rows: Q, counted: PromiseLike<{ n: number | string }[]>, p: Paging) {
  const [page, [total]] = await Promise.all([rows.limit(p.limit).offset((p.page - 1) * p.limit), counted]);
  return { rows: page as Awaited<Q>, Total: Number(total?.n ?? 0), Page: p.page, Limit: p.limit };
}
