// Settings the e2e server runs with, shared by e2e/server.mjs, the Playwright
// config and the specs that need them (e.g. to mint a session cookie the server accepts).
export const E2E_NEXTAUTH_SECRET = 'e2e-secret-at-least-32-characters-long!!';

/**
 * How many Playwright workers run side by side (E2E_WORKERS, default 2), each
 * against a server of its own: its own port and its own fresh database, so
 * tests in different workers never share data. E2E_WORKERS=1 is one server.
 */
export function e2eWorkers() {
  const n = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(n) && n >= 1 ? n : 2;
}

/** The port of the server that worker `index` (its parallelIndex) uses: E2E_PORT (default 3210) + index. */
export function e2ePort(index = 0) {
  return Number(process.env.E2E_PORT ?? 3210) + index;
}
