// The batch CSV reader on its own (no database): CSV as spreadsheets write
// it, the header rules, the mapping of a row to a CreateAirwayBill body and
// the per-row errors the browser shows before uploading.
import { BATCH_COLUMNS, batchCountries, batchCsv, batchErrorSummary, batchTemplate, parseCsv, readBatchCsv, type BatchLookups, type BatchRecord } from './batch-csv';
import { MAX_BATCH_ERRORS, MAX_BATCH_ROWS, utf8Bytes } from './schemas/batch';

const SENDER = '11111111-2222-4333-8444-555555555555';
const NDD = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const IEX = 'aaaaaaaa-bbbb-4ccc-8ddd-ffffffffffff';
const CITIES: Record<string, { name: string; code: string }[]> = {
  AE: [{ name: 'Abu Dhabi', code: 'AUH' }, { name: 'Dubai', code: 'DXB' }, { name: 'Ras Al Khaimah', code: 'RKT' }],
  GB: [{ name: 'London', code: 'LON' }],
  SA: [{ name: 'Riyadh', code: 'RUH' }],
  ZW: [],
};
const lookups = (over: Partial<BatchLookups> = {}): BatchLookups => ({
  serviceIds: new Map([['NDD', NDD], ['IEX', IEX]]),
  cities: (c) => CITIES[c],
  defaultSenderId: SENDER,
  ...over,
});

const row = (over: BatchRecord = {}): BatchRecord => ({
  ReceiverName: 'Omar Khalid', ReceiverPhone: '+971501234567', ReceiverAddressLine1: 'Villa 7', ReceiverCountry: 'AE', ReceiverCity: 'AUH',
  ServiceCode: 'NDD', Weight: 2.5, Contents: 'Documents', ...over,
});

function records(text: string) {
  const parsed = parseCsv(text);
  if ('error' in parsed) throw new Error(parsed.error.Message);
  return parsed.records;
}

describe('parseCsv', () => {
  it('reads quotes, commas, doubled quotes and line breaks inside quotes, CRLF, LF and CR', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3\r4,5,6';
    expect(records(text)).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { row: 3, cells: ['1', '', '3'] },
      { row: 4, cells: ['4', '5', '6'] },
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines count, a trailing line break adds no row', () => {
    expect(records('h\n\nx\n').map((r) => [r.row, r.cells])).toEqual([[1, ['h']], [2, ['']], [3, ['x']]]);
    expect(records('h,i\n,\n')).toEqual([{ row: 1, cells: ['h', 'i'] }, { row: 2, cells: ['', ''] }]);
    expect(records('')).toEqual([]);
  });

  it('takes a quote inside an unquoted cell literally and fails only on an unclosed quote, naming its row', () => {
    expect(records('5" tile,b')[0]!.cells).toEqual(['5" tile', 'b']);
    expect(parseCsv('a\nb\n"open,\nstill open')).toEqual({ error: { Row: 3, Column: '', Message: 'A quoted cell is never closed (a " is missing). Please check this row.' } });
  });
});

describe('batchCsv and the template', () => {
  it('writes the header and quotes only what needs it', () => {
    const csv = batchCsv([{ ReceiverName: 'A "B", C', Weight: 1.5 }]);
    expect(csv.split('\r\n')[0]).toBe(BATCH_COLUMNS.join(','));
    expect(records(csv)[1]!.cells).toEqual(['', 'A "B", C', '', '', '', '', '', '', '', '', '', '1.5', '', '', '', '', '', '', '', '']);
  });

  it('has two example rows that pass the checks', async () => {
    const result = await readBatchCsv(batchTemplate({ domestic: 'NDD', international: 'IEX' }), lookups());
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.row, r.input.Receiver!.City, r.input.Pieces.length, r.input.Receiver!.Phone])).toEqual([
      [2, 'AUH', 1, '+971501234567'],
      [3, 'LON', 2, '+442079460958'],
    ]);
    expect((await readBatchCsv(batchTemplate({ domestic: 'NDD' }), lookups())).rows).toHaveLength(1);
  });
});

