/**
 * Fills the `{name}` placeholders of a raw message (`t.raw(key)` on the
 * server): the public islands get their words as props and carry no ICU
 * runtime, so a message they format themselves is a plain `{name}` template.
 */
export function fillMessage(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
