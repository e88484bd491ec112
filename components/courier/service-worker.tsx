'use client';

import { useEffect } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import { localizePath } from '@/lib/i18n/locales';

/**
 * Registers public/courier-sw.js for the courier app's path in the page's
 * language (/courier or /ar/courier), in production builds only: in
 * development it would keep serving stale chunks. Once it is active, it is
 * handed this page and the script and style files the page loaded before it
 * took over (and the scanner's and the toaster's, loaded ahead for this), so the next start
 * without a network has them all.
 */
export function ServiceWorker() {
  const locale = usePageLocale();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const scope = localizePath('/courier', locale);
    navigator.serviceWorker
      .register('/courier-sw.js', { scope })
      .then(async (reg) => {
        await navigator.serviceWorker.ready;
        // The scanner's code and the toaster load on demand: fetch them now, while online, so they are cached for a day without a network.
        await Promise.all([import('./scan-dialog'), import('./barcode').then((m) => m.preloadZxing()), import('@/components/providers/toast-root')]).catch(() => undefined);
        const worker = reg.active ?? reg.waiting ?? reg.installing;
        const files = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === location.origin && u.pathname.startsWith('/_next/static/'))
          .map((u) => u.pathname + u.search);
        worker?.postMessage({ type: 'warm', page: location.pathname, files });
      })
      .catch(() => undefined);
  }, [locale]);
  return null;
}
