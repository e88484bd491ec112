// Batch upload CSV (docs/api/shipping.md, "Batches"): the columns, the
// template, a strict-but-forgiving CSV reader (quotes, commas and line breaks
// in quotes, CRLF, BOM) and the mapping of each row to a CreateAirwayBill
// body validated with the same yup schema as the form. The browser runs it to
// check a file before uploading; the courier API runs it again on upload.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ValidationError } from 'yup';
import { MAX_BATCH_ERRORS, MAX_BATCH_ROWS, type BatchRowError } from './schemas/batch';
import { MAX_PIECES } from './schemas/rates';
import { createAirwayBillSchema, type CreateAirwayBillInput } from './schemas/shipment';
import { validateInputSync } from './schemas/validate-fast';

export const BATCH_COLUMNS = [
  'SenderAddressId',
  'ReceiverName',
  'ReceiverCompany',
  'ReceiverPhone',
  'ReceiverEmail',
  'ReceiverAddressLine1',
  'ReceiverAddressLine2',
  'ReceiverCountry',
  'ReceiverCity',
  'ServiceCode',
  'Pieces',
  'Weight',
  'Length',
  'Width',
  'Height',
  'Contents',
  'DeclaredValue',
  'CodAmount',
  'Reference',
  'SpecialInstructions',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/** Columns the header must have; the others may be left out (blank on every row). */
export const REQUIRED_COLUMNS: readonly BatchColumn[] = ['ReceiverName', 'ReceiverPhone', 'ReceiverAddressLine1', 'ReceiverCity', 'ServiceCode', 'Weight', 'Contents'];

/** One row of the file as text, by column (what the template generator writes). */
export type BatchRecord = Partial<Record<BatchColumn, string | number>>;

// ---------------------------------------------------------------- writing

const cell = (v: string | number | undefined) => {
  const s = v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A batch file: the header and one line per record, CRLF line ends (as spreadsheets write them). */
export function batchCsv(records: readonly BatchRecord[]): string {
  const lines = [BATCH_COLUMNS.join(','), ...records.map((r) => BATCH_COLUMNS.map((c) => cell(r[c])).join(','))];
  return lines.join('\r\n') + '\r\n';
}

/**
 * The downloadable template: the header and two example rows, one domestic
 * (blank SenderAddressId = the default sender, a city by name, COD) and one
 * abroad (a city by code, two identical pieces). Rows whose service code is
 * not given are left out.
 */
export function batchTemplate(codes: { domestic?: string; international?: string }): string {
  const examples: BatchRecord[] = [];
  if (codes.domestic) {
    examples.push({
      ReceiverName: 'Aisha Rahman', ReceiverCompany: 'Rahman Trading', ReceiverPhone: '0501234567', ReceiverEmail: 'aisha@example.ae',
      ReceiverAddressLine1: 'Villa 12, Street 4', ReceiverAddressLine2: 'Khalifa City', ReceiverCountry: 'AE', ReceiverCity: 'Abu Dhabi',
      ServiceCode: codes.domestic, Pieces: 1, Weight: 2.5, Length: 30, Width: 20, Height: 15, Contents: 'Clothes',
      DeclaredValue: 250, CodAmount: 150, Reference: 'ORDER-1001', SpecialInstructions: 'Call before delivery',
    });
  }
  if (codes.international) {
    examples.push({
      ReceiverName: 'James Carter', ReceiverPhone: '+44 20 7946 0958', ReceiverAddressLine1: 'Flat 3, 21 Baker Street',
      ReceiverAddressLine2: 'Marylebone', ReceiverCountry: 'GB', ReceiverCity: 'LON', ServiceCode: codes.international,
      Pieces: 2, Weight: 1.2, Contents: 'Printed books', DeclaredValue: 400, CodAmount: 0, Reference: 'ORDER-1002',
    });
  }
  return batchCsv(examples);
}

// ---------------------------------------------------------------- reading

/** A record of the file and its row number as a spreadsheet shows it (a line break inside quotes stays in one row). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/**
 * RFC 4180 with what spreadsheets really write: a BOM, CRLF or LF or CR line
 * ends, quoted cells holding commas, quotes ("") and line breaks. A quote
 * inside an unquoted cell is taken literally. Only an unclosed quote fails.
 */
export function parseCsv(text: string): { records: CsvRecord[] } | { error: BatchRowError } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let quoteRow = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const endRecord = () => {
    cells.push(field);
    records.push({ row: records.length + 1, cells });
    cells = [];
    field = '';
    fieldStarted = false;
  };
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      const close = text.indexOf('"', i);
      if (close < 0) {
        return { error: { Row: quoteRow, Column: '', Message: 'A quoted cell is never closed (a " is missing). Please check this row.' } };
      }
      field += text.slice(i, close);
      if (text[close + 1] === '"') {
        field += '"';
        i = close + 2;
      } else {
        quoted = false;
        i = close + 1;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteRow = records.length + 1;
      i++;
    } else if (ch === ',') {
      cells.push(field);
      field = '';
      fieldStarted = false;
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // Plain text up to the next delimiter in one slice (a 5 MB file is mostly this).
      let j = i + 1;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 13 || c === 10) break;
        j++;
      }
      field += text.slice(i, j);
      fieldStarted = true;
      i = j;
    }
  }
  // The last line may or may not end with a line break.
  if (fieldStarted || field || cells.length) endRecord();
  return { records };
}

