'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatWeekday } from '@/components/ui/format';
import type { Locale } from '@/lib/i18n/locales';
import type { ChoiceAddress, DeliveryChoiceView, LeaveWith } from '@/lib/schemas/receiver';

/**
 * The receiver's choices in words (issue 16): one set of sentences for the
 * tracking panel, the merchant's shipment details and Ops' list, from the
 * `tracking` messages. What the receiver typed (instructions, a neighbour's
 * name, an address) is shown as typed.
 */
export function useReceiverChoiceLines() {
  const t = useTranslations('tracking.receiver.summary');
  const locale = useLocale() as Locale;
  const day = (date: string) => formatWeekday(date, locale);
  const address = (a: ChoiceAddress) => [a.AddressLine1, a.AddressLine2, a.City].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
  const leaveWith = (l: LeaveWith) => (l.Kind === 'security' ? t('security') : t('neighbour', { name: l.Name, flat: l.Flat }));
  return {
    day,
    address,
    leaveWith,
    deliveryDay: (date: string) => t('day', { day: day(date) }),
    instructions: (text: string) => t('instructions', { text }),
    /** One choice as it was made, with a redirect's old address after it. */
    choice(c: DeliveryChoiceView): { text: string; detail?: string } {
      if (c.Kind === 'reschedule' && c.DeliveryDate) return { text: t('day', { day: day(c.DeliveryDate) }) };
      if (c.Kind === 'instructions' && c.Instructions) return { text: t('instructions', { text: c.Instructions }) };
      if (c.Kind === 'leave_with' && c.LeaveWith) return { text: leaveWith(c.LeaveWith) };
      if (c.Kind === 'redirect' && c.To) return { text: t('redirect', { address: address(c.To) }), detail: c.From ? t('was', { address: address(c.From) }) : undefined };
      return { text: '' };
    },
  };
}
