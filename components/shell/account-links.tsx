'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { fetchSessionUser, type SessionUser } from './session-hint';

const item = 'block w-full px-3 py-1.5 text-left hover:bg-canvas';

// next-auth's client loads only when a signed-in visitor logs out.
const logout = () => void import('next-auth/react').then(({ signOut }) => signOut({ callbackUrl: '/' }));

/**
 * Signed out: Login and Register. Signed in: a welcome and the Customer Portal
 * menu. The pages are static, so the session is asked for once the page runs
 * (one small request, no next-auth client); until then the place stays empty.
 * Login and Register are not prefetched: on every page's first screen, they
 * would download the forms' libraries (react-hook-form, yup, the phone
 * metadata, sonner, SWR) while the page is still starting.
 */
export function AccountLinks() {
  const router = useRouter();
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchSessionUser().then((u) => {
      if (!live) return;
      setUser(u);
      if (u) void import('./startup-check').then((m) => m.startupCheck(() => router.replace('/login')));
    });
    return () => {
      live = false;
    };
  }, [router]);

  if (user === undefined) return <span className="h-5 w-32" aria-hidden="true" />;
  if (!user) {
    return (
      <nav aria-label="Account" className="flex gap-4">
        {['Login', 'Register'].map((label) => (
          <Link key={label} href={`/${label}`} prefetch={false} className="hover:underline">
            {label}
          </Link>
        ))}
      </nav>
    );
  }
  return (
    <div className="relative flex items-center gap-3">
      <span>Welcome, {user.name}</span>
      <button type="button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)} className="rounded border border-white/40 px-2 py-0.5">
        Customer Portal
      </button>
      {open && (
        <ul className="absolute right-0 top-full z-50 mt-1 w-44 rounded bg-surface py-1 text-ink shadow-lg">
          {[
            ['/dashboard', 'DashBoard'],
            ['/ChangePassword', 'Change Password'],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={href!} className={item}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={logout} className={item}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
