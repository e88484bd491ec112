// TEST MODE card adapter: no network, no real card, no money. It answers the
// way card gateways' sandboxes do for their published test numbers, so the
// whole payment flow (success, decline, recorded attempt) can be tried here.
// Any other number is refused before anything is recorded: in test mode a
// real card number has no business reaching us.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../http';
import type { PaymentProvider, ProviderOutcome } from './provider';

export const TEST_CARD_MESSAGE =
  'Test mode: no real card is charged. Please use a test card number, such as 4242 4242 4242 4242.';

/** Test numbers and what they do (null = succeeds). */
export const TEST_CARDS: Readonly<Record<string, string | null>> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};

export const cardTest: PaymentProvider = {
  name: 'CardTest',
  testMode: true,
  precheck(req) {
    if (!req.card || !(req.card.Number in TEST_CARDS)) throw new ApiError(422, TEST_CARD_MESSAGE, { 'Card.Number': TEST_CARD_MESSAGE });
  },
  describe: (req) => `Card •••• ${req.card?.Number.slice(-4) ?? '????'} (test mode)`,
  async start(req): Promise<ProviderOutcome> {
    const providerRef = `test_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const decline = req.card ? TEST_CARDS[req.card.Number] : TEST_CARD_MESSAGE;
    if (decline === undefined || decline) return { status: 'Failed', providerRef, failureReason: decline ?? TEST_CARD_MESSAGE };
    return { status: 'Succeeded', providerRef };
  },
};
