'use client';

import { signOut, useSession } from 'next-auth/react';
import Link from 'next/link';
import { useState } from 'react';
import { useStartupCheck } from './use-startup-check';

const item = 'block w-full px-3 py-1.5 text-left hover:bg-canvas';

/** Signed out: Login and Register. Signed in: a welcome and the Customer Portal menu. */
export function AccountLinks() {
  const { data: session, status } = useSession();
  const [open, setOpen] = useState(false);
  useStartupCheck(status === 'authenticated');
  if (status === 'loading') return <span className="h-5 w-32" aria-hidden="true" />;
  if (!session) {
    return (
      <nav aria-label="Account" className="flex gap-4">
        {['Login', 'Register'].map((label) => (
          <Link key={label} href={`/${label}`} className="hover:underline">
            {label}
          </Link>
        ))}
      </nav>
    );
  }
  return (
    <div className="relative flex items-center gap-3">
      <span>Welcome, {session.user?.name}</span>
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
            <button type="button" onClick={() => void signOut({ callbackUrl: '/' })} className={item}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
