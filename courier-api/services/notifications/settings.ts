// An account's notification settings: its row, or the defaults for a new account.
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFY_EVENTS, type NotificationSettings, type NotifyMatrix } from '@/lib/schemas/notifications';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema';
import { changes, type Audit } from '../audit-trail';

type Row = typeof notificationSettings.$inferSelect;

function fromRow(row: Row | undefined): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  // Events added after the row was saved take their defaults.
  const events = Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, row.events[e] ?? DEFAULT_NOTIFICATION_SETTINGS.events[e]])) as NotifyMatrix;
  return { events, senderName: row.senderName, locale: row.locale, allowRedirects: row.allowRedirects };
}

export async function readNotificationSettings(db: Db, accountId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.accountId, accountId));
  return fromRow(row);
}

/** Several accounts' settings at once (a batch of scans): one read. */
export async function readNotificationSettingsOf(db: Db, accountIds: readonly string[]): Promise<Map<string, NotificationSettings>> {
  const out = new Map<string, NotificationSettings>();
  if (!accountIds.length) return out;
  const rows = await db.select().from(notificationSettings).where(inArray(notificationSettings.accountId, [...accountIds]));
  const byId = new Map(rows.map((r) => [r.accountId, r]));
  for (const id of accountIds) out.set(id, fromRow(byId.get(id)));
  return out;
}

export async function saveNotificationSettings(db: Db, accountId: string, s: NotificationSettings, userId: string | null, now: Date, audit?: Audit): Promise<void> {
  const values = { events: s.events, senderName: s.senderName, locale: s.locale, allowRedirects: s.allowRedirects, updatedByUserId: userId, updatedAt: now };
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.accountId, accountId)).for('update');
    await tx
      .insert(notificationSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.accountId, set: values });
    const diff = changes({ ...fromRow(row) }, { ...s });
    if (diff) await audit?.(tx, { action: 'notification_settings.updated', targetType: 'notification_settings', targetId: accountId, accountId, ...diff });
  });
}
