'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/states';
import type { WebhookSubscriptionView } from '@/lib/schemas/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointUrl } from './webhook-columns';

export type EndpointAction = 'test' | 'edit' | 'toggle' | 'rotate' | 'delete';

interface EndpointPanelProps {
  s: WebhookSubscriptionView;
  onAction: (action: EndpointAction) => void;
  /** True while the test event is being queued. */
  testing: boolean;
  onClose: () => void;
}

/** One endpoint opened from the list: what can be done to it, and its delivery log. */
export function EndpointPanel({ s, onAction, testing, onClose }: EndpointPanelProps) {
  const t = useTranslations('apiWebhooks.webhooks');
  const box = useRef<HTMLDivElement>(null);
  // Opened from a row: bring it into view and put the focus on it (on a phone it opens far below the list).
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="scroll-mt-24 outline-none">
      <Panel
        id="webhook-endpoint-heading"
        title={t('panel.title')}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {t('panel.close')}
          </Button>
        }
      >
        <div className="space-y-5">
          <div>
            <EndpointUrl url={s.Url} className="font-semibold" />
            {s.Description && <p className="break-words text-muted">{s.Description}</p>}
          </div>
          <div role="group" aria-label={t('panel.actions')} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button onClick={() => onAction('test')} busy={testing} disabled={!s.Active} className="max-sm:col-span-2">
              {t('actions.test')}
            </Button>
            <Button variant="secondary" onClick={() => onAction('edit')}>
              {t('actions.edit')}
            </Button>
            <Button variant="secondary" onClick={() => onAction('toggle')}>
              {t(s.Active ? 'actions.disable' : 'actions.enable')}
            </Button>
            <Button variant="secondary" onClick={() => onAction('rotate')}>
              {t('actions.rotate')}
            </Button>
            <Button variant="danger" onClick={() => onAction('delete')}>
              {t('actions.delete')}
            </Button>
          </div>
          <DeliveryLog subscription={s} />
        </div>
      </Panel>
    </div>
  );
}
