// What a receiver notification knows when it is rendered: the facts of the
// event, snapshotted into its `events` row when it is queued (in the scan's
// transaction), and the one-time code kept apart in the outbox row's
// `secret` column (never in the event, never in an answer).
import type { UserLocale } from '../../db/schema';
import type { NotifyChannel, NotifyKind } from '@/lib/schemas/notifications';

export interface NotifyFacts {
  awb: string;
  /** What the receiver is told the parcel is from: the account's sender name, else its company name, else the booking's sender. */
  senderName: string;
  /** The receiver's name as the shipment has it (they already know it). */
  receiverName: string;
  /** The shipment's status code at the event. */
  status: string;
  /** The destination city's name (English; the Arabic template names it as written). */
  destinationCity: string;
  /** A day the receiver chose (yyyy-mm-dd), when they chose one. */
  deliveryDate?: string | null;
  /** Cash to pay the courier, in fils (0: nothing to pay). */
  codAmountFils?: number;
  /** out_for_delivery: the courier will ask for a delivery code (the code itself is the row's secret). */
  needsCode?: boolean;
  /** follow_confirm: the double opt-in link. */
  confirmUrl?: string;
  /** Messages to a follower: the one-click unsubscribe link. */
  unsubscribeUrl?: string;
}

/** A message ready for a channel. `short` is the SMS/WhatsApp text (at most ~300 characters). */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  short: string;
}

/** The inputs of a render: templates.ts turns them into a RenderedMessage. */
export interface RenderInput {
  kind: NotifyKind;
  channel: NotifyChannel;
  locale: UserLocale;
  facts: NotifyFacts;
  /** The tracking page's link for this shipment (built from the site's origin). */
  trackingUrl: string;
  /** A one-time code the message carries (delivery code, follow code, receiver code); '••••••' in previews and the Admin's view. */
  code?: string | null;
}
