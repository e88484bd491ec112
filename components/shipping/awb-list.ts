// Airway bill numbers as people type them into a box (the Print tab, the Admin's scan form).

/** Numbers typed one a line (or separated by commas or spaces), without repeats. */
export function parseAwbList(text: string): { numbers: string[]; invalid: string[] } {
  const all = [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
  return { numbers: all.filter((n) => /^\d{11}$/.test(n)), invalid: all.filter((n) => !/^\d{11}$/.test(n)) };
}
