// The receiver's side (issue 16): which shipment events notify the receiver,
// by which channels, and the shapes the portal's settings form, the courier
// API and the outbox share. One list each, here.
import * as yup from 'yup';
import { str, text } from './common';

/** The events a receiver (or a follower) can be told of, in the order a parcel lives them. */
export const NOTIFY_EVENTS = ['created', 'picked_up', 'out_for_delivery', 'delivered', 'failed_attempt', 'returned'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** The status code that causes each event (shipment.created causes `created`). */
export const NOTIFY_EVENT_OF_STATUS: Readonly<Record<string, NotifyEvent>> = {
  CREATED: 'created',
  PICKED_UP: 'picked_up',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  DELIVERED: 'delivered',
  DELIVERY_ATTEMPTED: 'failed_attempt',
  RETURNED: 'returned',
};

/** Channels a person is reached on. */
export const NOTIFY_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Messages that are not a shipment event: a follower's confirmation link, one-time codes. */
export const NOTIFY_MESSAGES = ['follow_confirm', 'follow_code', 'receiver_code'] as const;
export type NotifyMessage = (typeof NOTIFY_MESSAGES)[number];
/** What an outbox notification row carries in `kind`. */
export type NotifyKind = NotifyEvent | NotifyMessage;

/** Which language the receiver's messages are in: `auto` = Arabic when the receiver's name is written in Arabic, else English. */
export const NOTIFY_LOCALES = ['auto', 'en', 'ar'] as const;
export type NotifyLocale = (typeof NOTIFY_LOCALES)[number];

export type NotifyMatrix = Record<NotifyEvent, NotifyChannel[]>;

export interface NotificationSettings {
  /** Per event, the channels that tell the receiver (empty: the event tells nobody). */
  events: NotifyMatrix;
  /** The name the receiver sees ("Your parcel from …"); null: the account's company name. */
  senderName: string | null;
  locale: NotifyLocale;
  /** May the receiver redirect a parcel to another address (same emirate)? */
  allowRedirects: boolean;
}

/**
 * A new account's settings: email for every step; SMS when the receiver has
 * to act or wait at home (out for delivery, a failed attempt); WhatsApp off
 * until the merchant turns it on (it costs per message).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  events: {
    created: ['email'],
    picked_up: ['email'],
    out_for_delivery: ['email', 'sms'],
    delivered: ['email'],
    failed_attempt: ['email', 'sms'],
    returned: ['email'],
  },
  senderName: null,
  locale: 'auto',
  allowRedirects: true,
};

const channelList = yup
  .array()
  .of(yup.string().oneOf([...NOTIFY_CHANNELS], 'Choose email, SMS or WhatsApp.').required())
  .default([])
  .test('unique', 'Choose each channel once.', (v) => !v || new Set(v).size === v.length);

export const MAX_SENDER_NAME = 60;

/** The name receivers see: free text (no markup), at most 60 characters; '' means the account's company name (null). */
function senderNameField() {
  return text('Sender name', MAX_SENDER_NAME)
    .max(MAX_SENDER_NAME, `The sender name can be at most ${MAX_SENDER_NAME} characters.`)
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v));
}

/** The portal's form and PUT NotificationSettings. */
export const notificationSettingsSchema = yup.object({
  events: yup
    .object(Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, channelList])) as Record<NotifyEvent, typeof channelList>)
    .noUnknown('Unknown event.')
    .required('Choose what the receiver is told.'),
  senderName: senderNameField(),
  locale: yup.string().oneOf([...NOTIFY_LOCALES], 'Choose a language.').required('Choose a language.'),
  allowRedirects: yup.boolean().required(),
});

/** Every message the preview can show: the events, then the messages that are not events. */
export const NOTIFY_KINDS = [...NOTIFY_EVENTS, ...NOTIFY_MESSAGES] as const;
export const NOTIFY_PREVIEW_LOCALES = ['en', 'ar'] as const;

/** POST NotificationSettings/Preview: one message as a receiver would get it, with sample facts. */
export const notificationPreviewSchema = yup.object({
  Event: str('Event').oneOf([...NOTIFY_KINDS], 'Choose a message to preview.').required('Choose a message to preview.'),
  Channel: str('Channel', 'lower').oneOf([...NOTIFY_CHANNELS], 'Choose email, SMS or WhatsApp.').required('Choose email, SMS or WhatsApp.'),
  Locale: str('Locale', 'lower').oneOf([...NOTIFY_PREVIEW_LOCALES], 'Choose English or Arabic.').required('Choose English or Arabic.'),
  /** The sender name being typed on the form (not yet saved): '' means the company name; absent: the saved one. */
  SenderName: senderNameField().default(undefined).optional(),
});
export type NotificationPreviewInput = yup.InferType<typeof notificationPreviewSchema>;

/** GET and PUT NotificationSettings answer the account's settings and the name used when senderName is null. */
export interface NotificationSettingsView {
  Settings: NotificationSettings;
  DefaultSenderName: string;
}

/** POST NotificationSettings/Preview: the message as sent (email: Subject, Text, Html; SMS and WhatsApp: Short). */
export interface NotificationPreview {
  Subject: string;
  Text: string;
  Html: string;
  Short: string;
}
