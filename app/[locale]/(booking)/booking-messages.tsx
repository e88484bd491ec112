import { ClientMessages } from '@/lib/i18n/client-messages';
import { BOOKING_PAGE_MESSAGES, type BookingPagePath } from '@/lib/i18n/namespaces';

/**
 * A booking-area page's message provider, holding only what its islands read
 * (lib/i18n/namespaces.ts BOOKING_PAGE_MESSAGES; lib/i18n/booking-namespaces.test.ts
 * checks each list).
 */
export function BookingMessages({ path, children }: { path: BookingPagePath; children: React.ReactNode }) {
  return <ClientMessages namespaces={BOOKING_PAGE_MESSAGES[path]}>{children}</ClientMessages>;
}
