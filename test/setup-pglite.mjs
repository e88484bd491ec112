// Jest project "pglite": API tests run on a throwaway in-memory PGlite database.
process.env.TEST_DB_DRIVER = 'pglite';
// Warnings and errors only (lib/log.ts): no access line for each of thousands of calls.
process.env.LOG_LEVEL ??= 'warn';
