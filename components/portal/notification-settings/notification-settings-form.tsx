'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { CheckboxField, FormSection, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import {
  MAX_SENDER_NAME,
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
  NOTIFY_LOCALES,
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsView,
  type NotifyEvent,
} from '@/lib/schemas/notifications';
import { NotificationPreviewPane } from './notification-preview';

/** What the inputs hold: the sender name as text ('' = the company name). */
interface FormValues {
  events: Record<NotifyEvent, string[]>;
  senderName: string;
  locale: string;
  allowRedirects: boolean;
}

const toValues = (s: NotificationSettings): FormValues => ({
  events: Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, [...s.events[e]]])) as FormValues['events'],
  senderName: s.senderName ?? '',
  locale: s.locale,
  allowRedirects: s.allowRedirects,
});

const KNOWN = (name: string) => name === 'senderName' || name === 'locale' || name === 'allowRedirects' || name.startsWith('events.');

/** The settings form (PUT NotificationSettings) beside the preview of the message it would send. */
export function NotificationSettingsForm({ view, onSaved }: { view: NotificationSettingsView; onSaved: (saved: Envelope<NotificationSettingsView>) => void }) {
  const t = useTranslations('notifications');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, NotificationSettings>({
    resolver: yupResolver(notificationSettingsSchema) as unknown as Resolver<FormValues, unknown, NotificationSettings>,
    defaultValues: toValues(view.Settings),
  });

  async function onValid(body: NotificationSettings) {
    try {
      const res = await courier<Envelope<NotificationSettingsView>>('NotificationSettings', { method: 'PUT', body });
      toastResult(res);
      reset(toValues(res.data.Settings));
      onSaved(res);
    } catch (err) {
      applyFieldErrors(err, setError, KNOWN);
      toastError(err);
    }
  }

  const columns: Column<NotifyEvent>[] = [
    { header: t('form.event'), cell: (e) => t(`events.${e}`) },
    ...NOTIFY_CHANNELS.map(
      (channel): Column<NotifyEvent> => ({
        header: t(`channels.${channel}`),
        cell: (e) => (
          <CheckboxField
            id={`notify-${e}-${channel}`}
            label={<span className="sr-only">{t('form.channelFor', { channel: t(`channels.${channel}`), event: t(`events.${e}`) })}</span>}
            value={channel}
            registration={register(`events.${e}`)}
          />
        ),
      }),
    ),
  ];
  const locales = NOTIFY_LOCALES.map((l) => [l, t(`locales.${l}`)] as const);
  const senderName = watch('senderName');

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <form onSubmit={handleSubmit(onValid)} noValidate aria-label={t('form.eventsTitle')} className="min-w-0 space-y-6">
        <FormSection title={t('form.eventsTitle')} intro={t('form.eventsIntro')} columns={1}>
          <DataTable label={t('form.table')} columns={columns} rows={[...NOTIFY_EVENTS]} rowKey={(e) => e} loading={false} empty={null} />
        </FormSection>
        <FormSection title={t('form.senderTitle')} columns={1}>
          <TextField
            id="notify-sender-name"
            label={t('form.senderName')}
            hint={t('form.senderHint', { company: view.DefaultSenderName })}
            placeholder={view.DefaultSenderName}
            maxLength={MAX_SENDER_NAME}
            dir="auto"
            autoComplete="organization"
            registration={register('senderName')}
            error={errors.senderName}
          />
          <div>
            <RadioGroupField id="notify-locale" legend={t('form.language')} options={locales} registration={register('locale')} />
            <p className="text-sm text-muted">{t('form.languageHint')}</p>
          </div>
        </FormSection>
        <FormSection title={t('form.choicesTitle')} columns={1}>
          <CheckboxField id="notify-allow-redirects" label={t('form.allowRedirects')} hint={t('form.allowRedirectsHint')} registration={register('allowRedirects')} />
        </FormSection>
        <Button type="submit" busy={isSubmitting} className="max-sm:w-full sm:px-8">
          {t('form.save')}
        </Button>
      </form>
      <NotificationPreviewPane senderName={senderName} defaultLocale={view.Settings.locale} />
    </div>
  );
}
