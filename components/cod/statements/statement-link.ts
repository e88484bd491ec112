// Where a COD statement opens: /CodStatements?statement=<id>, in the page's language.
export const STATEMENTS_PATH = '/CodStatements';
export const STATEMENT_PARAM = 'statement';

/** The address of one statement (or of the list, without an id); `localize` puts it in the page's language. */
export function statementHref(localize: (path: string) => string, id?: string): string {
  const list = localize(STATEMENTS_PATH);
  return id ? `${list}?${new URLSearchParams({ [STATEMENT_PARAM]: id })}` : list;
}
