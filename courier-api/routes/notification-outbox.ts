// Admin → Manage Customers → Notifications (issue 16): the receivers' and
// followers' email, SMS and WhatsApp messages in the one outbox, beside the
// mail outbox (routes/customers.ts). Messages of a channel that is not set up
// wait here; a failed one can be sent again unless it carried a one-time code.
// No answer ever contains a code (services/notifications/admin-list.ts).
import { notificationIdSchema, notificationOutboxQuery } from '@/lib/schemas/notification-outbox';
import type { Ctx } from '../context';
import { ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { listNotificationOutbox, retryNotification } from '../services/notifications/admin-list';

export const QUEUED = 'The message was queued again.';
export const QUEUED_MORNING = 'The message was queued again. SMS and WhatsApp wait until 08:00 Dubai time.';

async function list(c: Ctx) {
  return ok(c, await listNotificationOutbox(c.get('deps').db, await readQuery(c, notificationOutboxQuery)));
}

async function retry(c: Ctx) {
  const { db, now } = c.get('deps');
  const { _id } = await readBody(c, notificationIdSchema);
  const at = now();
  const done = await retryNotification(db, _id, at);
  // An SMS or WhatsApp sent again in quiet hours waits for the morning.
  return ok(c, done, new Date(done.NextAttemptAt) > at ? QUEUED_MORNING : QUEUED);
}

export function notificationOutboxRoutes(r: Router) {
  r.get('NotificationOutbox', 'admin', list);
  r.post('NotificationOutbox/Retry', 'admin', retry);
}
