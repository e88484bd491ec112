// GET /api/health/live asks nothing of the database: it answers while the process runs.
import { GET } from './route';

describe('/api/health/live', () => {
  it('answers 200 without touching the database, never cached', async () => {
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    try {
      const res = GET();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ ok: true, uptimeSeconds: expect.any(Number) });
    } finally {
      delete process.env.DATABASE_URL;
    }
  });
});
