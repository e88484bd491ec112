// Parts of a message catalogue, at the same places (pickMessages; a module of
// its own so that tests and tools can use it without next-intl's server side).
// The parts are the catalogue's own objects: React sends an object that two
// providers of one page hold once (a portal page's and its layout's).
import type { AbstractIntlMessages } from 'next-intl';

/**
 * What `messages` holds at `path`: a namespace, a part of one ('rates.form') or
 * one message ('rates.form.submit'), as the catalogue holds it (compiled in the
 * build, next.config.ts). Throws when nothing is there.
 */
export function messagesAt(messages: AbstractIntlMessages, path: string): AbstractIntlMessages[string] {
  let at: unknown = messages;
  for (const key of path.split('.')) at = at && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
  if (at === undefined) throw new Error(`No messages at ${path}`);
  return at as AbstractIntlMessages[string];
}

/** The parts of `messages` at `paths`, at the same places: a path names a namespace or a part of one ('rates.form'). */
export function pickPaths(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  // A path under another one given ('booking.places' beside 'booking') is already in; the parts made here are new objects, never the catalogue's own.
  const kept = paths.filter((p) => !paths.some((q) => p.startsWith(`${q}.`)));
  for (const p of kept) {
    const part = messagesAt(messages, p);
    const keys = p.split('.');
    const last = keys.pop()!;
    let to = picked;
    for (const key of keys) to = (to[key] ??= {}) as AbstractIntlMessages;
    to[last] = part;
  }
  return picked;
}
