// GET /api/health/ready: may this instance take traffic? The database answers
// and its schema is this build's (503 otherwise); Redis, when set, is reported
// and only degrades (app/api/health/readiness.ts, courier-api/health.ts).
import { readinessAnswer } from '../readiness';

export const dynamic = 'force-dynamic';

export const GET = readinessAnswer;
