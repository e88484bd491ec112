'use client';

import { useState } from 'react';
import { TopupForm } from './topup-form';
import { TopupSubmitted } from './topup-submitted';
import type { TopupRequest } from '@/lib/schemas/prepaid';

/** /PrepaidTopuprequest and /Topuprequest: the form, then its outcome; "another" starts a fresh form (and key). */
export function TopupRequestScreen() {
  const [done, setDone] = useState<TopupRequest | null>(null);
  const [round, setRound] = useState(0);
  if (done) {
    return (
      <TopupSubmitted
        topup={done}
        onAnother={() => {
          setDone(null);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return <TopupForm key={round} onSubmitted={setDone} />;
}
