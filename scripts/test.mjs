#!/usr/bin/env node
// `npm test`: the whole suite. Jest (unit and courier API tests, on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL too), then a production build and the
// Playwright tests in Chromium against it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function run(label, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
  });
  if (r.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

const RESULTS = 'test-results';
fs.mkdirSync(RESULTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const only = process.argv[2];
if (!only || only === 'unit') {
  const out = path.join(RESULTS, 'jest.json');
  fs.rmSync(out, { force: true });
  // PGlite loads part of itself with a dynamic import, which Jest runs only with VM modules on.
  run('Jest: unit and courier API tests', ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${out}`]);
  const j = readJson(out);
  if (!j || j.numTotalTests === 0) {
    console.error('✗ Jest ran no test');
    process.exit(1);
  }
  totals.passed += j.numPassedTests;
  totals.failed += j.numFailedTests;
  totals.skipped += j.numPendingTests + j.numTodoTests;
}
if (!only || only === 'e2e') {
  const out = path.join(RESULTS, 'e2e.json');
  fs.rmSync(out, { force: true });
  run('Next build', ['scripts/build.mjs']);
  run('Playwright: end-to-end tests in Chromium', ['node_modules/@playwright/test/cli.js', 'test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: out });
  const p = readJson(out);
  if (!p || p.stats.expected + p.stats.unexpected + p.stats.flaky === 0) {
    console.error('✗ Playwright ran no test');
    process.exit(1);
  }
  totals.passed += p.stats.expected + p.stats.flaky;
  totals.failed += p.stats.unexpected;
  totals.skipped += p.stats.skipped;
}
// The closing line CI reads.
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.failed > 0) process.exit(1);
