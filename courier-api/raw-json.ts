// JSON text that an answer carries as it is: made by PostgreSQL (a tracking
// log, built by the statement that reads it), spliced into the answer's text
// by `stringifyAnswer` instead of being parsed into objects only to be
// stringified again. For a 50-number tracking call that was about 400 event
// objects parsed, rebuilt and written back out (bench/README.md, "session 31").
//
// Anywhere else (a plain JSON.stringify, a webhook's payload) a RawJson
// serializes as its parsed value, so it is never wrong, only slower.
import { randomBytes } from 'node:crypto';

/**
 * What a RawJson's toJSON gives while an answer is written: a string no text
 * from the database passes for (a random nonce between NULs), which
 * JSON.stringify writes as `TOKEN`. The parts come in the order
 * JSON.stringify meets them, so the n-th token is the n-th part.
 */
const MARK = `\u0000${randomBytes(12).toString('hex')}\u0000`;
const TOKEN = JSON.stringify(MARK);

/** The parts of the answer being stringified now (JSON.stringify is synchronous: one answer at a time). */
let collecting: string[] | null = null;

export class RawJson<T = unknown> {
  /** `text` must be valid JSON (the statement that makes a tracking log is held to that by routes/tracking.test.ts). */
  constructor(readonly text: string) {}

  /** Its value, for code that reads it rather than sends it. */
  value(): T {
    return JSON.parse(this.text) as T;
  }

  toJSON(): unknown {
    if (!collecting) return this.value();
    collecting.push(this.text);
    return MARK;
  }
}

/** JSON.stringify, with each RawJson's text spliced in where its value belongs. */
export function stringifyAnswer(data: unknown): string {
  const spliced = splice(data);
  return typeof spliced === 'string' ? spliced : spliced.join('');
}

/**
 * The answer's body: stringifyAnswer's text, or, for an answer that carries
 * RawJson, its UTF-8 bytes written piece by piece. Joining the pieces into one
 * string and encoding that cost a 50-number tracking answer (70 kB) about
 * 100 µs more: the joined string is a rope V8 flattens before encoding it
 * (bench/README.md, "session 34").
 */
export function answerBody(data: unknown): string | Uint8Array {
  const spliced = splice(data);
  if (typeof spliced === 'string') return spliced;
  let size = 0;
  for (const s of spliced) size += Buffer.byteLength(s);
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const s of spliced) at += bytes.write(s, at);
  return bytes;
}

/** JSON.stringify's text, or its pieces in order with each RawJson's text between them. */
function splice(data: unknown): string | string[] {
  const outer = collecting;
  const parts: string[] = [];
  collecting = parts;
  try {
    const text = JSON.stringify(data);
    if (parts.length === 0) return text;
    // split on a plain string searches as indexOf does: a regular expression over the text cost as much as writing it.
    const pieces = text.split(TOKEN);
    // Never seen: a token written inside another string (a toJSON that calls JSON.stringify itself). Then no splicing.
    if (pieces.length !== parts.length + 1) {
      collecting = null;
      return JSON.stringify(data);
    }
    const out: string[] = [pieces[0]!];
    for (let i = 0; i < parts.length; i++) out.push(parts[i]!, pieces[i + 1]!);
    return out;
  } finally {
    collecting = outer;
  }
}
