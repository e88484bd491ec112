// Parts of a message catalogue, at the same places (pickMessages), and two
// providers' messages as one (InnerMessagesProvider). A module of its own so
// that tests and tools can use it without next-intl's server side.
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

/** `outer` with `inner`'s messages added (inner's win where both hold a message); neither is changed. */
export function mergeMessages(outer: AbstractIntlMessages, inner: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const before = merged[key];
    merged[key] = typeof before === 'object' && typeof value === 'object' ? mergeMessages(before, value) : value;
  }
  return merged;
}
