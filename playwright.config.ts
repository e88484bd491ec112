// End-to-end tests: the already built production server (`node e2e/server.mjs`)
// on a fresh embedded database, driven by Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// localhost, as e2e/server.mjs binds it (the gate's rewrites stay in process).
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Side-by-side runs (NEXT_DIST_DIR) keep their artifacts apart.
  outputDir: `test-results/${process.env.NEXT_DIST_DIR || '.next'}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // `list` for people; scripts/test.mjs also asks for JSON through PLAYWRIGHT_JSON_OUTPUT_FILE.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node e2e/server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
