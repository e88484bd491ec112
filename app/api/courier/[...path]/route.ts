// The BFF proxy for every courier call (lib/courier-route.ts); the hottest
// public ones also have a static route of their own (../Tracking, ../RateFinder).
import { courierRoute } from '@/lib/courier-route';

export const dynamic = 'force-dynamic';

const handle = courierRoute();
export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
