// Admin → Manage Customers → Notifications (issue 16): the receivers' and
// followers' messages in the one outbox (email, SMS, WhatsApp; webhooks are
// the merchants' own, in API & Webhooks). The list's query, the retry's body
// and the row the screen shows, shared by the screen and the courier API
// (routes/notification-outbox.ts).
import * as yup from 'yup';
import { str } from './common';
import { listQuery } from './list-query';
import { NOTIFY_CHANNELS, type NotifyChannel, type NotifyKind } from './notifications';
import { recordId } from './service-types';

export const NOTIFICATION_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_STATUS_FILTERS = ['all', ...NOTIFICATION_STATUSES] as const;
export const NOTIFICATION_CHANNEL_FILTERS = ['all', ...NOTIFY_CHANNELS] as const;

/** GET NotificationOutbox: search on the recipient or the airway bill, newest first. */
export const notificationOutboxQuery = listQuery({ pageSize: 10, search: true }).shape({
  status: str('status', 'lower')
    .oneOf(NOTIFICATION_STATUS_FILTERS, `status must be ${NOTIFICATION_STATUS_FILTERS.join(', ')}.`)
    .default('all'),
  channel: str('channel', 'lower')
    .oneOf(NOTIFICATION_CHANNEL_FILTERS, `channel must be one of ${NOTIFICATION_CHANNEL_FILTERS.join(', ')}.`)
    .default('all'),
});
export type NotificationOutboxQuery = yup.InferType<typeof notificationOutboxQuery>;

/** POST NotificationOutbox/Retry. */
export const notificationIdSchema = yup.object({ _id: recordId() });

/** One message as the Admin sees it: never its one-time code, nor anything made from it. */
export interface OutboxNotification {
  _id: string;
  Channel: NotifyChannel;
  Kind: NotifyKind;
  /** An email address or an E.164 phone number. */
  Recipient: string;
  Awb: string | null;
  Locale: 'en' | 'ar';
  Status: NotificationStatus;
  Attempts: number;
  /** When the worker tries it next (pending only). */
  NextAttemptAt: string | null;
  LastError: string | null;
  LastStatusCode: number | null;
  /** It carries a one-time code: once failed, it cannot be sent again (the code is gone). */
  HasCode: boolean;
  CreatedAt: string;
  DeliveredAt: string | null;
}

export interface NotificationOutboxPage {
  Notifications: OutboxNotification[];
  /** Messages waiting per channel (all of them, whatever the filters). */
  Pending: Record<NotifyChannel, number>;
  Total: number;
  Page: number;
  Limit: number;
}
