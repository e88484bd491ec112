// Opaque list cursors: where the next page starts (the id of the last row of
// a page, or a page number), wrapped so that a client treats it as a token,
// and a cursor of one list is refused by another.
import { UUID } from '@/lib/schemas/rates';
import { badRequest } from '../http';

export const CURSOR_INVALID = 'This cursor is not valid. Please pass the next_cursor of the previous page exactly as it was given.';

export const cursorInvalid = () => badRequest(CURSOR_INVALID, { cursor: CURSOR_INVALID });

export const encodeCursor = (list: string, position: string) => Buffer.from(`${list}:${position}`, 'utf8').toString('base64url');

/** The position in a cursor of `list` (a row id unless `shape` says otherwise); null for none (the first page); a 400 for anything else. */
export function decodeCursor(list: string, cursor: string, shape: RegExp = UUID): string | null {
  if (!cursor) return null;
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const position = text.startsWith(`${list}:`) ? text.slice(list.length + 1) : '';
  if (!shape.test(position)) throw cursorInvalid();
  return position.toLowerCase();
}
