// A self-drawn map of the UAE with our three hubs and the main delivery
// points. Inline SVG: nothing is loaded from another site, it prints, scales
// and reads the same with or without JavaScript. Names in the page's language.
import { useLocale, useTranslations } from 'next-intl';

/** Simplified outline of the UAE mainland, projected to the 800 × 620 view box. */
const OUTLINE =
  'M42 338L67 371L105 376L150 355L195 346L255 360L315 363L375 363L420 338L465 297L502 256L540 223L570 206L600 170L622 145L645 120L675 96L697 74L717 40L732 66L747 107L754 148L759 198L760 218L735 234L712 247L697 289L675 338L667 371L637 404L630 478L585 594L195 554Z';

/** The Arabian Gulf and the Gulf of Oman, drawn over the neighbouring land. */
const GULF = 'M0 0H717L697 74L675 96L645 120L622 145L600 170L570 206L540 223L502 256L465 297L420 338L375 363L315 363L255 360L195 346L150 355L105 376L67 371L42 338L0 300Z';
const GULF_OF_OMAN = 'M740 0H800V250L760 218L759 198L754 148L747 107L732 66Z';

type PlaceKey = 'dubaiHub' | 'sharjahHub' | 'abuDhabiHub' | 'ajman' | 'ummAlQuwain' | 'rasAlKhaimah' | 'fujairah' | 'alAin' | 'ruwais' | 'liwa';

/**
 * A dot and its label (dx, dy: the label's offset from the dot). The map is
 * drawn left to right in both languages (`direction="ltr"`), so 'end' always
 * puts a label to the left of its dot.
 */
type Place = { key: PlaceKey; x: number; y: number; dx: number; dy: number; anchor: 'start' | 'end' };

const HUBS: Place[] = [
  { key: 'dubaiHub', x: 613, y: 167, dx: -16, dy: 22, anchor: 'end' },
  { key: 'sharjahHub', x: 633, y: 160, dx: 16, dy: -12, anchor: 'start' },
  { key: 'abuDhabiHub', x: 480, y: 322, dx: -16, dy: 6, anchor: 'end' },
];

const PLACES: Place[] = [
  { key: 'ajman', x: 622, y: 147, dx: -12, dy: -2, anchor: 'end' },
  { key: 'ummAlQuwain', x: 639, y: 122, dx: -12, dy: -4, anchor: 'end' },
  { key: 'rasAlKhaimah', x: 697, y: 84, dx: -12, dy: -6, anchor: 'end' },
  { key: 'fujairah', x: 748, y: 195, dx: -12, dy: 28, anchor: 'end' },
  { key: 'alAin', x: 667, y: 346, dx: -12, dy: 6, anchor: 'end' },
  { key: 'ruwais', x: 215, y: 360, dx: 0, dy: 30, anchor: 'start' },
  { key: 'liwa', x: 345, y: 520, dx: 12, dy: 6, anchor: 'start' },
];

const LEGEND = [
  ['hub', 'size-3 border-2 border-brand-900 bg-accent-500'],
  ['deliveryArea', 'size-2 bg-brand-800'],
] as const;

export function ServiceAreaMap({ className }: { className?: string }) {
  const t = useTranslations('marketing.map');
  // Arabic has no italic: the sea's name is slanted in English only.
  const seaStyle = useLocale() === 'ar' ? undefined : 'italic';
  return (
    <figure className={className}>
      <svg viewBox="0 0 800 620" role="img" aria-labelledby="uae-map-title uae-map-desc" className="h-auto w-full rounded-card border border-line">
        <title id="uae-map-title">{t('title')}</title>
        <desc id="uae-map-desc">{t('description')}</desc>
        <rect width="800" height="620" className="fill-line" />
        <path d={GULF} className="fill-brand-200" />
        <path d={GULF_OF_OMAN} className="fill-brand-200" />
        <path d={OUTLINE} className="fill-surface stroke-brand-700" strokeWidth="4" strokeLinejoin="round" />
        <g direction="ltr" fontFamily="inherit" className="fill-brand-900">
          <text x="150" y="160" fontSize="26" fontStyle={seaStyle} className="fill-brand-800">
            {t('gulf')}
          </text>
          <text x="20" y="604" fontSize="22" className="fill-muted">
            {t('saudiArabia')}
          </text>
          <text x="700" y="470" fontSize="22" className="fill-muted">
            {t('oman')}
          </text>
          {[...PLACES, ...HUBS].map((p) => {
            const hub = HUBS.includes(p);
            return (
              <g key={p.key}>
                <circle cx={p.x} cy={p.y} r={hub ? 12 : 6} className={hub ? 'fill-accent-500 stroke-brand-900' : 'fill-brand-800'} strokeWidth={hub ? 4 : undefined} />
                <text x={p.x + p.dx} y={p.y + p.dy} fontSize={hub ? 22 : 18} fontWeight={hub ? 700 : undefined} textAnchor={p.anchor}>
                  {t(p.key)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        {LEGEND.map(([key, dot]) => (
          <span key={key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block rounded-full ${dot}`} /> {t(key)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
