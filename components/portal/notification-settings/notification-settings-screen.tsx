'use client';

import { useTranslations } from 'next-intl';
import { useProfile } from '@/components/portal/use-profile';
import { Notice, Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { useList } from '@/components/ui/use-list';
import type { NotificationSettingsView } from '@/lib/schemas/notifications';
import { NotificationSettingsForm } from './notification-settings-form';

/** The form's shape while the settings load. */
function Loading() {
  const t = useTranslations('notifications.screen');
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">{t('loading')}</p>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * /NotificationSettings: what the account's receivers are told, by which
 * channels, under which name and in which language, with a preview of every
 * message. The Admin passes the page's permission but has no account: a note
 * says so instead of a form the API would refuse.
 */
export function NotificationSettingsScreen() {
  const t = useTranslations('notifications.screen');
  const { data: profile } = useProfile();
  const admin = profile?.data.user.Role === 'Admin';
  const { data, error, mutate } = useList<NotificationSettingsView>('NotificationSettings', profile && !admin ? {} : null);
  if (!profile) return null;
  if (admin) return <Notice role="note">{t('admin')}</Notice>;
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-muted">{t('intro')}</p>
      {data ? <NotificationSettingsForm view={data.data} onSaved={(saved) => void mutate(saved, { revalidate: false })} /> : <Loading />}
    </div>
  );
}
