'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { later } from '@/lib/later';

const COOKIE_KEY = 'cookieAccepted';

export interface CookieNoticeTexts {
  label: string;
  text: string;
  accept: string;
  close: string;
}

/** Accept stores true, Close stores false; either hides the notice for good. Words from the server. */
export function CookieNotice({ texts }: { texts: CookieNoticeTexts }) {
  const [visible, setVisible] = useState(false);
  // The stored answer is read after the page has started (lib/later.ts): the notice shows a moment later.
  useEffect(() => later(() => setVisible(window.localStorage.getItem(COOKIE_KEY) === null)), []);
  if (!visible) return null;
  const answer = (accepted: boolean) => {
    window.localStorage.setItem(COOKIE_KEY, String(accepted));
    setVisible(false);
  };
  return (
    <section aria-label={texts.label} className="fixed inset-x-0 bottom-0 z-50 bg-ink p-4 text-white shadow-2xl">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{texts.text}</p>
        <div className="flex gap-2">
          <Button onClick={() => answer(true)}>{texts.accept}</Button>
          <Button variant="secondary" onClick={() => answer(false)}>
            {texts.close}
          </Button>
        </div>
      </div>
    </section>
  );
}
