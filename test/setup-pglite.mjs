// Jest project "pglite": API tests run on a throwaway in-memory PGlite database.
process.env.TEST_DB_DRIVER = 'pglite';
