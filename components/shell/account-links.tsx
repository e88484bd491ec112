'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { usePageLocale } from '@/lib/i18n/client';
import { localizePath } from '@/lib/i18n/locales';
import { later } from '@/lib/later';
import { fillMessage, type RawMessage } from './fill-message';
import { fetchSessionUser, type SessionUser } from './session-hint';

const item = 'block w-full px-3 py-1.5 text-start hover:bg-canvas';

/** The top bar's words, from the server (this island carries no message catalogue). */
export interface AccountTexts {
  label: string;
  login: string;
  register: string;
  /** Raw message with a `{name}` placeholder. */
  welcome: RawMessage;
  portal: string;
  dashboard: string;
  changePassword: string;
  security: string;
  logout: string;
}

/**
 * Signed out: Login and Register. Signed in: a welcome and the Customer Portal
 * menu. The pages are static, so the session is asked for once the page runs
 * (one small request, no next-auth client); until then the place stays empty.
 * Login and Register are not prefetched: on every page's first screen, they
 * would download the forms' libraries (react-hook-form, yup, the phone
 * metadata, sonner, SWR) while the page is still starting.
 */
export function AccountLinks({ texts }: { texts: AccountTexts }) {
  const router = useRouter();
  const locale = usePageLocale();
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    // Asked in a task of its own, not in the page's hydration (lib/later.ts).
    const cancel = later(
      () =>
        void fetchSessionUser().then((u) => {
          if (!live) return;
          setUser(u);
          if (u) void import('./startup-check').then((m) => m.startupCheck(() => router.replace(localizePath('/login', locale)), locale));
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [router, locale]);

  // next-auth's client loads only when a signed-in visitor logs out.
  const logout = () => void import('@/lib/end-session').then(({ endSession }) => endSession(localizePath('/', locale)));

  if (user === undefined) return <span className="h-5 w-32" aria-hidden="true" />;
  if (!user) {
    return (
      <nav aria-label={texts.label} className="flex gap-4">
        {(
          [
            ['/Login', texts.login],
            ['/Register', texts.register],
          ] as const
        ).map(([href, label]) => (
          <Link key={href} href={localizePath(href, locale)} prefetch={false} className="hover:underline">
            {label}
          </Link>
        ))}
      </nav>
    );
  }
  return (
    <div className="relative flex items-center gap-3">
      <span>{fillMessage(texts.welcome, { name: user.name ?? '' })}</span>
      <button type="button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)} className="rounded border border-white/40 px-2 py-0.5">
        {texts.portal}
      </button>
      {open && (
        <ul className="absolute end-0 top-full z-50 mt-1 w-44 rounded bg-surface py-1 text-ink shadow-lg">
          {[
            ['/dashboard', texts.dashboard],
            ['/Security', texts.security],
            ['/ChangePassword', texts.changePassword],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={localizePath(href!, locale)} className={item}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={logout} className={item}>
              {texts.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
