// End-to-end tests: the already built production server (`node e2e/server.mjs`)
// on a fresh embedded database, driven by Debian's Chromium.
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort, e2eWorkers } from './e2e/server-settings.mjs';

// One server per worker (E2E_WORKERS, default 2), each on its own port (E2E_PORT,
// E2E_PORT + 1, …) and its own fresh database: a worker's tests never see another
// worker's data. e2e/fixtures.ts points each test's baseURL at its worker's server
// (testInfo.parallelIndex); specs import `test` from there, never from '@playwright/test'.
const workers = e2eWorkers();
// localhost, as e2e/server.mjs binds it (the gate's rewrites stay in process).
const serverURL = (index: number) => `http://localhost:${e2ePort(index)}`;

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell, .ci/run installs it), else Debian's Chromium. The
 * shell is the same Blink and V8 without the browser's windowing layer: on two
 * cores it ran three E2E spec files in 198 s against 304 s, its processes
 * taking 248 against 422 s of CPU (docs/decisions.md, "CI time, session 21").
 * It cannot run headed: `CHROMIUM_PATH=/usr/bin/chromium npx playwright test --headed`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  // Side-by-side runs (NEXT_DIST_DIR) keep their artifacts apart.
  outputDir: `test-results/${process.env.NEXT_DIST_DIR || '.next'}`,
  // Whole files per worker, in order: serial blocks and a file's shared state stay together.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // `list` for people; scripts/test.mjs also asks for JSON through PLAYWRIGHT_JSON_OUTPUT_FILE.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Worker 0's server; e2e/fixtures.ts overrides it per worker.
    baseURL: serverURL(0),
    // Recording a trace costs every test a quarter of its time (DOM snapshots and
    // a screencast at each step: auth + blog specs, one worker, 211 → 161 s without),
    // and on two cores Playwright's wall time is its CPU time. CI retries a failure
    // once and records that retry; a run by hand (no retries) keeps each failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node e2e/server.mjs',
    url: `${serverURL(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(e2ePort(index)) },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // SIGTERM, not Playwright's default SIGKILL: e2e/server.mjs then stops the server and
    // deletes its temporary database (about 43 MB a worker, left in /tmp on every run before).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
