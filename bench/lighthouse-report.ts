// What bench:lighthouse prints: Lighthouse scores and metrics per page, the
// failing audits, first-load JavaScript above the floor, and PASS/MISS per
// target. Returns the verdicts for the results file.
import type { FirstLoadJs } from './first-load-js';
import { table } from './lib';
import { TARGETS, type BenchPage } from './lighthouse-pages';
import type { Category, RunResult } from './lighthouse-run';

export interface PageResult {
  page: BenchPage;
  runs: RunResult[];
  med: RunResult;
  js: FirstLoadJs;
  durationMs: number;
}

export interface Verdict {
  target: string;
  met: boolean;
  /** The pages that miss it, with their figure. */
  misses: string[];
}

const SHORT: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'BP', seo: 'SEO' };
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const signedKB = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kB(Math.abs(bytes))}`;
const sec = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1)} s` : 'n/a');
const score = (v: number) => (Number.isFinite(v) ? String(v) : '–');
const shorten = (p: string) => (p.length > 48 ? `${p.slice(0, 45)}...` : p);
/** A performance score, starred when computed without a metric Lighthouse could not score. */
const perfOf = (r: RunResult) => `${score(r.scores.performance)}${r.unscoredMetrics.length ? '*' : ''}`;

/** The Lighthouse targets a page's median run misses, in short form (perf, LCP, TBT, a11y…). */
function lighthouseMisses({ page, med }: PageResult): string[] {
  const t = TARGETS[page.kind];
  const out = (Object.entries(t.scores) as Array<[Category, number]>).filter(([c, min]) => !(med.scores[c] >= min)).map(([c]) => SHORT[c]);
  if (t.lcp !== undefined && !(med.metrics.lcp <= t.lcp)) out.push('LCP');
  if (t.tbt !== undefined && !(med.metrics.tbt <= t.tbt)) out.push('TBT');
  return out;
}

/** A target judged on some pages; none when the run has no such page (BENCH_PAGES). */
function verdict(target: string, pages: PageResult[], misses: (r: PageResult) => string | undefined): Verdict[] {
  if (!pages.length) return [];
  const found = pages.map(misses).filter((m): m is string => m !== undefined);
  return [{ target, met: found.length === 0, misses: found }];
}

