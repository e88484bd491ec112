// Parts of a message catalogue, at the same places (pickMessages; a module of
// its own so that tests and tools can use it without next-intl's server side).
// The parts are the catalogue's own objects: React sends an object that two
// providers of one page hold once (a portal page's and its layout's).
import type { AbstractIntlMessages } from 'next-intl';

/** The parts of `messages` at `paths`, at the same places: a path names a namespace or a part of one ('rates.form'). */
export function pickPaths(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  // A path under another one given ('booking.places' beside 'booking') is already in; the parts made here are new objects, never the catalogue's own.
  const kept = paths.filter((p) => !paths.some((q) => p.startsWith(`${q}.`)));
  for (const p of kept) {
    const keys = p.split('.');
    let from: AbstractIntlMessages | string | undefined = messages;
    let to = picked;
    keys.forEach((key, i) => {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) throw new Error(`No messages at ${p}`);
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as AbstractIntlMessages;
    });
  }
  return picked;
}