/** Facts only the caller knows: the courier's services and cities, and the account's default sender. */
export interface BatchLookups {
  /** ServiceCode (upper case) → the service type's id. */
  serviceIds: ReadonlyMap<string, string>;
  /** The cities of a country, or undefined when the country is not on the list. */
  cities(country: string): readonly { name: string; code: string }[] | undefined;
  /** The account's default sender address, used for a blank SenderAddressId; null when it has none. */
  defaultSenderId: string | null;
}

export interface BatchRow {
  row: number;
  input: CreateAirwayBillInput;
}

export interface BatchCheck {
  rows: BatchRow[];
  /** The first MAX_BATCH_ERRORS problems, by row. */
  errors: BatchRowError[];
  /** All problems found (may be more than listed). */
  errorCount: number;
}

/** "Receiver Name", "receiver_name" and "RECEIVERNAME" all name ReceiverName. */
const headerKey = (h: string) => h.replace(/[\s_-]/g, '').toLowerCase();
const COLUMN_BY_KEY = new Map<string, BatchColumn>(BATCH_COLUMNS.map((c) => [headerKey(c), c]));

type ColumnIndex = Map<BatchColumn, number>;

function readHeader(cells: string[]): { index: ColumnIndex; unnamed: number[]; errors: BatchRowError[] } {
  const index: ColumnIndex = new Map();
  const unnamed: number[] = [];
  const errors: BatchRowError[] = [];
  cells.forEach((raw, i) => {
    const name = raw.trim();
    if (!name) return void unnamed.push(i);
    const column = COLUMN_BY_KEY.get(headerKey(name));
    if (!column) errors.push({ Row: 1, Column: name, Message: `"${name}" is not a column of the batch file. The columns are: ${BATCH_COLUMNS.join(', ')}.` });
    else if (index.has(column)) errors.push({ Row: 1, Column: column, Message: `The column ${column} appears twice.` });
    else index.set(column, i);
  });
  for (const c of REQUIRED_COLUMNS) {
    if (!index.has(c)) errors.push({ Row: 1, Column: c, Message: `The column ${c} is missing. Please start from the template.` });
  }
  return { index, unnamed, errors };
}

/** E.164 when valid: local numbers are read in the receiver's country; spreadsheets drop the + of international ones. */
function normalizePhone(raw: string, country: string): string {
  if (!raw) return raw;
  const local = parsePhoneNumberFromString(raw, country as CountryCode);
  if (local?.isValid()) return local.number;
  if (raw.startsWith('+')) return raw;
  const digits = raw.replace(/\D/g, '').replace(/^00/, '');
  const international = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return international?.isValid() ? international.number : raw;
}

// The names quoteService gives its fields (resolveRoute) and the body's service id.
const PATH_COLUMNS: Record<string, BatchColumn> = {
  ServiceTypeId: 'ServiceCode',
  OriginCity: 'SenderAddressId',
  DestinationCountry: 'ReceiverCountry',
  DestinationCity: 'ReceiverCity',
};

/** Where a field of the CreateAirwayBill body (a yup path, or a field the API names) sits in the file. */
export function batchColumnOf(path: string): string {
  const piece = /^Pieces\[\d+\](?:\.(\w+))?$/.exec(path);
  if (piece) return piece[1] ?? 'Length'; // "Give all three dimensions of a piece, or none."
  if (path.startsWith('Receiver.')) return `Receiver${path.slice('Receiver.'.length)}`;
  return PATH_COLUMNS[path] ?? path;
}

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** A city's code or its name (any case and spacing) → its CityCode; a code wins over a name spelt like it. */
function cityKeys(list: readonly { name: string; code: string }[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const c of list) if (!keys.has(normalName(c.name))) keys.set(normalName(c.name), c.code);
  for (const c of list) keys.set(c.code.toLowerCase(), c.code);
  return keys;
}

