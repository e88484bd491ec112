'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldShell } from '@/components/ui/form-fields';
import { dataUrlBytes, downscalePhoto } from './photo';

/** An optional photo from the phone's back camera (or its gallery), made smaller before it is kept. */
export function PhotoField({ id, value, onChange }: { id: string; value: string; onChange: (jpeg: string) => void }) {
  const t = useTranslations('courier.deliver');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    setError(undefined);
    if (!file) return;
    setBusy(true);
    try {
      const jpeg = await downscalePhoto(file);
      if (jpeg) onChange(jpeg);
      else setError(t('photoTooLarge'));
    } catch {
      setError(t('photoFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FieldShell id={id} label={t('photo')} hint={t('photoHint')} error={error}>
      {(aria) => (
        <div className="mt-1 space-y-2">
          <input
            {...aria}
            type="file"
            accept="image/*"
            capture="environment"
            aria-busy={busy || undefined}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
            className="block w-full text-sm file:me-3 file:min-h-tap file:rounded-control file:border file:border-control file:bg-surface file:px-4 file:font-semibold file:text-ink"
          />
          {value && (
            <div className="flex items-center gap-3">
              {/* A data URL made on this phone: next/image has nothing to optimise. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={value} alt="" className="h-16 w-16 rounded-control border border-line object-cover" />
              <p className="text-sm text-muted" data-testid="photo-ready">
                {t('photoReady', { size: Math.round(dataUrlBytes(value) / 1000) })}
              </p>
              <button type="button" onClick={() => onChange('')} className="ms-auto min-h-tap rounded-control px-2 text-sm font-semibold text-danger-800 underline-offset-2 hover:underline">
                {t('removePhoto')}
              </button>
            </div>
          )}
        </div>
      )}
    </FieldShell>
  );
}
