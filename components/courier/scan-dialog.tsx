'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { labelReader } from './barcode';

const EVERY_MS = 250;

/** The back camera, read a few times a second until a label's code shows; the code goes to `onCode`. */
export function ScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const t = useTranslations('courier.scan');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'failed'>('starting');
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let live = true;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (!live) return;
        const el = video.current!;
        el.srcObject = stream;
        await el.play();
        const reader = await labelReader();
        if (!live) return;
        setState('scanning');
        const tick = async () => {
          const code = await reader.read(el).catch(() => null);
          if (!live) return;
          if (code) found.current(code);
          else timer = window.setTimeout(tick, EVERY_MS);
        };
        void tick();
      } catch {
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Dialog title={t('title')} onClose={onClose} size="sm">
      {state === 'failed' ? (
        <p role="alert" className="text-danger-800">
          {t('cameraFailed')}
        </p>
      ) : (
        <>
          <video ref={video} muted playsInline className="aspect-[4/3] w-full rounded-control bg-ink object-cover" />
          <p role="status" className="mt-2 text-sm text-muted">
            {state === 'starting' ? t('starting') : t('aim')}
          </p>
        </>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
