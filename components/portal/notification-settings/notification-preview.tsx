'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { AnySchema } from 'yup';
import { SelectField } from '@/components/ui/form-fields';
import { Panel, Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { useDebounced } from '@/components/ui/use-debounced';
import { useList } from '@/components/ui/use-list';
import {
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
  NOTIFY_MESSAGES,
  NOTIFY_PREVIEW_LOCALES,
  notificationPreviewSchema,
  type NotificationPreview,
  type NotifyChannel,
  type NotifyKind,
  type NotifyLocale,
} from '@/lib/schemas/notifications';

const senderNameRule = notificationPreviewSchema.fields.SenderName as AnySchema;

/**
 * One message as a receiver would get it (POST NotificationSettings/Preview),
 * with the sender name being typed on the form: an email's subject and its
 * HTML in a sandboxed frame (no scripts, no links followed), or the SMS /
 * WhatsApp text as it arrives.
 */
export function NotificationPreviewPane({ senderName, defaultLocale }: { senderName: string; defaultLocale: NotifyLocale }) {
  const t = useTranslations('notifications');
  const pageLocale = useLocale();
  const id = useId();
  const [kind, setKind] = useState<NotifyKind>('out_for_delivery');
  const [channel, setChannel] = useState<NotifyChannel>('email');
  const [locale, setLocale] = useState<'en' | 'ar'>(defaultLocale === 'auto' ? (pageLocale === 'ar' ? 'ar' : 'en') : defaultLocale);
  const typed = useDebounced(senderName, 400);
  // A name the API would refuse (markup, too long) is left out: the preview keeps the saved one.
  const SenderName = senderNameRule.isValidSync(typed) ? typed : undefined;
  const { data, error, isLoading, mutate } = useList<NotificationPreview>('NotificationSettings/Preview', { Event: kind, Channel: channel, Locale: locale, SenderName }, 'POST');
  const message = data?.data;

  return (
    <Panel title={t('preview.title')} id={`${id}-title`}>
      <div className="space-y-4">
        <p className="text-sm text-muted">{t('preview.intro')}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField id={`${id}-kind`} label={t('preview.message')} value={kind} onChange={(e) => setKind(e.target.value as NotifyKind)}>
            <optgroup label={t('preview.eventsGroup')}>
              {NOTIFY_EVENTS.map((e) => (
                <option key={e} value={e}>{t(`events.${e}`)}</option>
              ))}
            </optgroup>
            <optgroup label={t('preview.messagesGroup')}>
              {NOTIFY_MESSAGES.map((m) => (
                <option key={m} value={m}>{t(`events.${m}`)}</option>
              ))}
            </optgroup>
          </SelectField>
          <SelectField id={`${id}-channel`} label={t('preview.channel')} value={channel} onChange={(e) => setChannel(e.target.value as NotifyChannel)}>
            {NOTIFY_CHANNELS.map((c) => (
              <option key={c} value={c}>{t(`channels.${c}`)}</option>
            ))}
          </SelectField>
          <SelectField id={`${id}-locale`} label={t('preview.language')} value={locale} onChange={(e) => setLocale(e.target.value as 'en' | 'ar')}>
            {NOTIFY_PREVIEW_LOCALES.map((l) => (
              <option key={l} value={l}>{t(`locales.${l}`)}</option>
            ))}
          </SelectField>
        </div>
        <div aria-live="polite" aria-busy={isLoading}>
          {error && !message ? (
            <ErrorState error={error} onRetry={() => void mutate()} />
          ) : !message ? (
            <div>
              <p role="status" className="sr-only">{t('preview.loading')}</p>
              <Skeleton className="h-80 w-full" />
            </div>
          ) : channel === 'email' ? (
            <div className="space-y-2">
              <p className="text-sm">
                <span className="font-semibold">{t('preview.subject')}: </span>
                <bdi dir={locale === 'ar' ? 'rtl' : 'ltr'}>{message.Subject}</bdi>
              </p>
              {/* sandbox="": the message's HTML runs no script and opens nothing; it is our own render, shown as mail clients would. */}
              <iframe
                title={t('preview.frame', { subject: message.Subject })}
                sandbox=""
                srcDoc={message.Html}
                className="h-[36rem] w-full rounded-card border border-line bg-canvas"
              />
            </div>
          ) : (
            <figure className="space-y-1">
              <figcaption className="text-sm font-semibold">{t('preview.short')}</figcaption>
              <p dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale} className="max-w-sm whitespace-pre-wrap break-words rounded-card border border-line bg-canvas p-3 text-ink">
                {message.Short}
              </p>
              <p className="text-sm text-muted">{t('preview.length', { count: message.Short.length })}</p>
            </figure>
          )}
        </div>
      </div>
    </Panel>
  );
}
