// The statement's download: the request the courier API's schema accepts, the
// file name from its answer, and a refusal as the server's own message.
import { IntlMessageFormat } from 'intl-messageformat';
import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import en from '@/lib/i18n/messages/en/cod.json';
import ar from '@/lib/i18n/messages/ar/cod.json';
import { COD_METHODS, codStatementFileQuery } from '@/lib/schemas/courier';
import { getForFile, statementFileRequest, STATEMENT_FORMATS } from './statement-file';
import { statementHref } from './statement-link';

const ID = '0f8c3a52-6b1e-4c1d-9a7e-2b5d8c4e1f00';

describe('statementFileRequest', () => {
  it.each(STATEMENT_FORMATS)('asks CodStatements/File for %s with a query the API accepts', async (format) => {
    const req = statementFileRequest(ID, 'COD-000012', format);
    const [path, search] = req.path.split('?') as [string, string];
    expect(path).toBe('CodStatements/File');
    const query = Object.fromEntries(new URLSearchParams(search));
    await expect(codStatementFileQuery.validate(query)).resolves.toEqual({ _id: ID, Format: format });
    expect(req.fallbackName).toBe(`COD-000012.${format}`);
    expect(req.type).toBe(format === 'pdf' ? 'application/pdf' : 'text/csv');
  });
});

describe('getForFile', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const answer = (res: Response) => {
    const fn = jest.fn().mockResolvedValue(res);
    global.fetch = fn as unknown as typeof fetch;
    return fn;
  };

  it('GETs through the BFF and names the file as the API does', async () => {
    const fn = answer(new Response('a,b\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="COD-000012.csv"' } }));
    const { blob, fileName } = await getForFile('CodStatements/File?_id=x&Format=csv', 'text/csv', 'fallback.csv');
    expect(fn).toHaveBeenCalledWith('/api/courier/CodStatements/File?_id=x&Format=csv', expect.objectContaining({ headers: { accept: 'text/csv, application/json' } }));
    expect(fileName).toBe('COD-000012.csv');
    expect(await blob.text()).toBe('a,b\n');
  });

  it('falls back to the given name', async () => {
    answer(new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
    expect((await getForFile('p', 'application/pdf', 'COD-1.pdf')).fileName).toBe('COD-1.pdf');
  });

  it("throws the server's message and code on a refusal", async () => {
    answer(new Response(JSON.stringify({ message: 'Statement not found.', code: 'cod.notFound' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    const err = await getForFile('p', 'application/pdf', 'x.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CourierError);
    expect(err).toMatchObject({ message: 'Statement not found.', status: 404, code: 'cod.notFound' });
  });

  it('says the network text when the answer is not the file nor a message', async () => {
    answer(new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(getForFile('p', 'application/pdf', 'x.pdf')).rejects.toMatchObject({ message: NETWORK_ERROR });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    await expect(getForFile('p', 'application/pdf', 'x.pdf')).rejects.toMatchObject({ message: NETWORK_ERROR, status: 0 });
  });
});

describe('statementHref', () => {
  it('opens a statement in place on the page of the same language', () => {
    const ar = (p: string) => `/ar${p}`;
    expect(statementHref(ar)).toBe('/ar/CodStatements');
    expect(statementHref(ar, ID)).toBe(`/ar/CodStatements?statement=${ID}`);
  });
});

describe('statement messages', () => {
  it('name every collection method and statement status in both languages', () => {
    for (const m of [en, ar]) {
      expect(Object.keys(m.statements.lines.methods).sort()).toEqual([...COD_METHODS].sort());
      expect(Object.keys(m.statements.status).sort()).toEqual(['paid', 'pending']);
      // A download button for each format, long (the statement's page) and short (a table row).
      for (const format of STATEMENT_FORMATS) expect(Object.keys(m.statements.file)).toEqual(expect.arrayContaining([format, `${format}Short`]));
    }
  });

  it('count shipments in each language', () => {
    const count = (locale: 'en' | 'ar', n: number) => String(new IntlMessageFormat((locale === 'en' ? en : ar).statements.shipmentCount, locale).format({ count: n, n: String(n) }));
    expect(count('en', 1)).toBe('1 shipment');
    expect(count('en', 6)).toBe('6 shipments');
    expect(count('ar', 1)).toBe('شحنة واحدة');
    expect(count('ar', 2)).toBe('شحنتان');
    expect(count('ar', 5)).toBe('5 شحنات');
    expect(count('ar', 11)).toBe('11 شحنة');
  });
});
