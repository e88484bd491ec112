// The Arabic copy against the English: same structure, same slugs, images,
// dates and links, every number kept, Arabic words (not leftover English), and
// metadata fit for search results.
import { site } from '@/lib/site';
import { paragraphLinks, paragraphText, wordCount, type Paragraph } from './blog';
import { SERVICE_NAMES_AR } from './ar/service-names';
import {
  faqFor,
  faqQuestionsFor,
  formatPostDateFor,
  homeFor,
  pagesFor,
  postFor,
  postsFor,
  serviceFor,
  serviceNamesFor,
  servicesFor,
  type Locale,
} from './localized';
import { BLOG_SLUGS, SERVICE_SLUGS } from './slugs';

/** Fields that are data, not words: identical in both languages. */
const SAME_IN_BOTH = new Set(['slug', 'image', 'src', 'href', 'datePublished', 'legalUpdated', 'sameDay']);

/** Latin text allowed inside Arabic copy (registered names, addresses, codes). */
const LATIN_ALLOWED = [site.legalName, site.email, site.url, 'AWB'];

interface Pair {
  path: string;
  en: string;
  ar: string;
}

/** Walks the English and Arabic trees together: structural differences go to `problems`, text pairs to `pairs`. */
function compare(en: unknown, ar: unknown, path: string, pairs: Pair[], problems: string[]): void {
  const key = path.replace(/\[\d+\]$/, '').split('.').pop() ?? '';
  if (typeof en === 'string' || typeof en === 'boolean' || typeof en === 'number') {
    if (typeof ar !== typeof en) problems.push(`${path}: ${typeof ar} instead of ${typeof en}`);
    else if (SAME_IN_BOTH.has(key) || typeof en !== 'string') {
      if (ar !== en) problems.push(`${path}: ${JSON.stringify(ar)} differs from ${JSON.stringify(en)}`);
    } else pairs.push({ path, en, ar: ar as string });
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ar)) return void problems.push(`${path}: not a list`);
    // A paragraph with inline links: compared as its text and its links, since word order may move the links.
    if (key === 'paragraphs') {
      if (ar.length !== en.length) problems.push(`${path}: ${ar.length} paragraphs instead of ${en.length}`);
      en.forEach((p: Paragraph, i) => {
        const a = ar[i] as Paragraph | undefined;
        if (a === undefined) return;
        const hrefs = (x: Paragraph) => paragraphLinks(x).map((l) => l.href);
        if (JSON.stringify(hrefs(a)) !== JSON.stringify(hrefs(p))) problems.push(`${path}[${i}]: links ${hrefs(a)} instead of ${hrefs(p)}`);
        pairs.push({ path: `${path}[${i}]`, en: paragraphText(p), ar: paragraphText(a) });
      });
      return;
    }
    if (ar.length !== en.length) problems.push(`${path}: ${ar.length} items instead of ${en.length}`);
    en.forEach((x, i) => compare(x, ar[i], `${path}[${i}]`, pairs, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!ar || typeof ar !== 'object') return void problems.push(`${path}: not an object`);
    const ek = Object.keys(en).sort();
    const ak = Object.keys(ar).sort();
    if (ek.join() !== ak.join()) problems.push(`${path}: keys ${ak} instead of ${ek}`);
    for (const k of ek) compare((en as Record<string, unknown>)[k], (ar as Record<string, unknown>)[k], `${path}.${k}`, pairs, problems);
  }
}

const content = (locale: Locale) => ({
  services: servicesFor(locale),
  serviceNames: serviceNamesFor(locale),
  posts: postsFor(locale),
  faq: faqFor(locale),
  pages: (({ legalUpdatedLabel: _label, ...rest }) => rest)(pagesFor(locale)),
  home: homeFor(locale),
});

const pairs: Pair[] = [];
const problems: string[] = [];
compare(content('en'), content('ar'), 'content', pairs, problems);

/** Numbers as written: "24", "08:00", "5,000", "2021". */
const numbers = (s: string) => new Set(s.match(/\d+(?:[.,:]\d+)*/g) ?? []);
const hasNumber = (s: string, n: string) => new RegExp(`(?<![\\d])${n.replace(/[.,:]/g, '\\$&')}(?![\\d])`).test(s);
/** Arabic money reads "500.00 د.إ.‏" where English says "AED 500". */
const withoutFils = (n: string) => n.replace(/\.00$/, '');

