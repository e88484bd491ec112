// One Lighthouse run in a fresh headless Chromium, reduced to the figures the
// benchmark prints. Lighthouse's defaults are kept on purpose: mobile form
// factor, simulated throttling (slow 4G, 4x CPU slowdown), so the scores are
// the ones PageSpeed Insights would compute for the same page.
import fs from 'node:fs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The parts of Lighthouse's result (LHR) the benchmark reads. */
interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  errorMessage?: string;
  details?: { type: string; items?: Array<Record<string, unknown>> };
}
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> }>;
  audits: Record<string, LhAudit>;
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface Chrome {
  port: number;
  kill(): void | Promise<void>;
}
type LaunchFn = (opts: { chromePath?: string; chromeFlags: string[]; logLevel?: string }) => Promise<Chrome>;

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface RunResult {
  url: string;
  /** 0–100; NaN for a category the run did not audit. */
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: { lcp: number; tbt: number; cls: number; fcp: number; si: number };
  benchmarkIndex: number;
  warnings: string[];
  /**
   * Metrics Lighthouse could not score, when it therefore gave no performance
   * score and `scores.performance` is computed from the other metrics (see
   * performanceWithout); empty otherwise.
   */
  unscoredMetrics: Array<{ id: string; error: string }>;
  failing: FailingAudit[];
  /** Every script Lighthouse saw the page load, with its transfer size (headers included). */
  scripts: Array<{ url: string; transferSize: number }>;
  lhr: Lhr;
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let modules: Promise<{ lighthouse: LighthouseFn; launch: LaunchFn }> | undefined;

function load() {
  // Both are ES modules; import them by name so the compiler need not resolve their large type trees.
  const lh = 'lighthouse';
  const cl = 'chrome-launcher';
  modules ??= Promise.all([import(lh), import(cl)]).then(([a, b]) => ({
    lighthouse: (a.default ?? a) as LighthouseFn,
    launch: ((b as { launch?: LaunchFn }).launch ?? (b.default as { launch: LaunchFn }).launch) as LaunchFn,
  }));
  return modules;
}

export function chromePath(): string {
  const p = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  if (!fs.existsSync(p)) throw new Error(`Chromium not found at ${p}: install it (apt-get install chromium) or set CHROME_PATH`);
  return p;
}

let current: Chrome | undefined;

/** Kills the browser of a run in progress (on Ctrl-C). */
export async function killChrome() {
  const c = current;
  current = undefined;
  await c?.kill();
}

export interface RunOptions {
  /** The categories to audit (default: all four); the others score NaN. */
  categories?: readonly Category[];
  /** Headers sent with every request of the run, e.g. a session's Cookie (Lighthouse's `extraHeaders`). */
  extraHeaders?: Record<string, string>;
  /** Accept any certificate: the HTTPS front's own, made for the run (bench/https-front.ts). */
  acceptAnyCertificate?: boolean;
}

export async function runLighthouse(url: string, opts: RunOptions = {}): Promise<RunResult> {
  const { lighthouse, launch } = await load();
  const chromeFlags = opts.acceptAnyCertificate ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await launch({ chromePath: chromePath(), chromeFlags, logLevel: 'silent' });
  current = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...(opts.categories ?? CATEGORIES)],
      ...(opts.extraHeaders ? { extraHeaders: opts.extraHeaders } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return summarize(url, result.lhr);
  } finally {
    await killChrome();
  }
}

function summarize(url: string, lhr: Lhr): RunResult {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // A category left out of the run (onlyCategories) scores NaN, not 0.
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c] ? Math.round((lhr.categories[c].score ?? 0) * 100) : NaN]),
  ) as Record<Category, number>;
  const perf = performanceWithout(lhr);
  if (perf) scores.performance = perf.score;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      // 'hidden' holds duplicates of visible audits; 0.9 is Lighthouse's own pass threshold.
      if (!a || ref.group === 'hidden' || a.score === null || a.score >= 0.9) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) continue;
      failing.push({ category, id: a.id, title: a.title, score: a.score, displayValue: a.displayValue });
    }
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: String(r.url), transferSize: Number(r.transferSize ?? 0) }));
  return {
    url,
    scores,
    metrics: {
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      fcp: num('first-contentful-paint'),
      si: num('speed-index'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    warnings: lhr.runWarnings ?? [],
    unscoredMetrics: perf?.unscored ?? [],
    failing,
    scripts,
    lhr,
  };
}

/**
 * Lighthouse gives no performance score when one metric has none: Speed Index
 * on a page whose last frame is as blank as its first (SPEEDINDEX_OF_ZERO),
 * which is what the empty floor page looks like once the splash has faded.
 * Then the score is the weighted mean of the metrics that were scored, with
 * Lighthouse's own weights renormalised; undefined when Lighthouse scored it.
 */
function performanceWithout(lhr: Lhr): { score: number; unscored: Array<{ id: string; error: string }> } | undefined {
  const cat = lhr.categories.performance;
  if (!cat || cat.score !== null) return undefined;
  const metrics = cat.auditRefs.filter((r) => r.weight > 0);
  const scored = metrics.filter((r) => typeof lhr.audits[r.id]?.score === 'number');
  const weight = scored.reduce((a, r) => a + r.weight, 0);
  if (!weight) return undefined;
  const mean = scored.reduce((a, r) => a + r.weight * lhr.audits[r.id]!.score!, 0) / weight;
  const unscored = metrics.filter((r) => !scored.includes(r)).map((r) => ({ id: r.id, error: lhr.audits[r.id]?.errorMessage ?? 'no score' }));
  return { score: Math.round(mean * 100), unscored };
}
