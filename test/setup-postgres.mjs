// Jest project "postgres": API tests run on the PostgreSQL server in
// TEST_DATABASE_URL, each test file in a database of its own.
process.env.TEST_DB_DRIVER = 'postgres';
// Warnings and errors only (lib/log.ts): no access line for each of thousands of calls.
process.env.LOG_LEVEL ??= 'warn';
