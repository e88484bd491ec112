// GET /api/health: readiness, as it always answered (the E2E servers and the
// benchmarks wait on it). Liveness is /api/health/live; readiness by its own
// name is /api/health/ready.
import { readinessAnswer } from './readiness';

export const dynamic = 'force-dynamic';

export const GET = readinessAnswer;
