// A BatchUpload file of n rows made from the template's own example rows
// (GET BatchUpload/template), each with a reference `${tag}-00001`… where the
// template has a reference column. For tests and benchmarks that upload
// large files (bench/shipping.ts, courier-api/routes/faults.test.ts).
import { parse } from 'csv-parse/sync';

export function batchCsvFromTemplate(template: string, n: number, tag: string): string {
  const records = parse(template.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  const [header, ...examples] = records;
  if (!header || !examples.length) throw new Error('BatchUpload/template has no header and example rows');
  const refCol = header.findIndex((h) => /reference/i.test(h));
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [header.map(cell).join(',')];
  for (let i = 0; i < n; i++) {
    const row = [...examples[i % examples.length]!];
    if (refCol >= 0) row[refCol] = `${tag}-${String(i + 1).padStart(5, '0')}`;
    lines.push(row.map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
