// Receiver notifications, the merchant's side (issue 16; portal screen
// /NotificationSettings): which events tell the receiver and by which
// channels, the sender name they see, the language, whether receivers may
// redirect parcels, and a preview of every message. An account-level setting,
// so it is gated like API keys and webhooks (Manage_Sub_Users); the account
// is always the caller's own, from the token. The Admin, who passes every
// permission, has no account: 403 with a message that says so. Ops and
// couriers hold no permission keys: 403 from the guard.
import {
  notificationPreviewSchema,
  notificationSettingsSchema,
  type NotificationPreview,
  type NotificationSettings,
  type NotificationSettingsView,
  type NotifyChannel,
  type NotifyKind,
} from '@/lib/schemas/notifications';
import { getEnv } from '@/lib/env';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import { forbidden, ok, readBody } from '../http';
import type { Router } from '../router';
import { auditOf } from '../services/audit-trail';
import { readNotificationSettings, saveNotificationSettings } from '../services/notifications/settings';
import { renderNotification, trackingLink } from '../services/notifications/templates';
import type { NotifyFacts } from '../services/notifications/types';

const MANAGE = { permission: 'Manage_Sub_Users' } as const;

export const ADMIN_HAS_NO_NOTIFICATIONS =
  'The Admin has no customer account to set receiver notifications for. Each customer account chooses its own: a user of that account sets them.';
export const SAVED = 'Receiver notification settings saved.';

/** The sample shipment of a preview: a valid-looking airway bill, a receiver named in the preview's language. */
export const SAMPLE_AWB = '12345678903';
const SAMPLE_RECEIVER = { en: 'Sample Receiver', ar: 'مستلم تجريبي' } as const;
/** Codes are never shown in a preview, only where they would be. */
export const PREVIEW_CODE = '••••••';

function caller(c: Ctx) {
  const user = currentUser(c);
  if (!user.account) throw forbidden(ADMIN_HAS_NO_NOTIFICATIONS);
  return { user, account: user.account };
}

const view = (settings: NotificationSettings, companyName: string): NotificationSettingsView => ({ Settings: settings, DefaultSenderName: companyName });

async function read(c: Ctx) {
  const { db } = c.get('deps');
  const { account } = caller(c);
  return ok(c, view(await readNotificationSettings(db, account.id), account.companyName));
}

async function save(c: Ctx) {
  const { db, now } = c.get('deps');
  const { user, account } = caller(c);
  const input = await readBody(c, notificationSettingsSchema);
  const settings: NotificationSettings = {
    events: input.events as NotificationSettings['events'],
    senderName: input.senderName ?? null,
    locale: input.locale as NotificationSettings['locale'],
    allowRedirects: input.allowRedirects,
  };
  await saveNotificationSettings(db, account.id, settings, user.id, now(), auditOf(c));
  return ok(c, view(await readNotificationSettings(db, account.id), account.companyName), SAVED);
}

async function preview(c: Ctx) {
  const { db } = c.get('deps');
  const { account } = caller(c);
  const input = await readBody(c, notificationPreviewSchema);
  const saved = await readNotificationSettings(db, account.id);
  const siteUrl = getEnv().siteUrl;
  const locale = input.Locale as 'en' | 'ar';
  const facts: NotifyFacts = {
    awb: SAMPLE_AWB,
    // The name typed on the form ('' = the company name), else the saved one.
    senderName: (input.SenderName === undefined ? saved.senderName : input.SenderName) || account.companyName,
    receiverName: SAMPLE_RECEIVER[locale],
    status: 'OUT_FOR_DELIVERY',
    destinationCity: 'Dubai',
    codAmountFils: 15_000,
    needsCode: true,
    confirmUrl: `${siteUrl}${locale === 'ar' ? '/ar' : ''}/?track=${SAMPLE_AWB}&follow=sample`,
  };
  const message = renderNotification({
    kind: input.Event as NotifyKind,
    channel: input.Channel as NotifyChannel,
    locale,
    facts,
    trackingUrl: trackingLink(siteUrl, SAMPLE_AWB, locale),
    code: PREVIEW_CODE,
  });
  const answer: NotificationPreview = { Subject: message.subject, Text: message.text, Html: message.html, Short: message.short };
  return ok(c, answer);
}

export function notificationSettingsRoutes(r: Router) {
  r.get('NotificationSettings', MANAGE, read);
  r.put('NotificationSettings', MANAGE, save);
  r.post('NotificationSettings/Preview', MANAGE, preview);
}
