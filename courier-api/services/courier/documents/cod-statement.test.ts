// The COD statement as CSV (parsed back with csv-parse: quoting, formulas
// defused, Dubai times, exact amounts, the summary rows) and as PDF (summary,
// lines over pages, an Arabic receiver).
import { parse } from 'csv-parse/sync';
import { readPdf } from '@/test/pdf-inspect';
import { codStatementCsv, csvAmount, renderCodStatementPdf, statusText, type CodStatementInput, type CodStatementLineInput } from './cod-statement';

const line = (i: number, over: Partial<CodStatementLineInput> = {}): CodStatementLineInput => ({
  awbNo: `7001${String(i).padStart(7, '0')}`,
  reference: `ORD-${i}`,
  receiverName: `Receiver ${i}`,
  deliveredAt: new Date('2026-11-25T10:05:00Z'),
  collectedAt: new Date('2026-11-25T10:04:00Z'),
  method: i % 2 ? 'cash' : 'card',
  amountFils: 10000 + i,
  ...over,
});

const statement = (lines: CodStatementLineInput[], over: Partial<CodStatementInput> = {}): CodStatementInput => {
  const collected = lines.reduce((n, l) => n + l.amountFils, 0);
  return {
    statementNo: 'COD-2026-0042',
    accountNo: '100001',
    companyName: 'Desert Bloom Trading LLC',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    createdAt: new Date('2026-12-01T06:00:00Z'),
    status: 'paid',
    bankReference: 'FT2612010042',
    paidAt: new Date('2026-12-02T07:00:00Z'),
    collectedFils: collected,
    feeFils: 1500,
    invoicesFils: 20000,
    netFils: collected - 21500,
    invoices: [
      { invoiceNo: 'INV-2026-000007', amountFils: 12000 },
      { invoiceNo: 'INV-2026-000009', amountFils: 8000 },
    ],
    paymentNo: 'PAY-2026-000011',
    lines,
    ...over,
  };
};

const ARABIC = 'مريم عبد الله';

describe('codStatementCsv', () => {
  const tricky = [
    line(1, { receiverName: 'Smith, "Big" John', reference: null }),
    line(2, { receiverName: '=HYPERLINK("http://evil.example","x")', reference: '+971 50 123', deliveredAt: null }),
    line(3, { receiverName: ARABIC, reference: '-5+3', amountFils: 123450 }),
    line(4, { receiverName: '@SUM(A1:A2)', reference: 'two\nlines' }),
  ];
  const csv = codStatementCsv(statement(tricky));
  const rows: string[][] = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true });

  it('writes a BOM, CRLF lines and the header row', () => {
    expect(csv.startsWith('\uFEFFAirWayBillNo,Reference,Receiver,DeliveredAt,CollectedAt,Method,Amount\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rows[0]).toEqual(['AirWayBillNo', 'Reference', 'Receiver', 'DeliveredAt', 'CollectedAt', 'Method', 'Amount']);
  });

  it('quotes separators and quotes, defuses formulas, and keeps Arabic as is', () => {
    expect(rows[1]).toEqual(['70010000001', '', 'Smith, "Big" John', '2026-11-25 14:05', '2026-11-25 14:04', 'cash', '100.01']);
    expect(rows[2]).toEqual(['70010000002', "'+971 50 123", `'=HYPERLINK("http://evil.example","x")`, '', '2026-11-25 14:04', 'card', '100.02']);
    expect(rows[3]).toEqual(['70010000003', "'-5+3", ARABIC, '2026-11-25 14:05', '2026-11-25 14:04', 'cash', '1234.50']);
    expect(rows[4]).toEqual(['70010000004', 'two\nlines', "'@SUM(A1:A2)", '2026-11-25 14:05', '2026-11-25 14:04', 'card', '100.04']);
    // The raw text: a quoted cell doubles its quotes.
    expect(csv).toContain('"Smith, ""Big"" John"');
    // No cell a spreadsheet would run.
    for (const r of rows) for (const c of r) expect(c).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('ends with the summary rows and each invoice settled, amounts in the Amount column', () => {
    const collected = 10001 + 10002 + 123450 + 10004;
    expect(rows.slice(-6)).toEqual([
      ['Collected', '', '', '', '', '', csvAmount(collected)],
      ['Fee', '', '', '', '', '', '15.00'],
      ['Invoice settled', 'INV-2026-000007', '', '', '', '', '120.00'],
      ['Invoice settled', 'INV-2026-000009', '', '', '', '', '80.00'],
      ['Invoices', '', '', '', '', '', '200.00'],
      ['Net', '', '', '', '', '', csvAmount(collected - 21500)],
    ]);
    expect(rows).toHaveLength(1 + 4 + 6);
  });

  it('has no invoice rows when the statement settled none', () => {
    const none = codStatementCsv(statement([line(1)], { invoices: [], paymentNo: null, invoicesFils: 0, netFils: 10001 - 1500 }));
    const parsed: string[][] = parse(none.replace(/^\uFEFF/, ''), { relax_column_count: true });
    expect(parsed.map((r) => r[0])).toEqual(['AirWayBillNo', '70010000001', 'Collected', 'Fee', 'Invoices', 'Net']);
  });

  it('formats fils exactly', () => {
    expect([csvAmount(0), csvAmount(5), csvAmount(12350), csvAmount(123456789), csvAmount(-250)]).toEqual(['0.00', '0.05', '123.50', '1234567.89', '-2.50']);
  });
});

describe('renderCodStatementPdf', () => {
  it('prints the summary, then the lines over as many pages as they need', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => line(i + 1, i === 4 ? { receiverName: ARABIC } : {}));
    const s = statement(lines);
    const pages = await readPdf(await renderCodStatementPdf(s));
    expect(pages.length).toBeGreaterThan(1);
    const first = pages[0]!.text;
    for (const t of ['COD STATEMENT', 'COD-2026-0042', '100001', 'Desert Bloom Trading LLC', '01 Nov 2026 to 30 Nov 2026', 'Cash on delivery collected (90 shipments)', `AED ${(s.collectedFils / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`, 'Less transfer fee', '–AED 15.00', 'Less invoices settled', '–AED 200.00', 'Net payable', 'Paid on 02 Dec 2026, bank reference FT2612010042', 'Invoices settled from this statement', 'Settled by payment', '1 INV-2026-000007 PAY-2026-000011 120.00', '2 INV-2026-000009 PAY-2026-000011 80.00']) {
      expect(first).toContain(t);
    }
    expect(first).toContain(`Net payable AED ${((s.netFils) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const text = pages.map((p) => p.text).join(' ');
    for (const l of lines) expect(text).toContain(l.awbNo);
    expect(text).toContain(ARABIC);
    expect(text).toContain('25 Nov 2026 14:05');
    pages.forEach((p, i) => {
      expect(p.text).toContain('Amount (AED)');
      expect(p.text).toContain(`COD-2026-0042 · Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.at(-1)!.text).toContain(`Total collected AED ${(s.collectedFils / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('shows a pending statement as pending', async () => {
    const s = statement([line(1)], { status: 'pending', bankReference: null, paidAt: null, feeFils: 0, invoicesFils: 0, invoices: [], paymentNo: null, netFils: 10001 });
    expect(statusText(s)).toBe('Pending transfer');
    const [page] = await readPdf(await renderCodStatementPdf(s));
    expect(page!.text).toContain('Pending transfer');
    expect(page!.text).toContain('Cash on delivery collected (1 shipment) AED 100.01');
    expect(page!.text).toContain('Net payable AED 100.01');
    expect(page!.text).not.toContain('Invoices settled from');
  });
});
