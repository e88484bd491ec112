'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { loadProfile, sessionUser } from '@/components/shell/session-hint';
import { Button, buttonClass } from '@/components/ui/button';
import { useLocalizePath } from '@/lib/i18n/client';

export interface BookShipmentTexts {
  button: string;
  title: string;
  text: string;
  guest: string;
  signUp: string;
  close: string;
}

// The dialog is downloaded with the first click, not with the home page.
const loadDialog = () => import('@/components/ui/dialog');
type DialogModule = Awaited<ReturnType<typeof loadDialog>>;

/** Pickup_Request users go straight to scheduling; everyone else chooses guest or sign-up. Words from the server. */
export function BookShipmentButton({ texts }: { texts: BookShipmentTexts }) {
  const router = useRouter();
  const localize = useLocalizePath();
  const [ui, setUi] = useState<DialogModule | null>(null);
  const [open, setOpen] = useState(false);

  async function onClick() {
    const dialog = loadDialog().catch(() => null);
    // The top bar has asked who is signed in, and the start-up check has loaded a
    // signed-in user's profile; a click before either has arrived waits for it.
    const user = await sessionUser();
    const profile = user ? await loadProfile().catch(() => undefined) : undefined;
    if (profile?.data.user.dashboard.Pickup_Request) router.push(localize('/Schedulepickupbooking'));
    else {
      // A failed download leaves the button as it was; the next click tries again.
      const loaded = await dialog;
      if (!loaded) return;
      setUi(loaded);
      setOpen(true);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void onClick()}>
        {texts.button}
      </Button>
      {open && ui && (
        <ui.Dialog title={texts.title} size="sm" onClose={() => setOpen(false)}>
          <p>{texts.text}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link href={localize('/Bookshipment')} className={buttonClass('primary', 'flex-1')}>
              {texts.guest}
            </Link>
            <Link href={localize('/Register')} className={buttonClass('secondary', 'flex-1')}>
              {texts.signUp}
            </Link>
          </div>
          <ui.DialogActions>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {texts.close}
            </Button>
          </ui.DialogActions>
        </ui.Dialog>
      )}
    </>
  );
}
