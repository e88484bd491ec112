'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useFormat } from '@/components/ui/format';
import { Notice } from '@/components/ui/states';
import { needsCollect, type ShownStop } from '@/lib/courier-queue/overlay';
import type { ActionPayload } from '@/lib/courier-queue/types';
import { stamp } from './action-form';
import { CollectForm } from './collect-form';
import { DeliverForm } from './deliver-form';
import { FailForm } from './fail-form';
import { StopFacts } from './stop-card';

type Mode = 'menu' | 'deliver' | 'collect' | 'fail' | 'pickup';

interface StopSheetProps {
  stop: ShownStop;
  /** Actions are recorded only on a started run (the parcels are out for delivery). */
  started: boolean;
  onAction: (stop: ShownStop, action: ActionPayload) => void;
  onClose: () => void;
}

/**
 * One stop's actions. A delivery: deliver (collecting its COD first when it
 * has one not yet collected), collect the COD, or a failed attempt. A
 * pickup: collected or failed. Each action is queued the moment the courier
 * confirms it, and the sheet closes (collecting the COD leads on to the delivery).
 */
export function StopSheet({ stop, started, onAction, onClose }: StopSheetProps) {
  const t = useTranslations('courier.sheet');
  const outcome = useTranslations('courier.outcome');
  const pickup = useTranslations('courier.pickup');
  const stopT = useTranslations('courier.stop');
  const f = useFormat();
  const [mode, setMode] = useState<Mode>('menu');
  const back = () => setMode('menu');
  const done = (action: ActionPayload) => {
    onAction(stop, action);
    // The COD collected, the delivery comes next; anything else ends the stop.
    if (action.Kind === 'collect') setMode('deliver');
    else onClose();
  };

  let body: React.ReactNode;
  if (stop.Outcome !== 'pending') {
    body = <Notice role="note">{t('done', { outcome: outcome(stop.Outcome) })}</Notice>;
  } else if (!started) {
    body = <Notice role="note">{t('startFirst')}</Notice>;
  } else if (mode === 'deliver' && needsCollect(stop)) {
    body = (
      <>
        <Notice tone="warning" role="note">
          {t('collectFirst', { amount: f.aed(stop.CodAmount) })}
        </Notice>
        <div className="mt-4">
          <CollectForm stop={stop} onDone={done} onBack={back} />
        </div>
      </>
    );
  } else if (mode === 'deliver') {
    body = <DeliverForm stop={stop} onDone={done} onBack={back} />;
  } else if (mode === 'collect') {
    body = <CollectForm stop={stop} onDone={done} onBack={back} />;
  } else if (mode === 'fail') {
    body = <FailForm stop={stop} onDone={done} onBack={back} />;
  } else if (mode === 'pickup') {
    body = (
      <>
        <p>{pickup('confirmText', { pieces: stopT('pieces', { count: stop.Pieces }), name: stop.Name })}</p>
        <DialogActions>
          <Button variant="secondary" onClick={back}>
            {t('back')}
          </Button>
          <Button onClick={() => done({ ...stamp(), Kind: 'pickup_collected', PickupId: stop.PickupId ?? '', Note: '' })}>{pickup('submit')}</Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="font-semibold">{t('actions')}</p>
        {stop.Kind === 'delivery' ? (
          <div className="grid gap-3">
            <Button onClick={() => setMode('deliver')}>{t('deliver')}</Button>
            {needsCollect(stop) && (
              <Button variant="secondary" onClick={() => setMode('collect')}>
                {t('collect')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setMode('fail')}>
              {t('fail')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <Button onClick={() => setMode('pickup')}>{t('pickupCollected')}</Button>
            <Button variant="secondary" onClick={() => setMode('fail')}>
              {t('pickupFailed')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <Dialog title={t('title', { seq: stop.Seq, name: stop.Name })} onClose={onClose}>
      <div className="mb-4 border-b border-line pb-4">
        <StopFacts stop={stop} />
      </div>
      {body}
      {(mode === 'menu' || stop.Outcome !== 'pending' || !started) && (
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
