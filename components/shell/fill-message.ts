/**
 * A raw message (`rawMessage(path)` on the server, lib/i18n/server.ts, or a catalogue file imported
 * as it is): the ICU text in tests, and in the build the form next-intl's
 * loader compiles it to (next.config.ts, `precompile`): a plain string, or a
 * list of text and `[name]` arguments.
 */
export type RawMessage = string | ReadonlyArray<string | readonly unknown[]>;

/**
 * Fills the `{name}` placeholders of a raw message: the public islands get
 * their words as props and carry no ICU runtime, so a message they format
 * themselves has simple arguments only (fill-message.test.ts checks each one
 * against next-intl's own formatting, compiled and not).
 */
export function fillMessage(pattern: RawMessage, values: Readonly<Record<string, string | number>>): string {
  const value = (name: string, whole: string) => (name in values ? String(values[name]) : whole);
  if (typeof pattern === 'string') return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => value(name, whole));
  return pattern.map((part) => (typeof part === 'string' ? part : value(String(part[0]), `{${String(part[0])}}`))).join('');
}