describe('Arabic content', () => {
  it('has the structure of the English: same slugs, list lengths, images, dates and links', () => {
    expect(problems).toEqual([]);
    expect(pairs.length).toBeGreaterThan(400);
  });

  it('keeps every number of the English text, and adds none', () => {
    const missing = pairs.flatMap(({ path, en, ar }) => [...numbers(en)].filter((n) => !hasNumber(ar, n)).map((n) => `${path}: ${n}`));
    const added = pairs.flatMap(({ path, en, ar }) => [...numbers(ar)].filter((n) => !hasNumber(en, withoutFils(n))).map((n) => `${path}: ${n}`));
    expect({ missing, added }).toEqual({ missing: [], added: [] });
  });

  it('is written in Arabic: Arabic letters in every text, Latin digits only, no leftover English sentences', () => {
    const noArabic = pairs.filter((p) => !/[\u0621-\u064A]/.test(p.ar)).map((p) => p.path);
    const easternDigits = pairs.filter((p) => /[\u0660-\u0669\u06F0-\u06F9]/.test(p.ar)).map((p) => p.path);
    const english = pairs.flatMap(({ path, ar }) => {
      const rest = LATIN_ALLOWED.reduce((s, allowed) => s.split(allowed).join(' '), ar);
      const run = rest.match(/[A-Za-z][\w'’-]*(?:[\s,]+[A-Za-z][\w'’-]*){3,}/);
      return run ? [`${path}: ${run[0]}`] : [];
    });
    expect({ noArabic, easternDigits, english }).toEqual({ noArabic: [], easternDigits: [], english: [] });
  });

  it('writes the brand in Arabic in running text, and isolates the phone number from the right-to-left flow', () => {
    const latinBrand = pairs.filter((p) => p.ar.split(site.legalName).join('').includes(site.name)).map((p) => p.path);
    expect(latinBrand).toEqual([]);
    const withPhone = pairs.filter((p) => p.ar.includes(site.phone));
    expect(withPhone.length).toBeGreaterThan(0);
    for (const p of withPhone) expect({ path: p.path, isolated: p.ar.includes(`\u2066${site.phone}\u2069`) }).toEqual({ path: p.path, isolated: true });
  });

  it('has unique titles and meta descriptions of 70 to 170 characters for every service and article', () => {
    const pages = [...servicesFor('ar'), ...postsFor('ar')];
    const titles = pages.map((p) => p.title);
    const descriptions = pages.map((p) => p.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(new Set(postsFor('ar').map((p) => p.excerpt)).size).toBe(BLOG_SLUGS.length);
    const outOfRange = pages.filter((p) => p.description.length < 70 || p.description.length > 170).map((p) => `${p.slug}: ${p.description.length}`);
    expect(outOfRange).toEqual([]);
  });

  it('gives every article a full body (at least 75% of the English word count)', () => {
    for (const slug of BLOG_SLUGS) {
      const en = wordCount(postFor('en', slug)!);
      const ar = wordCount(postFor('ar', slug)!);
      expect({ slug, full: ar >= 0.75 * en }).toEqual({ slug, full: true });
    }
  });
});

describe('localized accessors', () => {
  it('find services and articles by exact slug in both languages', () => {
    for (const slug of SERVICE_SLUGS) {
      expect(serviceFor('en', slug)?.slug).toBe(slug);
      expect(serviceFor('ar', slug)?.name).toBe(SERVICE_NAMES_AR[slug]);
    }
    for (const slug of BLOG_SLUGS) expect(postFor('ar', slug)?.slug).toBe(slug);
    expect(postFor('ar', BLOG_SLUGS[0].toLowerCase())).toBeUndefined();
    expect(serviceFor('ar', 'no-such-service')).toBeUndefined();
  });

  it('format dates with Latin digits in Arabic and as before in English', () => {
    expect(formatPostDateFor('en', '2025-03-04')).toBe('4 March 2025');
    expect(formatPostDateFor('ar', '2025-03-04')).toBe('4 مارس 2025');
    expect(pagesFor('en').legalUpdatedLabel).toBe('21 November 2026');
    expect(pagesFor('ar').legalUpdatedLabel).toBe('21 نوفمبر 2026');
    expect(pagesFor('ar').legalUpdated).toBe(pagesFor('en').legalUpdated);
  });

  it('list every help desk question once per language', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(faqQuestionsFor(locale)).toEqual(faqFor(locale).flatMap((g) => g.items));
    }
    expect(faqQuestionsFor('ar')).toHaveLength(faqQuestionsFor('en').length);
  });
});