class RowChecker {
  private readonly cityIndex = new Map<string, Map<string, string> | null>();
  private readonly serviceList: string;

  constructor(
    private readonly lookups: BatchLookups,
    private readonly index: ColumnIndex,
  ) {
    const codes = [...lookups.serviceIds.keys()];
    this.serviceList = codes.slice(0, 12).join(', ') + (codes.length > 12 ? ', …' : '');
  }

  /** CityCode or city name (any case) → CityCode; null when the country is unknown. */
  private citiesOf(country: string): Map<string, string> | null {
    let map = this.cityIndex.get(country);
    if (map === undefined) {
      const list = this.lookups.cities(country);
      map = list ? cityKeys(list) : null;
      this.cityIndex.set(country, map);
    }
    return map;
  }

  check(record: CsvRecord): { input: CreateAirwayBillInput } | { errors: BatchRowError[] } {
    const Row = record.row;
    const get = (c: BatchColumn) => {
      const i = this.index.get(c);
      return i === undefined ? '' : (record.cells[i] ?? '').trim();
    };
    const problems = new Map<string, string>();
    const fail = (column: string, message: string) => {
      if (!problems.has(column)) problems.set(column, message);
    };

    const senderId = get('SenderAddressId') || this.lookups.defaultSenderId || '';
    if (!senderId) {
      fail('SenderAddressId', 'Your account has no default sender address. Add one on Manage Address, or give the SenderAddressId of a saved sender address.');
    }
    const country = (get('ReceiverCountry') || 'AE').toUpperCase();
    const cities = /^[A-Z]{2}$/.test(country) ? this.citiesOf(country) : null;
    if (!cities) fail('ReceiverCountry', `"${country}" is not a country we deliver to. Use a two-letter country code such as AE, SA or GB.`);
    const cityText = get('ReceiverCity');
    let city = cityText;
    if (cityText && cities) {
      const code = cities.get(normalName(cityText));
      if (code) city = code;
      else fail('ReceiverCity', `"${cityText}" is not a city we deliver to in ${country}. Use a CityCode or a city name from the city list.`);
    } else if (!cityText) fail('ReceiverCity', 'ReceiverCity is required.');
    const code = get('ServiceCode').toUpperCase();
    const serviceId = code ? this.lookups.serviceIds.get(code) : undefined;
    if (!code) fail('ServiceCode', 'ServiceCode is required.');
    else if (!serviceId) fail('ServiceCode', `"${code}" is not one of our service codes. Use one of: ${this.serviceList}.`);
    const piecesText = get('Pieces');
    let count = 1;
    if (piecesText) {
      count = /^\d+$/.test(piecesText) ? Number(piecesText) : NaN;
      if (!(count >= 1 && count <= MAX_PIECES)) {
        fail('Pieces', `Pieces is the number of identical pieces: a whole number from 1 to ${MAX_PIECES}.`);
        count = 1;
      }
    }
    const piece = { Weight: get('Weight'), Length: get('Length'), Width: get('Width'), Height: get('Height') };
    const body = {
      SenderAddressId: senderId,
      Receiver: {
        Name: get('ReceiverName'),
        Company: get('ReceiverCompany'),
        Phone: normalizePhone(get('ReceiverPhone'), country),
        Email: get('ReceiverEmail'),
        AddressLine1: get('ReceiverAddressLine1'),
        AddressLine2: get('ReceiverAddressLine2'),
        Country: country,
        City: city,
      },
      ServiceTypeId: serviceId ?? '',
      Pieces: Array.from({ length: count }, () => piece),
      Contents: get('Contents'),
      DeclaredValue: get('DeclaredValue'),
      CodAmount: get('CodAmount'),
      Reference: get('Reference'),
      SpecialInstructions: get('SpecialInstructions'),
    };
    let input: CreateAirwayBillInput | undefined;
    try {
      // A row the schema accepts takes the short way (a file of 500 rows is 500 validations).
      input = validateInputSync(createAirwayBillSchema, body);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      for (const e of err.inner.length ? err.inner : [err]) fail(batchColumnOf(e.path ?? ''), e.message);
    }
    if (input && !problems.size) return { input };
    // Errors in the order of the columns, so a row reads left to right.
    const order = (c: string) => (BATCH_COLUMNS as readonly string[]).indexOf(c);
    return { errors: [...problems].sort(([a], [b]) => order(a) - order(b)).map(([Column, Message]) => ({ Row, Column, Message })) };
  }
}

