'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { AccountStatusView } from './account-status-view';

/** /PrepaidAccountStatus: the customer's own account; the Admin picks one by number (also from ?AccountNo=). */
export function AccountStatusScreen() {
  const { data } = useProfile();
  if (!data) return null;
  return data.data.user.Role === 'Admin' ? <AdminAccountStatus /> : <AccountStatusView accountNo={null} />;
}

function AdminAccountStatus() {
  const params = useSearchParams();
  const router = useRouter();
  const chosen = params.get('AccountNo')?.trim() || null;
  const [typed, setTyped] = useState(chosen ?? '');
  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label="Choose a prepaid account"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const no = typed.trim();
          router.replace(no ? `/PrepaidAccountStatus?AccountNo=${encodeURIComponent(no)}` : '/PrepaidAccountStatus');
        }}
      >
        <div>
          <label htmlFor="status-account" className="block font-medium">
            Account number
          </label>
          <input id="status-account" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={20} autoComplete="off" inputMode="numeric" className="mt-1 rounded border border-slate-400 bg-white p-2" />
        </div>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Show status
        </button>
      </form>
      {chosen ? <AccountStatusView key={chosen} accountNo={chosen} /> : <p className="text-slate-700">Enter a prepaid account’s number to see its balance and ledger.</p>}
    </div>
  );
}
