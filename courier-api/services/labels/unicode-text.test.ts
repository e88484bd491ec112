// The bidi layer on its own: which runs a line is drawn in, left to right,
// and in which direction fontkit lays each one out (it reverses a run whose
// first letter is Arabic, so a run that must read the other way is handed
// over reversed). The PDFs themselves are read back in printing-arabic.test.ts.
import PDFDocument from 'pdfkit';
import { pdfSafe } from './draw';
import { fitUnicode, needsUnicode, useUnicodeFont, visualLine } from './unicode-text';

const doc = new PDFDocument({ autoFirstPage: false });
useUnicodeFont(doc, 'Helvetica');
doc.fontSize(9);
const runs = (text: string) => visualLine(doc, text).runs.map((r) => r.text);

describe('visualLine', () => {
  it('keeps an Arabic-only line as one run, for fontkit to shape and reverse whole', () => {
    expect(runs('محمد أحمد')).toEqual(['محمد أحمد']);
    expect(visualLine(doc, 'محمد أحمد').rtl).toBe(true);
  });

  it('orders an Arabic line with numbers and English from right to left', () => {
    // Read right to left: برج 12، شقة 305 - Marina Gate. Each Arabic run in typing order: fontkit reverses it.
    expect(runs('برج 12، شقة 305 - Marina Gate')).toEqual(['Marina Gate', ' - ', '305', '، شقة ', '12', 'برج ']);
  });

  it('keeps an English line left to right, an Arabic phrase inside it right to left', () => {
    const l = visualLine(doc, 'Ref: طلب 77');
    expect(l.rtl).toBe(false);
    // "Ref: ", then the number and the Arabic word as an Arabic reader reads them (طلب 77).
    expect(l.runs.map((r) => r.text)).toEqual(['Ref: ', '77', 'طلب ']);
  });

  it('mirrors brackets in right-to-left text and keeps Arabic-Indic digits left to right', () => {
    expect(runs('الصافي (درهم)')).toEqual(['الصافي )درهم(']);
    // ٣٠٥ is Arabic script, which fontkit would reverse: it gets the digits reversed, and so draws them in order.
    expect(runs('شقة ٣٠٥')).toEqual(['٥٠٣', 'شقة ']);
  });

  it('applies bidi formatting characters and does not draw them', () => {
    // A right-to-left mark makes the paragraph right to left (English words are then placed right to left) …
    expect(runs('\u200F050 Tel')).toEqual(['Tel', ' ', '050']);
    expect(runs('050 Tel')).toEqual(['050 Tel']);
    // … and leaves no gap where it was.
    expect(visualLine(doc, 'محمد\u200F').width).toBeCloseTo(visualLine(doc, 'محمد').width, 6);
  });

  it('measures the line as the sum of its runs', () => {
    const l = visualLine(doc, 'برج 12، شقة 305 - Marina Gate');
    expect(l.width).toBeCloseTo(l.runs.reduce((s, r) => s + r.width, 0), 6);
    expect(l.width).toBeGreaterThan(50);
  });
});

describe('fitUnicode', () => {
  it('cuts in reading order, so the ellipsis ends the Arabic (on its left, once fontkit reverses the run)', () => {
    const text = 'شارع الشيخ زايد، مجمع وادي الصفا السكني، المبنى رقم اثنين وأربعين';
    const l = fitUnicode(doc, text, 80);
    expect(l.width).toBeLessThanOrEqual(80);
    expect(l.runs).toHaveLength(1);
    const kept = l.runs[0]!.text;
    expect(kept.endsWith('…')).toBe(true);
    expect(text.startsWith(kept.slice(0, -1))).toBe(true);
    expect(kept.length).toBeGreaterThan(10);
  });

  it('never cuts a letter from its marks', () => {
    const text = 'مُحَمَّد مُحَمَّد مُحَمَّد مُحَمَّد';
    for (const width of [20, 30, 40, 50, 60]) {
      const kept = fitUnicode(doc, text, width).runs.map((r) => r.text).join('');
      const prefix = kept.replace(/…$/, '');
      expect(text.startsWith(prefix)).toBe(true);
      expect(/\p{M}/u.test(text.slice(prefix.length, prefix.length + 1))).toBe(false);
    }
  });
});

it('sends only text with Arabic to the Unicode font', () => {
  expect(needsUnicode('Priya Nair, Flat 301')).toBe(false);
  expect(needsUnicode('Café Zoë')).toBe(false);
  expect(needsUnicode('Flat 3, شارع')).toBe(true);
  // The standard fonts' path drops a pasted direction mark instead of printing "?".
  expect(pdfSafe('Priya\u200E Nair 日本')).toBe('Priya Nair ??');
});
