'use client';

import { createRoot, type Root } from 'react-dom/client';
import { toast, Toaster, type ExternalToast } from 'sonner';
import { colors } from '@/tailwind.config';
import type { LazyToastKind } from './lazy-toast';

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

let place: HTMLElement | undefined;
let root: Root | undefined;

/**
 * Raises a toast. The page's one toaster lives in a React root of its own at
 * the end of <body>, made with the first toast: it stays across client-side
 * navigations, and sonner shows it the toasts raised before it subscribed.
 * It is drawn again with each toast in the page's direction at that moment
 * (the language may have changed since): in a right-to-left page the toasts
 * sit at its top left (the end side) and read right to left.
 */
export function showToast(kind: LazyToastKind, message: string, options?: ExternalToast) {
  if (!place?.isConnected) {
    root?.unmount();
    place = document.createElement('div');
    document.body.append(place);
    root = createRoot(place);
  }
  const rtl = document.documentElement.dir === 'rtl';
  root!.render(<Toaster position={rtl ? 'top-left' : 'top-right'} dir={rtl ? 'rtl' : 'ltr'} duration={5000} richColors closeButton style={TOAST_COLOURS} />);
  toast[kind](message, options);
}
