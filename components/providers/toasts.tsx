'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { colors } from '@/tailwind.config';

/**
 * sonner's rich colours put mid-tone text on pale backgrounds (about 4.2:1 for
 * success); these darker tones keep every toast above WCAG AA's 4.5:1.
 */
const TOAST_COLOURS = {
  '--success-text': colors.success[900],
  '--error-text': colors.danger[800],
  '--info-text': colors.brand[800],
  '--warning-text': colors.warning[950],
} as React.CSSProperties;

// Several parts of a page may ask for the toaster (a layout, a form loaded
// later, a toast raised before either): only the first one mounted draws it,
// so a toast never shows twice, and when it goes the next one takes over.
// sonner replays the toasts still open to a toaster that subscribes late.
const mounted: object[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const owner = () => mounted[0];
const changed = () => listeners.forEach((l) => l());

/** True when some part of the page has mounted <Toasts />. */
export const hasToaster = () => mounted.length > 0;

/** The toaster: mount it where toasts are raised (it costs the page sonner). */
export function Toasts() {
  const [self] = useState(() => ({}));
  useEffect(() => {
    mounted.push(self);
    changed();
    return () => {
      mounted.splice(mounted.indexOf(self), 1);
      changed();
    };
  }, [self]);
  const first = useSyncExternalStore(subscribe, owner, () => undefined);
  if (first !== self) return null;
  // Drawn only after mounting, so the document is there: in a right-to-left page the toasts sit at its top left (the end side) and read right to left.
  const rtl = document.documentElement.dir === 'rtl';
  return <Toaster position={rtl ? 'top-left' : 'top-right'} dir={rtl ? 'rtl' : 'ltr'} duration={5000} richColors closeButton style={TOAST_COLOURS} />;
}
