// `npm run courier-api`: the built-in courier API as a standalone HTTP server
// (for a separate deployment, or for another site to use as COURIER_API_URL).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { getEnv } from '../lib/env';
import type { HttpBindings } from './app';
import { createConfiguredApi, prepareDatabase } from './bootstrap';

async function main() {
  const env = getEnv();
  const { database } = await prepareDatabase(env);
  const api = await createConfiguredApi(env, database);
  const port = env.courierApiPort;
  // Facing the network directly, the API sends its own security headers
  // (in-process, the website's headers apply instead).
  const server = new Hono<{ Bindings: HttpBindings }>()
    .use('*', secureHeaders())
    .all('*', (c) => api.fetch(c.req.raw, { incoming: c.env.incoming }));
  serve({ fetch: server.fetch, port }, () => console.log(`Courier API on http://localhost:${port}/ (${database.driver})`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