export function report(results: PageResult[], runs: number, front: string): Verdict[] {
  const floor = results.find((r) => r.page.kind === 'floor')!;
  const pub = results.filter((r) => r.page.kind === 'public');
  const portal = results.filter((r) => r.page.kind === 'portal');

  console.log('');
  console.log(`Lighthouse, ${runs} run(s) a page, mobile, simulated throttling, ${front}; the run with the median performance score is shown`);
  console.log(
    `Targets: public pages perf ≥ ${TARGETS.public.scores.performance}, LCP ≤ ${sec(TARGETS.public.lcp!)}, TBT ≤ ${TARGETS.public.tbt} ms, a11y/BP/SEO 100; ` +
      `portal pages (signed in) perf ≥ ${TARGETS.portal.scores.performance}, performance only; the floor has none`,
  );
  console.log('');
  const rows = results.map((r) => {
    const { page, runs: all, med } = r;
    const miss = lighthouseMisses(r);
    return [
      shorten(page.path),
      page.kind,
      perfOf(med),
      all.map(perfOf).join('/'),
      score(med.scores.accessibility),
      score(med.scores['best-practices']),
      score(med.scores.seo),
      sec(med.metrics.lcp),
      `${Math.round(med.metrics.tbt)} ms`,
      med.metrics.cls.toFixed(3),
      sec(med.metrics.fcp),
      page.kind === 'floor' ? '–' : miss.length ? `MISS (${miss.join(', ')})` : 'PASS',
    ];
  });
  console.log(table(['URL', 'kind', 'perf', 'runs', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'targets'], rows));
  const unscored = new Map(results.flatMap((r) => r.runs.flatMap((x) => x.unscoredMetrics.map((m) => [m.id, m.error] as const))));
  if (unscored.size) {
    console.log(
      `* Lighthouse gave no performance score, as ${[...unscored].map(([id, error]) => `${id} had none (${/\(([A-Z_]+)\)\s*$/.exec(error)?.[1] ?? error.replace(/\.\s.*$/s, '')})`).join('; ')}: ` +
        'this is the weighted mean of the other metrics\' scores, with Lighthouse\'s weights renormalised.',
    );
  }

  // The run with the median score settles the targets; each metric's own median says the same
  // with less of one run's noise (one page's TBT spreads tens to hundreds of ms between runs),
  // and the floor's TBT tells what the machine added to every page in this run.
  const mid = (xs: number[]) => {
    const v = xs.filter(Number.isFinite).sort((a, b) => a - b);
    return v.length ? (v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2) : NaN;
  };
  const floorTbt = mid(floor.runs.map((x) => x.metrics.tbt));
  console.log('');
  console.log(`Each metric's own median over the runs (for reading, not for the targets); the floor's TBT median: ${Math.round(floorTbt)} ms`);
  console.log(
    table(
      ['URL', 'LCP', 'FCP', 'TBT', 'TBT of the runs'],
      results.map(({ page, runs: all }) => [
        shorten(page.path),
        sec(mid(all.map((x) => x.metrics.lcp))),
        sec(mid(all.map((x) => x.metrics.fcp))),
        `${Math.round(mid(all.map((x) => x.metrics.tbt)))} ms`,
        all.map((x) => Math.round(x.metrics.tbt)).join('/'),
      ]),
    ),
  );

  console.log('');
  console.log('Failing audits (score < 0.9) in the median run:');
  for (const { page, med } of results) {
    console.log(`  ${page.path}${med.failing.length ? '' : ': none'}`);
    for (const f of med.failing) {
      const value = f.displayValue ? ` [${f.displayValue}]` : '';
      console.log(`    ${SHORT[f.category].padEnd(4)} ${f.id}: ${f.title}${value} (score ${f.score.toFixed(2)})`);
    }
  }

  console.log('');
  console.log(`First-load JavaScript (kB = 1000 bytes), and above the floor ${floor.page.path} (${floor.js.files.length} files, ${kB(floor.js.gzip)} kB gzip, ${kB(floor.js.brotli)} kB brotli):`);
  const jsRows = results.map(({ page, js }) => {
    const above = js.gzip - floor.js.gzip;
    const result = page.jsAllowance === undefined ? '–' : above <= page.jsAllowance ? 'PASS' : 'MISS';
    return [
      shorten(page.path),
      String(js.files.length),
      kB(js.gzip),
      kB(js.brotli),
      page.kind === 'floor' ? '–' : signedKB(above),
      page.kind === 'floor' ? '–' : signedKB(js.brotli - floor.js.brotli),
      page.jsAllowance === undefined ? '–' : `≤ +${kB(page.jsAllowance)}`,
      result,
      js.html.startsWith('GET ') ? 'server' : 'build',
    ];
  });
  console.log(table(['URL', 'files', 'gzip', 'brotli', 'gzip − floor', 'brotli − floor', 'target (gzip)', 'result', 'HTML from'], jsRows));
  const skipped = [...new Set(results.flatMap((r) => r.js.skipped))];
  if (skipped.length) console.log(`not counted (noModule, legacy browsers only): ${skipped.join(', ')}`);

  console.log('');
  console.log(`The floor's files (every page loads these or their equivalents):`);
  console.log(table(['file', 'raw kB', 'gzip kB', 'brotli kB'], floor.js.files.map((f) => [f.src, kB(f.raw), kB(f.gzip), kB(f.brotli)])));
  const floorFiles = new Set(floor.js.files.map((f) => f.src));
  for (const { page, js } of results) {
    if (page.jsAllowance === undefined || js.gzip - floor.js.gzip <= page.jsAllowance) continue;
    const extra = js.files.filter((f) => !floorFiles.has(f.src));
    const missing = floor.js.files.filter((f) => !js.files.some((g) => g.src === f.src));
    console.log('');
    console.log(`${page.path} misses its target: the ${extra.length} files it loads beyond the floor's (${kB(extra.reduce((a, f) => a + f.gzip, 0))} kB gzip)`);
    console.log(table(['file', 'raw kB', 'gzip kB', 'brotli kB'], extra.map((f) => [f.src, kB(f.raw), kB(f.gzip), kB(f.brotli)])));
    if (missing.length) console.log(`(and it does not load ${missing.length} of the floor's files: ${missing.map((f) => f.src).join(', ')})`);
  }

  console.log('');
  console.log('Cross-check, scripts Lighthouse saw each page download in its median run (transfer sizes as sent: Brotli from scripts/serve.mjs, with headers):');
  for (const { page, med, js } of results) {
    const local = med.scripts.filter((s) => new URL(s.url).pathname.startsWith('/_next/static/'));
    const inHtml = new Set(js.files.map((f) => f.src));
    const later = local.filter((s) => !inHtml.has(new URL(s.url).pathname));
    const sum = local.reduce((a, s) => a + s.transferSize, 0);
    console.log(
      `  ${shorten(page.path)}: ${local.length} scripts, ${kB(sum)} kB` +
        (later.length ? `; ${later.length} loaded after the HTML's own (lazy chunks, prefetches): ${later.map((s) => new URL(s.url).pathname).join(', ')}` : ''),
    );
  }

  const withTarget = results.filter((r) => r.page.jsAllowance !== undefined);
  const fmtJs = (r: PageResult) => `${r.page.path} ${signedKB(r.js.gzip - floor.js.gzip)} kB`;
  const verdicts: Verdict[] = [
    ...verdict(`performance ≥ ${TARGETS.public.scores.performance} on every public page`, pub, (r) => (r.med.scores.performance >= TARGETS.public.scores.performance! ? undefined : `${r.page.path} ${r.med.scores.performance}`)),
    ...verdict(`performance ≥ ${TARGETS.portal.scores.performance} on the portal pages`, portal, (r) => (r.med.scores.performance >= TARGETS.portal.scores.performance! ? undefined : `${r.page.path} ${r.med.scores.performance}`)),
    ...verdict(`LCP ≤ ${sec(TARGETS.public.lcp!)} on every public page`, pub, (r) => (r.med.metrics.lcp <= TARGETS.public.lcp! ? undefined : `${r.page.path} ${sec(r.med.metrics.lcp)}`)),
    ...verdict(`TBT ≤ ${TARGETS.public.tbt} ms on every public page`, pub, (r) => (r.med.metrics.tbt <= TARGETS.public.tbt! ? undefined : `${r.page.path} ${Math.round(r.med.metrics.tbt)} ms`)),
    ...(['accessibility', 'best-practices', 'seo'] as const).flatMap((c) =>
      verdict(`${c} 100 on every public page`, pub, (r) => (r.med.scores[c] >= 100 ? undefined : `${r.page.path} ${r.med.scores[c]}`)),
    ),
    ...[...new Set(withTarget.map((r) => r.page.jsAllowance!))].flatMap((allowance) => {
      const pages = withTarget.filter((r) => r.page.jsAllowance === allowance);
      const names = pages.map((r) => r.page.path).join(', ');
      return verdict(`first-load JS ≤ floor + ${kB(allowance)} kB gzip (${names})`, pages, (r) => (r.js.gzip - floor.js.gzip <= allowance ? undefined : fmtJs(r)));
    }),
  ];

  console.log('');
  for (const v of verdicts) {
    console.log(`Target: ${v.target}: ${v.met ? 'PASS' : `MISS (${v.misses.join('; ')})`}`);
  }
  const bi = results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)).filter(Number.isFinite);
  if (bi.length) console.log(`Lighthouse benchmarkIndex of this machine: ${Math.round(Math.min(...bi))}–${Math.round(Math.max(...bi))} (lower = slower CPU; scores drop below ~1000)`);
  return verdicts;
}
