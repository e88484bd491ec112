'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormat } from '@/components/ui/format';
import { toastError, toastResult } from '@/components/ui/notify';
import { Panel } from '@/components/ui/states';
import { Badge } from '@/components/ui/status-badge';
import { courier } from '@/lib/fetcher';
import type { SecurityView } from './security-screen';

type Session = SecurityView['Sessions'][number];

/** The user's sessions, this browser first: each other one can be ended, or all of them at once. */
export function SessionsPanel({ sessions, onChanged }: { sessions: Session[]; onChanged: () => void }) {
  const t = useTranslations('security.page');
  const { dateTime } = useFormat();
  const [confirmAll, setConfirmAll] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const ordered = [...sessions].sort((a, b) => Number(b.Current) - Number(a.Current));
  const others = sessions.filter((s) => !s.Current).length;

  async function end(id: string) {
    setEnding(id);
    try {
      toastResult(await courier<{ message: string; code?: string }>('auth/sessions/end', { method: 'PUT', body: { SessionId: id } }));
    } catch (err) {
      toastError(err);
    } finally {
      setEnding(null);
      onChanged();
    }
  }

  return (
    <Panel
      title={t('sessionsTitle')}
      actions={others > 0 ? <Button variant="secondary" onClick={() => setConfirmAll(true)}>{t('endOthers')}</Button> : undefined}
    >
      <p className="mb-3 text-sm text-muted">{t('sessionsIntro')}</p>
      <ul className="divide-y divide-line rounded-control border border-line">
        {ordered.map((s) => (
          <li key={s.SessionId} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0 space-y-0.5">
              <p className="font-semibold text-ink">
                <bdi dir="ltr">{s.Device}</bdi>
                {s.Current && <span className="ms-2"><Badge tone="success">{t('thisDevice')}</Badge></span>}
              </p>
              <p className="text-sm text-muted">
                {t('lastActive', { when: dateTime(s.LastSeenAt) })} · {t('signedIn', { when: dateTime(s.CreatedAt) })}
              </p>
              {s.Ip && <p className="text-sm text-muted">{t('ipAddress', { ip: s.Ip })}</p>}
            </div>
            {!s.Current && (
              <Button variant="secondary" busy={ending === s.SessionId} aria-label={t('endLabel', { device: s.Device })} onClick={() => void end(s.SessionId)}>
                {t('end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others === 0 && <p className="mt-3 text-sm text-muted">{t('noOthers')}</p>}
      {confirmAll && (
        <ConfirmDialog
          title={t('endOthers')}
          confirmLabel={t('endOthers')}
          cancelLabel={t('cancel')}
          danger
          onClose={() => setConfirmAll(false)}
          onConfirm={async () => {
            try {
              toastResult(await courier<{ message: string; code?: string }>('auth/sessions/end-others', { method: 'PUT', body: {} }));
            } catch (err) {
              toastError(err);
            }
            setConfirmAll(false);
            onChanged();
          }}
        >
          {t('endOthersConfirm')}
        </ConfirmDialog>
      )}
    </Panel>
  );
}