/** Row errors as they are found: every one counted, the first MAX_BATCH_ERRORS kept. */
export class BatchProblems {
  readonly list: BatchRowError[] = [];
  count = 0;

  add(...errors: BatchRowError[]) {
    this.count += errors.length;
    for (const e of errors) if (this.list.length < MAX_BATCH_ERRORS) this.list.push(e);
  }
}

const isBlank = (r: CsvRecord) => r.cells.every((c) => c.trim() === '');

export interface ReadOptions {
  /** Called with (rows checked, rows in the file) every `chunk` rows. */
  onProgress?: (done: number, total: number) => void;
  /** Rows checked between two yields to the event loop (keeps a page or a server responsive). */
  chunk?: number;
}

const fileError = (error: BatchRowError): BatchCheck => ({ rows: [], errors: [error], errorCount: 1 });

/**
 * Reads and checks a whole file: every row mapped and validated, nothing
 * skipped. Blank rows are ignored (their numbers still count, as in the
 * spreadsheet). Row errors come back sorted by row, at most MAX_BATCH_ERRORS.
 */
export async function readBatchCsv(text: string, lookups: BatchLookups, opts: ReadOptions = {}): Promise<BatchCheck> {
  const parsed = parseCsv(text);
  if ('error' in parsed) return fileError(parsed.error);
  const [header, ...rest] = parsed.records;
  if (!header || isBlank(header)) return fileError({ Row: 1, Column: '', Message: 'The first row must be the header. Please start from the template.' });
  const { index, unnamed, errors: headerErrors } = readHeader(header.cells);
  if (headerErrors.length) return { rows: [], errors: headerErrors.slice(0, MAX_BATCH_ERRORS), errorCount: headerErrors.length };
  const records = rest.filter((r) => !isBlank(r));
  if (!records.length) return fileError({ Row: 2, Column: '', Message: 'The file has no shipments. Add one row per shipment under the header.' });
  if (records.length > MAX_BATCH_ROWS) {
    const message = `A file holds at most ${MAX_BATCH_ROWS.toLocaleString('en')} shipments; this one has ${records.length.toLocaleString('en')}. Please split it.`;
    return fileError({ Row: records[MAX_BATCH_ROWS]!.row, Column: '', Message: message });
  }

  const checker = new RowChecker(lookups, index);
  const width = header.cells.length;
  const rows: BatchRow[] = [];
  const problems = new BatchProblems();
  const chunk = opts.chunk ?? 500;
  for (let i = 0; i < records.length; i++) {
    if (i > 0 && i % chunk === 0) {
      opts.onProgress?.(i, records.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const record = records[i]!;
    if (record.cells.length > width) {
      problems.add({ Row: record.row, Column: '', Message: `This row has ${record.cells.length} cells but the header has ${width} columns. Is a comma missing its quotes?` });
      continue;
    }
    const stray = unnamed.find((u) => record.cells[u]?.trim());
    if (stray !== undefined) {
      problems.add({ Row: record.row, Column: '', Message: `Cell ${stray + 1} of this row is under a column without a name.` });
      continue;
    }
    const result = checker.check(record);
    if ('errors' in result) problems.add(...result.errors);
    else rows.push({ row: record.row, input: result.input });
  }
  opts.onProgress?.(records.length, records.length);
  return { rows, errors: problems.list, errorCount: problems.count };
}

/**
 * The receiver countries a file names (a blank one is AE), so a page can load
 * their city lists before checking it; [] when the file cannot be read.
 */
export function batchCountries(text: string): string[] {
  const parsed = parseCsv(text);
  if ('error' in parsed || !parsed.records.length) return [];
  const [header, ...rest] = parsed.records;
  const at = header!.cells.findIndex((h) => COLUMN_BY_KEY.get(headerKey(h.trim())) === 'ReceiverCountry');
  const codes = new Set(rest.filter((r) => !isBlank(r)).map((r) => ((at < 0 ? '' : r.cells[at]?.trim()) || 'AE').toUpperCase()));
  return [...codes].filter((c) => /^[A-Z]{2}$/.test(c));
}

/** "The file has 3 problems; nothing was created." with the cap when more were found than listed. */
export function batchErrorSummary(errorCount: number, listed: number): string {
  const found = `The file has ${errorCount.toLocaleString('en')} problem${errorCount === 1 ? '' : 's'}; nothing was created.`;
  return listed < errorCount ? `${found} The first ${listed} are listed: fix them and upload the file again.` : `${found} Fix the rows listed and upload the file again.`;
}
