import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './courier-api/db/schema.ts',
  out: './courier-api/db/migrations',
});
