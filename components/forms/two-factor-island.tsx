'use client';

import { MessagesProvider } from '@/lib/i18n/messages-provider';
import type { PickedMessages } from '@/lib/i18n/picked-messages';
import { TwoFactorStep, type TwoFactorMode } from './two-factor-step';

/**
 * The sign-in's second step with its own message provider. The login form
 * loads this module only when a second step is asked for, so the login
 * screen's first load carries neither next-intl's client runtime nor the
 * step's screens (issue 12: /login within 30 kB of the framework).
 */
export function TwoFactorIsland({ picked, ...step }: { picked: PickedMessages; mode: TwoFactorMode; challenge: string; onSignedIn: () => void; onBack: () => void }) {
  return (
    <MessagesProvider locale={picked.locale} messages={picked.messages}>
      <TwoFactorStep {...step} />
    </MessagesProvider>
  );
}
