// What the pickup screens share with the Admin's pickup queue (components/operations).
import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/components/shipping/shipment-format';
import type { Locale } from '@/lib/i18n/locales';
import { formatKg } from '@/lib/money';
import type { Pickup } from '@/lib/schemas/pickup-model';

export type { Pickup, PickupList } from '@/lib/schemas/pickup-model';

/** "12.5 kg" (English keeps its grouped "1,250 kg"). */
const weight = (kg: number, locale: Locale) => (locale === 'ar' ? formatKg(kg, 'ar') : `${kg.toLocaleString('en', { maximumFractionDigits: 3 })} kg`);

/** `(pickup) => "3 pieces, 12.5 kg"` in the page's language (the `pickups` messages). */
export function usePiecesAndWeight(): (p: Pick<Pickup, 'Pieces' | 'WeightKg'>) => string {
  const t = useTranslations('pickups');
  const locale = useLocale();
  return (p) => t('piecesAndWeight', { count: p.Pieces, n: formatCount(p.Pieces, locale), weight: weight(p.WeightKg, locale) });
}
