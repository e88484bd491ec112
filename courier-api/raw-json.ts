// JSON text that an answer carries as it is: made by PostgreSQL (a tracking
// log, built by the statement that reads it), spliced into the answer's text
// by `stringifyAnswer` instead of being parsed into objects only to be
// stringified again. For a 50-number tracking call that was about 400 event
// objects parsed, rebuilt and written back out (bench/README.md, "session 31").
//
// Anywhere else (a plain JSON.stringify, a webhook's payload) a RawJson
// serializes as its parsed value, so it is never wrong, only slower.
import { randomBytes } from 'node:crypto';

/** Marks a spliced part in the answer's text; the nonce keeps text from the database from passing for one. */
const NONCE = randomBytes(8).toString('hex');
const TOKEN = new RegExp(`"\\\\u0000${NONCE}:(\\d+)\\\\u0000"`, 'g');

/** The parts of the answer being stringified now (JSON.stringify is synchronous: one answer at a time). */
let collecting: string[] | null = null;

export class RawJson<T = unknown> {
  /** `text` must be valid JSON (the statement that made it is tested for that, see services/tracking.test.ts). */
  constructor(readonly text: string) {}

  /** Its value, for code that reads it rather than sends it. */
  value(): T {
    return JSON.parse(this.text) as T;
  }

  toJSON(): unknown {
    if (!collecting) return this.value();
    collecting.push(this.text);
    return `\u0000${NONCE}:${collecting.length - 1}\u0000`;
  }
}

/** JSON.stringify, with each RawJson's text spliced in where its value belongs. */
export function stringifyAnswer(data: unknown): string {
  const outer = collecting;
  const parts: string[] = [];
  collecting = parts;
  try {
    const text = JSON.stringify(data);
    return parts.length === 0 ? text : text.replace(TOKEN, (_, i: string) => parts[Number(i)]!);
  } finally {
    collecting = outer;
  }
}
