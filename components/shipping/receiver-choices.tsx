'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useReceiverChoiceLines } from '@/components/tracking/receiver-words';
import { formatDubaiDateTime } from '@/components/ui/format';
import type { Locale } from '@/lib/i18n/locales';
import { formatAed } from '@/lib/money';
import type { ReceiverChoicesInfo } from '@/lib/schemas/receiver';
import { FactList } from './fact-list';

/**
 * "Receiver's choices" in a shipment's details (issue 16): what holds now
 * (the day, the instructions, whom to leave it with; a new address is the
 * Receiver block itself) and every choice in order. Nothing when the
 * receiver chose nothing.
 */
export function ReceiverChoicesPart({ info }: { info: ReceiverChoicesInfo | undefined }) {
  const t = useTranslations('tracking.receiver');
  const locale = useLocale() as Locale;
  const lines = useReceiverChoiceLines();
  if (!info?.History.length) return null;
  return (
    <section aria-label={t('details.title')} className="space-y-2">
      <h3 className="font-semibold text-brand-900">{t('details.title')}</h3>
      <FactList
        className="text-sm"
        facts={[
          !!info.DeliveryDate && [t('day'), lines.day(info.DeliveryDate)],
          !!info.Instructions && [t('instructions'), <bdi key="instructions">{info.Instructions}</bdi>],
          !!info.LeaveWith && [t('leaveWith'), <bdi key="leave">{lines.leaveWith(info.LeaveWith)}</bdi>],
        ]}
      />
      <h4 className="text-sm font-semibold text-muted">{t('details.history')}</h4>
      <ol className="space-y-1 text-sm">
        {info.History.map((c, i) => {
          const said = lines.choice(c);
          return (
            <li key={i}>
              <span className="block">
                <bdi>{said.text}</bdi>
                {c.Charge > 0 && <span className="text-muted"> · {t('summary.charge', { amount: formatAed(c.Charge, locale) })}</span>}
              </span>
              {said.detail && (
                <span className="block text-muted">
                  <bdi>{said.detail}</bdi>
                </span>
              )}
              <span className="block text-muted">{t('details.at', { kind: t(`kinds.${c.Kind}`), when: formatDubaiDateTime(c.CreatedAt, locale) })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
