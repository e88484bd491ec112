// The run sheet read back: stops in order across pages with the table header
// on each, COD amounts, an Arabic receiver's name, the totals at the end.
import { readPdf } from '@/test/pdf-inspect';
import { renderRunSheetPdf, runSheetTotals, type RunSheetStop } from './run-sheet-pdf';

const ARABIC_NAME = 'خالد المنصوري';

function stops(n: number): RunSheetStop[] {
  return Array.from({ length: n }, (_, i) => {
    const seq = i + 1;
    const pickup = seq % 10 === 0;
    return {
      seq,
      kind: pickup ? 'pickup' : 'delivery',
      ref: pickup ? `BK${String(seq).padStart(6, '0')}` : `7001${String(seq).padStart(7, '0')}`,
      name: seq === 7 ? ARABIC_NAME : `Receiver ${seq}`,
      phone: `+97150${String(1000000 + seq)}`,
      address: seq % 3 === 0 ? `Villa ${seq}, Street 14, near the big mosque, opposite the community park and the school gate` : `Flat ${seq}, Tower B`,
      area: 'Al Barsha 1',
      emirate: 'Dubai',
      pieces: 1 + (seq % 3),
      // Every other delivery is COD: 150.25 AED.
      codAmountFils: !pickup && seq % 2 === 1 ? 15025 : 0,
      instructions: seq % 4 === 0 ? 'Call 10 minutes before arriving; gate code 4411' : null,
    };
  });
}

describe('renderRunSheetPdf', () => {
  it('lays 120 stops over several pages, in order, the header on each, and the cash to collect at the end', async () => {
    const all = stops(120);
    const t = runSheetTotals(all);
    // 120 stops: 12 pickups, 108 deliveries, of which the odd-numbered (60, none of them a pickup) are COD.
    expect(t).toEqual({ stops: 120, deliveries: 108, pickups: 12, codStops: 60, pieces: all.reduce((n, s) => n + s.pieces, 0), cashFils: 60 * 15025 });
    const pages = await readPdf(await renderRunSheetPdf({ date: '2026-11-25', courierName: 'Rashid Khan', stops: all }));
    expect(pages.length).toBeGreaterThan(1);
    const first = pages[0]!.text;
    for (const s of ['RUN SHEET', 'Wednesday, 25 Nov 2026', 'Rashid Khan', 'AED 9,015.00']) expect(first).toContain(s);
    pages.forEach((p, i) => {
      expect(p.text).toContain('Signature / outcome');
      expect(p.text).toContain('COD (AED)');
      expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(p.text).toContain('Run sheet 2026-11-25 · Rashid Khan (continued)');
    });
    // Every stop once, in order from page to page.
    const all_text = pages.map((p) => p.text).join(' ');
    let at = -1;
    for (const s of all) {
      const found = all_text.indexOf(s.ref);
      expect(found).toBeGreaterThan(at);
      expect(all_text.indexOf(s.ref, found + 1)).toBe(-1);
      at = found;
    }
    expect(all_text).toContain(ARABIC_NAME);
    expect(all_text).toContain('150.25');
    expect(all_text).toContain('Note: Call 10 minutes before arriving; gate code 4411');
    const last = pages.at(-1)!.text;
    expect(last).toContain('Cash to collect AED 9,015.00');
    expect(last).toContain('120 stops: 108 deliveries, 12 pickups');
    expect(last).toContain('60 with cash on delivery');
    // Rows stay above the footer.
    for (const p of pages) for (const item of p.items) expect(item.y).toBeGreaterThan(30);
  });

  it('prints a short run on one page', async () => {
    const pages = await readPdf(await renderRunSheetPdf({ date: '2026-11-25', courierName: 'سعيد', stops: stops(3) }));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('سعيد');
    expect(pages[0]!.text).toContain('3 stops: 3 deliveries, 0 pickups');
    expect(pages[0]!.text).toContain('Cash to collect AED 300.50');
  });

  it('prints an empty run', async () => {
    const pages = await readPdf(await renderRunSheetPdf({ date: '2026-11-26', courierName: 'Rashid Khan', stops: [] }));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('0 stops');
    expect(pages[0]!.text).toContain('AED 0.00');
  });
});
