// Readiness: answers 200 once the courier API and its database respond.
import { sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { getCourierRuntime } from '@/lib/courier-runtime';

export const dynamic = 'force-dynamic';

export async function GET() {
  if (getEnv().courierApiUrl) return Response.json({ ok: true, courierApi: 'remote' });
  try {
    const { database } = await getCourierRuntime();
    await database.db.execute(sql`select 1`);
    return Response.json({ ok: true, courierApi: 'built-in', database: database.driver });
  } catch {
    return Response.json({ ok: false, message: 'The database is not reachable.' }, { status: 503 });
  }
}
