'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { getForFile } from '@/components/cod/statements/statement-file';
import { showPdf } from '@/components/shipping/print-pdf';
import { Button, RowAction } from '@/components/ui/button';
import { Money } from '@/components/ui/format';
import { toastError } from '@/components/ui/notify';
import { Badge, type Tone } from '@/components/ui/status-badge';
import type { RunStopSummary, RunSummary } from '@/lib/schemas/courier';

const OUTCOME_TONES: Record<RunStopSummary['Outcome'], Tone> = { pending: 'neutral', delivered: 'success', failed: 'danger', collected: 'success' };

interface RunCardProps {
  courier: { _id: string; FullName: string };
  /** The courier's run that day, if they have one yet. */
  run?: RunSummary;
  /** Something is being dragged: the card takes it (assigns it to this courier). */
  dropping: boolean;
  onDrop: (courierId: string) => void;
  onRemove: (stop: RunStopSummary) => Promise<void>;
}

/** One courier's day: the stops in order with what became of them, the cash to collect, the run sheet. */
export function RunCard({ courier, run, dropping, onDrop, onRemove }: RunCardProps) {
  const t = useTranslations('dispatch.runs');
  const titleId = useId();
  const [over, setOver] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const name = courier.FullName;

  async function remove(stop: RunStopSummary) {
    setRemoving(stop._id);
    await onRemove(stop);
    setRemoving(null);
  }

  return (
    <li>
      <article
        aria-labelledby={titleId}
        onDragOver={(e) => {
          if (!dropping) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          onDrop(courier._id);
        }}
        className={`space-y-3 rounded-card border p-3 sm:p-4 ${over ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-semibold text-ink">
              {name}
            </h3>
            <p className="text-sm text-muted">{run ? t('done', { done: run.Done, total: run.Stops.length }) : t('status.none')}</p>
          </div>
          {run && <Badge tone={run.Status === 'started' ? 'info' : 'brand'}>{t(`status.${run.Status}`)}</Badge>}
        </div>

        {run && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              <span className="text-muted">{t('codToCollect')}: </span>
              <strong>
                <Money aed={run.CodToCollect} />
              </strong>
            </p>
            <PrintRunSheet run={run} name={name} />
          </div>
        )}

        {run && run.Stops.length > 0 ? (
          <ol aria-label={t('stops', { name })} className="divide-y divide-line border-t border-line">
            {run.Stops.map((s) => (
              <li key={s._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="w-6 shrink-0 text-end tabular-nums text-muted">{s.Seq}</span>
                <span className="min-w-0 flex-1">
                  <span className="block">
                    <span className="text-muted">{t(s.Kind)} </span>
                    <bdi className="font-mono font-semibold">{s.Ref}</bdi>
                  </span>
                  <span className="block break-words text-muted">
                    {s.Area}
                    {s.CodAmount > 0 && (
                      <>
                        {' · '}
                        <Money aed={s.CodAmount} />
                      </>
                    )}
                  </span>
                </span>
                <Badge tone={OUTCOME_TONES[s.Outcome]}>{t(`outcomes.${s.Outcome}`)}</Badge>
                {s.Outcome === 'pending' && (
                  <RowAction label={t('remove')} name={t('removeName', { ref: s.Ref, name })} tone="danger" disabled={removing !== null} onClick={() => void remove(s)} />
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{t('noStops')}</p>
        )}

        {dropping && (
          <p aria-hidden="true" className={`rounded-control border-2 border-dashed p-3 text-center text-sm ${over ? 'border-brand-700 text-brand-800' : 'border-line text-muted'}`}>
            {t('dropHere', { name })}
          </p>
        )}
      </article>
    </li>
  );
}

/** The run sheet PDF in a new tab, opened on the click itself so no popup blocker stops it (as airway bills print). */
function PrintRunSheet({ run, name }: { run: RunSummary; name: string }) {
  const t = useTranslations('dispatch.runs');
  const [busy, setBusy] = useState(false);

  async function print() {
    setBusy(true);
    const tab = window.open('', '_blank');
    if (tab) tab.document.title = t('print');
    try {
      showPdf(tab, await getForFile(`RunSheet?${new URLSearchParams({ RunId: run._id })}`, 'application/pdf', `run-sheet-${run.Date}.pdf`));
    } catch (err) {
      tab?.close();
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" busy={busy} onClick={() => void print()} className="max-sm:w-full">
      {t('print')}
      <span className="sr-only"> {t('printOf', { name })}</span>
    </Button>
  );
}
