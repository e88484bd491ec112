// POST Tracking, one of the hottest public calls, at a static path: the same
// BFF handler as the catch-all's (lib/courier-route.ts), every method
// included, so it answers exactly as the catch-all would.
import { courierRoute } from '@/lib/courier-route';

export const dynamic = 'force-dynamic';

const handle = courierRoute(['Tracking']);
export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
