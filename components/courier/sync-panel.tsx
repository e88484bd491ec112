'use client';

import { useTranslations } from 'next-intl';
import { useApiMessage } from '@/components/ui/api-message';
import { Button, buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/states';
import type { QueueSnapshot } from '@/lib/courier-queue/queue';
import { usePageLocale, useLocalizePath } from '@/lib/i18n/client';
import { clockTime } from './clock';

/**
 * What has not reached the server: the actions waiting to sync (with why,
 * when a try failed) and those the server refused ("not recorded: …", the
 * stop back to pending) until the courier dismisses them.
 */
export function SyncPanel({ snapshot, onSync, onDismiss }: { snapshot: QueueSnapshot; onSync: () => void; onDismiss: (clientId: string) => void }) {
  const t = useTranslations('courier.queue');
  const refusal = useTranslations('courier.refusal');
  const apiText = useApiMessage();
  const locale = usePageLocale();
  const localize = useLocalizePath();
  const { waiting, refusals } = snapshot;

  return (
    <>
      {!snapshot.persistent && <Notice tone="warning">{t('notPersistent')}</Notice>}
      {!snapshot.online && (
        <div data-testid="courier-offline-note">
          <Notice tone="warning" role="note">
            {t('offline')}
          </Notice>
        </div>
      )}
      {snapshot.problem === 'auth' && (
        <Notice tone="danger" role="alert">
          {t('auth')}{' '}
          <a href={`${localize('/login')}?callbackUrl=${encodeURIComponent(localize('/courier'))}`} className="font-semibold underline">
            {t('signIn')}
          </a>
        </Notice>
      )}

      {/* A live region from the start, so a refusal arriving later is read out. */}
      <div role="alert" aria-label={refusal('title')}>
        {refusals.length > 0 && (
          <ul className="space-y-2">
            {refusals.map((r) => (
              <li key={r.ClientId} data-testid="courier-refusal" className="flex items-start gap-3 rounded-control border-s-4 border-danger-700 bg-danger-50 p-3 text-danger-900">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{refusal('message', { message: apiText(r.Message) })}</p>
                  <p className="text-sm">
                    {t(`kinds.${r.Kind}`)} · <span dir="ltr">{r.Ref}</span> · {r.Name}
                  </p>
                </div>
                <button type="button" onClick={() => onDismiss(r.ClientId)} className={buttonClass('ghost', 'shrink-0 text-sm')}>
                  {refusal('dismiss')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {waiting.length > 0 && (
        <section id="courier-waiting" aria-labelledby="courier-waiting-title" data-testid="courier-waiting" className="rounded-card border border-warning-300 bg-warning-50 p-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="courier-waiting-title" className="text-section text-warning-950">
              {t('title')} ({waiting.length})
            </h2>
            <Button variant="secondary" onClick={onSync} busy={snapshot.syncing} disabled={!snapshot.online}>
              {t('syncNow')}
            </Button>
          </div>
          {snapshot.online && snapshot.problem === 'retry' && snapshot.retryAt !== null && (
            <p className="mb-2 text-sm text-warning-950">{t('retry', { time: clockTime(snapshot.retryAt, locale) })}</p>
          )}
          <ul className="divide-y divide-warning-300 text-sm text-warning-950">
            {waiting.map((a) => (
              <li key={a.ClientId} data-testid="courier-waiting-item" className="flex flex-wrap justify-between gap-x-3 py-2">
                <span>
                  <span className="font-semibold">{t(`kinds.${a.Action.Kind}`)}</span> · <span dir="ltr">{a.Ref}</span> · {a.Name}
                </span>
                <span className="text-xs">
                  {t('at', { time: clockTime(Date.parse(a.Action.OccurredAt) || a.QueuedAt, locale) })}
                  {a.Attempts > 0 && <> · {t('attempts', { count: a.Attempts })}</>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