describe('readBatchCsv', () => {
  it('maps a row to a CreateAirwayBill body: default sender, service id, city by name in any case, N identical pieces', async () => {
    const csv = batchCsv([row({ ReceiverCity: '  ras al  KHAIMAH ', ServiceCode: 'ndd', Pieces: 3, Weight: '1.25', Length: 30, Width: 20, Height: 10, CodAmount: '150.50', Reference: 'PO-1' })]);
    const { rows, errors } = await readBatchCsv(csv, lookups());
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        input: expect.objectContaining({
          SenderAddressId: SENDER,
          Receiver: expect.objectContaining({ Name: 'Omar Khalid', Phone: '+971501234567', Country: 'AE', City: 'RKT' }),
          ServiceTypeId: NDD,
          Pieces: Array(3).fill({ Weight: 1.25, Length: 30, Width: 20, Height: 10 }),
          CodAmount: 150.5,
          DeclaredValue: 0,
          Reference: 'PO-1',
        }),
      },
    ]);
  });

  it('accepts the header in any order and spelling, optional columns left out, a blank country as AE', async () => {
    const text = 'weight,Receiver Name,receiver_phone,ReceiverAddressLine1,RECEIVERCITY,ServiceCode,Contents\r\n2,Aisha Rahman,0501234567,Villa 1,Dubai,NDD,Gifts\r\n';
    const { rows, errors } = await readBatchCsv(text, lookups());
    expect(errors).toEqual([]);
    expect(rows[0]!.input).toMatchObject({ Receiver: { Name: 'Aisha Rahman', Phone: '+971501234567', Country: 'AE', City: 'DXB' }, Pieces: [{ Weight: 2 }] });
  });

  it('reads local numbers in the receiver country and international numbers a spreadsheet stripped of +', async () => {
    const csv = batchCsv([row({ ReceiverCountry: 'SA', ReceiverCity: 'Riyadh', ServiceCode: 'IEX', ReceiverPhone: '0501234567' }), row({ ReceiverPhone: '971 50 765 4321' }), row({ ReceiverPhone: '00966501234567', ReceiverCountry: 'SA', ReceiverCity: 'RUH', ServiceCode: 'IEX' })]);
    const { rows } = await readBatchCsv(csv, lookups());
    expect(rows.map((r) => r.input.Receiver!.Phone)).toEqual(['+966501234567', '+971507654321', '+966501234567']);
  });

  it('refuses unknown, repeated and missing columns on row 1 before reading any row', async () => {
    const text = 'ReceiverName,ReceiverName,Colour,ReceiverPhone,ReceiverAddressLine1,ReceiverCity,Weight,Contents\r\nA,B,red,+971501234567,x,AUH,1,y\r\n';
    const { rows, errors } = await readBatchCsv(text, lookups());
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { Row: 1, Column: 'ReceiverName', Message: 'The column ReceiverName appears twice.' },
      { Row: 1, Column: 'Colour', Message: expect.stringMatching(/^"Colour" is not a column of the batch file\. The columns are: SenderAddressId, ReceiverName,/) },
      { Row: 1, Column: 'ServiceCode', Message: 'The column ServiceCode is missing. Please start from the template.' },
    ]);
  });

  it('reports every problem of every row by row and column, left to right, and keeps no row of a bad file back', async () => {
    const csv = batchCsv([
      row(),
      row({ ReceiverCountry: 'XX', Weight: 0, Contents: '<b>' }),
      row({ ReceiverCountry: 'ZW', ReceiverCity: 'Harare', Length: 10 }),
      row({ SenderAddressId: 'not-an-id', Pieces: 'two', DeclaredValue: '1,000' }),
    ]);
    const result = await readBatchCsv(csv, lookups());
    expect(result.errors).toEqual([
      { Row: 3, Column: 'ReceiverCountry', Message: '"XX" is not a country we deliver to. Use a two-letter country code such as AE, SA or GB.' },
      { Row: 3, Column: 'Weight', Message: 'Weight must be more than 0 kg.' },
      { Row: 3, Column: 'Contents', Message: 'Contents must not contain < or >.' },
      { Row: 4, Column: 'ReceiverCity', Message: '"Harare" is not a city we deliver to in ZW. Use a CityCode or a city name from the city list.' },
      { Row: 4, Column: 'Length', Message: 'Give all three dimensions of a piece, or none.' },
      { Row: 5, Column: 'SenderAddressId', Message: 'Please choose a sender address from the list.' },
      { Row: 5, Column: 'Pieces', Message: 'Pieces is the number of identical pieces: a whole number from 1 to 50.' },
      { Row: 5, Column: 'DeclaredValue', Message: 'Declared value must be a number.' },
    ]);
    expect(result.errorCount).toBe(8);
    expect(result.rows.map((r) => r.row)).toEqual([2]);
  });

  it('needs a sender when the account has no default, and says which rows have too many cells or cells without a column', async () => {
    const header = `${BATCH_COLUMNS.join(',')},`;
    const good = batchCsv([row()]).split('\r\n')[1];
    const text = [header, `${good},`, `${good},stray`, `${good},,extra`].join('\n');
    const { errors } = await readBatchCsv(text, lookups({ defaultSenderId: null }));
    expect(errors).toEqual([
      { Row: 2, Column: 'SenderAddressId', Message: expect.stringMatching(/^Your account has no default sender address\./) },
      { Row: 3, Column: '', Message: 'Cell 21 of this row is under a column without a name.' },
      { Row: 4, Column: '', Message: 'This row has 22 cells but the header has 21 columns. Is a comma missing its quotes?' },
    ]);
  });

  it('skips blank rows but keeps their numbers, and refuses a file without shipments', async () => {
    const csv = batchCsv([row(), {}, row()]);
    expect((await readBatchCsv(csv, lookups())).rows.map((r) => r.row)).toEqual([2, 4]);
    expect((await readBatchCsv(batchCsv([]), lookups())).errors).toEqual([{ Row: 2, Column: '', Message: 'The file has no shipments. Add one row per shipment under the header.' }]);
    expect((await readBatchCsv('', lookups())).errors[0]!.Message).toBe('The first row must be the header. Please start from the template.');
  });

  it(`lists at most ${MAX_BATCH_ERRORS} problems but counts them all, and reports progress`, async () => {
    const csv = batchCsv(Array.from({ length: 300 }, () => row({ Weight: '' })));
    const progress: number[] = [];
    const result = await readBatchCsv(csv, lookups(), { chunk: 100, onProgress: (done, total) => progress.push(done / total) });
    expect(result.errors).toHaveLength(MAX_BATCH_ERRORS);
    expect(result.errorCount).toBe(300);
    expect(result.errors[0]).toEqual({ Row: 2, Column: 'Weight', Message: 'Weight is required.' });
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    expect(batchErrorSummary(300, 200)).toBe('The file has 300 problems; nothing was created. The first 200 are listed: fix them and upload the file again.');
    expect(batchErrorSummary(1, 1)).toBe('The file has 1 problem; nothing was created. Fix the rows listed and upload the file again.');
  });

  it(`refuses more than ${MAX_BATCH_ROWS.toLocaleString('en')} shipments at the first row over`, async () => {
    const line = batchCsv([row()]).split('\r\n')[1];
    const text = [BATCH_COLUMNS.join(','), ...Array(MAX_BATCH_ROWS + 1).fill(line)].join('\r\n');
    expect((await readBatchCsv(text, lookups())).errors).toEqual([
      { Row: MAX_BATCH_ROWS + 2, Column: '', Message: 'A file holds at most 10,000 shipments; this one has 10,001. Please split it.' },
    ]);
  });
});

describe('batchCountries', () => {
  it('lists the receiver countries once each, a blank one as AE', () => {
    expect(batchCountries(batchCsv([row(), row({ ReceiverCountry: 'sa' }), row({ ReceiverCountry: '' }), row({ ReceiverCountry: 'Saudi' }), {}]))).toEqual(['AE', 'SA']);
    expect(batchCountries('ReceiverName\nA')).toEqual(['AE']);
    expect(batchCountries('"open')).toEqual([]);
  });
});

describe('utf8Bytes', () => {
  it('counts UTF-8 bytes as Buffer does', () => {
    for (const s of ['', 'abc', 'Dubaï', 'دبي', '🚚 x']) expect(utf8Bytes(s)).toBe(Buffer.byteLength(s));
  });
});
