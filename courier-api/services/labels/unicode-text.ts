// Text the standard PDF fonts cannot print (Arabic names and addresses, the
// bilingual invoice's headings) in IBM Plex Sans Arabic, shaped and in visual
// order. PDFKit shapes a run with fontkit (joined letter forms, ligatures,
// marks) but knows no bidi: it would draw a mixed line in typing order. So the
// line goes through the Unicode Bidirectional Algorithm (bidi-js) first: its
// level runs are ordered for display (rule L2), mirrored characters swapped in
// right-to-left runs (L4), and each run is laid out whole, so fontkit shapes
// it in context and reverses a right-to-left run's glyphs itself.
import fs from 'node:fs';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import type { Doc, Font } from './draw';

/**
 * The fonts ship in the repository (SIL OFL, courier-api/assets/fonts/OFL.txt)
 * and are read from the working directory, as `next start` and the courier API
 * server run there; the literal paths let output tracing copy them into a
 * standalone build.
 */
const readFonts = (): Record<Font, Buffer> => ({
  // Each path is written out in the call, so the bundler's tracer sees two files rather than "any file".
  Helvetica: fs.readFileSync(path.join(process.cwd(), 'courier-api/assets/fonts/IBMPlexSansArabic-Regular.ttf')),
  'Helvetica-Bold': fs.readFileSync(path.join(process.cwd(), 'courier-api/assets/fonts/IBMPlexSansArabic-Bold.ttf')),
});
const FONT_NAMES: Record<Font, string> = { Helvetica: 'PlexArabic', 'Helvetica-Bold': 'PlexArabic-Bold' };

let fontData: Record<Font, Buffer> | null = null;
const registered = new WeakSet<Doc>();

/** Selects the Unicode counterpart of a standard font, registering both with this document on first use. */
export function useUnicodeFont(doc: Doc, font: Font) {
  fontData ??= readFonts();
  if (!registered.has(doc)) {
    for (const f of ['Helvetica', 'Helvetica-Bold'] as const) doc.registerFont(FONT_NAMES[f], fontData[f]);
    registered.add(doc);
  }
  doc.font(FONT_NAMES[font]);
  adapt((doc as unknown as { _font?: EmbeddedFont })._font);
}

/** The parts of PDFKit's EmbeddedFont (one per font and document) adapted below. */
type EmbeddedFont = {
  unicode: number[][];
  encode(text: string, features?: unknown): unknown;
  layout(text: string, features?: unknown, onlyWidth?: boolean): unknown;
  [ADAPTED]?: true;
};
const ADAPTED = Symbol('adapted');
const ARABIC = /\p{Script=Arabic}/u;

/**
 * Two adjustments PDFKit has no option for, made on its font object (private
 * fields, checked first: if a PDFKit update renames them, the PDFs still
 * print correctly, only without these two refinements).
 */
function adapt(font: EmbeddedFont | undefined) {
  if (!font || font[ADAPTED] || typeof font.encode !== 'function' || typeof font.layout !== 'function' || !Array.isArray(font.unicode)) return;
  font[ADAPTED] = true;
  cacheRuns(font);
  mapLigaturesForReaders(font);
}

/**
 * PDFKit caches the layout of a plain word but not of a run laid out whole
 * (with `features`, as every run here is): measuring a line to fit it and
 * then drawing it, on two copies of an airway bill, would shape the same
 * Arabic again and again. Runs are cached here the way PDFKit caches words
 * (it, too, hands the same laid-out run to every use).
 */
function cacheRuns(font: EmbeddedFont) {
  const layout = font.layout.bind(font);
  const runs = new Map<string, unknown>();
  font.layout = (text: string, features?: unknown, onlyWidth?: boolean) => {
    // Every run here passes the same `features` ([]): the text alone is the key.
    if (!features) return layout(text, features, onlyWidth);
    let run = runs.get(text);
    if (run === undefined) runs.set(text, (run = layout(text, features, false)));
    return run;
  };
}

/**
 * A PDF keeps its glyphs in display order, and text extractors (pdf.js,
 * poppler, Acrobat's copy) turn a right-to-left line back into reading order
 * by reversing it. That also reverses what a ligature glyph stands for: lam
 * and alef joined as "لا" would come back as "ال". So an Arabic ligature's
 * entry in the font's ToUnicode map lists its letters in display order, and
 * reversing the line yields them in reading order. (PDFKit records each
 * glyph's characters as it encodes text; this adjusts that record, the one
 * place PDFKit offers no option for.)
 */
