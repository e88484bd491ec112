import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Two projects share every API test: one on embedded PGlite, one on the
// PostgreSQL server named by TEST_DATABASE_URL (CI sets it). The driver is
// picked in test/setup-*.mjs before any test module loads.
const base = {
  testEnvironment: 'node',
  moduleNameMapper: { '^server-only$': '<rootDir>/test/empty.js', '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/bench/'],
};

// otplib's base32 and crypto plugins (@scure, @noble, some nested under @otplib) and intl-messageformat 11 with
// its @formatjs parts (next-intl's message formatting), and use-intl with icu-minify (next-intl's formatting and
// the build's message compiler, components/shell/fill-message.test.ts) ship as ES modules only, which Jest's
// CommonJS runtime cannot require: they are compiled like the project's own code.
const ESM_ONLY = 'otplib|@otplib|@scure|@noble|intl-messageformat|@formatjs|use-intl|icu-minify';

async function project(name, setupFile) {
  const cfg = await createJestConfig({ ...base, displayName: name, setupFiles: [setupFile] })();
  cfg.transformIgnorePatterns = cfg.transformIgnorePatterns.map((p) => p.replace('/node_modules/(?!.pnpm)(?!(', `/node_modules/(?!.pnpm)(?!(${ESM_ONLY}|`));
  return cfg;
}

/**
 * With PostgreSQL (CI), the API's route tests run there, on the production
 * database, and on PGlite only this smoke set: routes whose SQL leans on what
 * an embedded database might do differently (trigram search, JSON aggregation,
 * day bins, concurrent debits, bulk inserts, the courier day's locks). PGlite
 * still runs every other test file, and the whole E2E suite runs on it (each
 * test server's database is embedded). Without TEST_DATABASE_URL, or with
 * TEST_PGLITE=all, every route test runs on PGlite. Two cores ran each route
 * file 2.5 times slower on PGlite than on PostgreSQL: 764 of Jest's 1,443
 * seconds of test files (docs/decisions.md).
 */
const PGLITE_ROUTE_SMOKE = ['auth', 'tracking', 'shipments', 'shipments-history', 'dashboard', 'prepaid-concurrency', 'batches', 'courier-day'];

export default async function config() {
  const projects = [await project('pglite', '<rootDir>/test/setup-pglite.mjs')];
  // The rule, decided here only; test files that follow it read the flag (workers inherit this
  // process's environment): courier-api/health.test.ts migrates from empty on PostgreSQL only.
  process.env.TEST_POSTGRES_TAKES_OVER = process.env.TEST_DATABASE_URL && process.env.TEST_PGLITE !== 'all' ? '1' : '';
  if (process.env.TEST_POSTGRES_TAKES_OVER) {
    projects[0].testPathIgnorePatterns = [
      ...projects[0].testPathIgnorePatterns,
      `/courier-api/(routes|merchant)/(?!(${PGLITE_ROUTE_SMOKE.join('|')})\\.test\\.ts$)`,
    ];
  }
  if (process.env.TEST_DATABASE_URL) {
    const pg = await project('postgres', '<rootDir>/test/setup-postgres.mjs');
    // Only the tests that touch the database run twice.
    pg.testMatch = ['<rootDir>/courier-api/routes/**/*.test.ts', '<rootDir>/courier-api/merchant/**/*.test.ts', '<rootDir>/courier-api/*.test.ts', '<rootDir>/courier-api/db/*.test.ts', '<rootDir>/app/**/*.test.ts'];
    // The cron route's test boots the whole runtime on an embedded database of its own (DATA_DIR), whatever
    // the project: on PostgreSQL's it was the same 40 to 50 s run a second time.
    pg.testPathIgnorePatterns = [...pg.testPathIgnorePatterns, '/app/api/cron/'];
    projects.push(pg);
  }
  // Not a performance limit (those live in bench/): a loaded 2-core machine can take over 30 s to
  // start an embedded database and migrate it in a beforeAll, which is not a failure.
  // Two workers: each test file has its own database, and Jest's default on two cores is one.
  return { projects, testTimeout: 90000, maxWorkers: 2 };
}