function mapLigaturesForReaders(font: EmbeddedFont) {
  const done = new Set<number>();
  const encode = font.encode.bind(font);
  font.encode = (text: string, features?: unknown) => {
    const out = encode(text, features);
    font.unicode.forEach((cps, gid) => {
      if (done.has(gid) || !cps) return;
      done.add(gid);
      // A new array: the one recorded is fontkit's own glyph's.
      if (cps.length > 1 && cps.some((cp) => ARABIC.test(String.fromCodePoint(cp)))) font.unicode[gid] = [...cps].reverse();
    });
    return out;
  };
}

/**
 * Text that needs the Unicode font: any Arabic-script character. Everything
 * else keeps the standard fonts, so English documents print as before.
 */
export const needsUnicode = (text: string) => /\p{Script=Arabic}/u.test(text);

/** The fontkit font behind the current PDFKit font, to ask for glyph coverage. */
function hasGlyph(doc: Doc, cp: number): boolean {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?(c: number): boolean } } })._font?.font;
  return font?.hasGlyphForCodePoint ? font.hasGlyphForCodePoint(cp) : true;
}

/** Whitespace collapsed, and characters the font has no glyph for as "?" (never a blank box). */
export function unicodeSafe(doc: Doc, text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ').trim()) out += /\p{M}|\p{Cf}/u.test(ch) || hasGlyph(doc, ch.codePointAt(0)!) ? ch : '?';
  return out;
}

let bidi: ReturnType<typeof bidiFactory> | null = null;

export interface VisualRun {
  /** The run as handed to PDFKit/fontkit (see `drawnText`). */
  text: string;
  width: number;
}

export interface VisualLine {
  runs: VisualRun[];
  width: number;
  /** The paragraph direction (P2/P3: the first strong character decides). */
  rtl: boolean;
}

/**
 * fontkit picks a run's direction from its first character of a real script
 * (Arabic → right to left, Latin or digits only → left to right). Where that
 * differs from the level bidi gave the run (Arabic-Indic digits, which are
 * Arabic script but read left to right; a right-to-left run of punctuation
 * only), the run is reversed here so that fontkit's order comes out right.
 * Such runs have nothing to join, so reversing them does not change a shape.
 */
function drawnText(run: string, rtl: boolean): string {
  const first = [...run].find((ch) => !/\p{Script=Common}|\p{Script=Inherited}/u.test(ch));
  const fontkitRtl = first !== undefined && /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}/u.test(first);
  return fontkitRtl === rtl ? run : [...run].reverse().join('');
}

/** A line (one paragraph, no line breaks) as runs in display order, left to right, measured at the current font and size. */
export function visualLine(doc: Doc, text: string): VisualLine {
  bidi ??= bidiFactory();
  const levels = bidi.getEmbeddingLevels(text, 'auto');
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const chars = [...text.split('').entries()].map(([i, ch]) => mirrored.get(i) ?? ch);
  // Level runs in logical order. Format characters (marks such as RLM, isolates) have done their work
  // in the levels; the font has no glyph for them, and fontkit would draw a space.
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (/\p{Cf}/u.test(chars[i]!)) continue;
    const level = levels.levels[i]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += chars[i];
    else runs.push({ text: chars[i]!, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const max = Math.max(0, ...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  const out = runs.map((r) => {
    const drawn = drawnText(r.text, r.level % 2 === 1);
    return { text: drawn, width: doc.widthOfString(drawn, { features: [] }) };
  });
  return { runs: out, width: out.reduce((s, r) => s + r.width, 0), rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

/** Where `text` may be cut: code point boundaries not followed by a combining mark. */
function cutPoints(text: string): number[] {
  const points: number[] = [];
  const cps = [...text];
  let at = 0;
  cps.forEach((ch, i) => {
    at += ch.length;
    if (i + 1 < cps.length && !/\p{M}/u.test(cps[i + 1]!)) points.push(at);
  });
  return points;
}

/** The line cut (in reading order, so "…" ends it where a reader ends) to fit `width`. */
export function fitUnicode(doc: Doc, text: string, width: number): VisualLine {
  const whole = visualLine(doc, text);
  if (whole.width <= width) return whole;
  const points = cutPoints(text);
  // The longest cut that fits: `best` is always the line for `lo` (none while lo is 0).
  let lo = 0;
  let hi = points.length;
  let best: VisualLine = { runs: [], width: 0, rtl: whole.rtl };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const candidate = visualLine(doc, `${text.slice(0, points[mid - 1]).trimEnd()}…`);
    if (candidate.width <= width) {
      lo = mid;
      best = candidate;
    } else hi = mid - 1;
  }
  return best;
}

/** Draws the runs left to right from x, top at y. */
export function drawVisualLine(doc: Doc, l: VisualLine, x: number, y: number) {
  let at = x;
  for (const r of l.runs) {
    doc.text(r.text, at, y, { lineBreak: false, features: [] });
    at += r.width;
  }
}
