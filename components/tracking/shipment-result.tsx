import { useLocale, useTranslations } from 'next-intl';
import { formatWeekday } from '@/components/ui/format';
import { Badge } from '@/components/ui/status-badge';
import { STATUSES } from '@/courier-api/services/status';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { makeOnce } from '@/lib/load-once';
import { parseReceiverRemark } from '@/lib/receiver-remarks';
import type { ShipmentTrackingEvent } from '@/lib/schemas/shipment';
import en from '@/lib/i18n/messages/en/tracking.json';

// The stepper's five steps (ShipmentProgress 1–5), as keys of the tracking messages.
const STEPS = ['booked', 'pickedUp', 'inTransit', 'atDestination', 'outForDelivery'] as const;

/** The spec's text for a number nothing was found for (the English message; e2e tests match it). */
export const NOT_FOUND_TEXT = en.log.notFound;

type StatusCode = keyof typeof en.status;
const isStatusCode = (code: string | null | undefined): code is StatusCode => !!code && Object.prototype.hasOwnProperty.call(en.status, code);

/**
 * A shipment status for the customer: the API's English label on English
 * pages (exactly as it came), the status code's message on Arabic ones.
 */
export function useStatusLabel(): (code: string | null | undefined, english: string) => string {
  const t = useTranslations('tracking');
  const locale = useLocale();
  return (code, english) => (locale !== 'en' && isStatusCode(code) ? t(`status.${code}`) : english);
}

/** Default remarks of the status model (courier-api/services/status.ts) → their status code. */
const REMARK_CODES = new Map([...STATUSES.values()].map((d) => [d.remarks, d.code] as const));
const REASONS = new Map<string, 'customerCancelled'>([[en.reasons.customerCancelled, 'customerCancelled']]);

/**
 * An event's remark in the page's language. The API writes the status's
 * default remark, sometimes followed by ": " and a reason; a remark someone
 * typed, or a reason we do not know, stays as written.
 */
function useRemarks(): (remarks: string) => string {
  const t = useTranslations('tracking');
  const locale = useLocale();
  return (remarks) => {
    if (locale === 'en') return remarks;
    // A receiver's delivery choice (issue 16): its own sentence, the day in the page's language.
    const choice = parseReceiverRemark(remarks);
    if (choice) {
      if (choice.kind === 'reschedule') return t('receiverRemarks.reschedule', { day: formatLogDay(choice.date, locale as Locale) });
      if (choice.kind === 'redirect') return t('receiverRemarks.redirect', { emirate: choice.emirate });
      return t(`receiverRemarks.${choice.kind}`);
    }
    const cut = remarks.indexOf(': ');
    const head = cut === -1 ? remarks : remarks.slice(0, cut);
    const code = REMARK_CODES.get(head);
    if (!isStatusCode(code)) return remarks;
    const text = t(`remarks.${code}`);
    if (cut === -1) return text;
    const reason = remarks.slice(cut + 2);
    const known = REASONS.get(reason);
    return `${text}: ${known ? t(`reasons.${known}`) : reason}`;
  };
}

const arabicDay = makeOnce(() => new Intl.DateTimeFormat(intlTag('ar'), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }));
/** "Sun, 1 Mar 2026" / "الأحد، 1 مارس 2026": a log day with its weekday, digits Latin in both. */
function formatLogDay(date: string, locale: Locale): string {
  if (locale === 'en') return formatWeekday(date);
  return arabicDay().format(new Date(`${date}T00:00:00Z`));
}

/**
 * Step n (1-based) is complete when ShipmentProgress > n - 1. The grid follows
 * the page's direction: on Arabic pages the first step is on the right and
 * each connecting line runs from a step's dot back to the previous one's.
 */
export function ProgressStepper({ progress }: { progress: number }) {
  const t = useTranslations('tracking');
  return (
    <ol className="grid grid-cols-5" aria-label={t('stepper.label')}>
      {STEPS.map((step, i) => {
        const done = progress > i;
        const current = done && progress <= i + 1;
        return (
          <li key={step} className="relative flex flex-col items-center gap-1.5 px-0.5 text-center text-xs" aria-current={current ? 'step' : undefined}>
            {/* The line from the previous step's dot to this one's. */}
            {i > 0 && <span aria-hidden="true" className={`absolute end-1/2 top-3 h-0.5 w-full -translate-y-1/2 ${done ? 'bg-brand-600' : 'bg-line'}`} />}
            <span
              aria-hidden="true"
              className={`relative flex h-6 w-6 items-center justify-center rounded-pill ${
                done ? 'bg-brand-600 text-white' : 'border-2 border-line bg-surface'
              } ${current ? 'ring-4 ring-brand-100' : ''}`}
            >
              {done && (
                <svg viewBox="0 0 16 16" aria-hidden="true" className="h-4 w-4">
                  <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </span>
            {/* On a phone the labels take turns on two rows, so each may spread under its
                neighbours' dots; the last keeps to the card's edge. */}
            <span
              className={`whitespace-nowrap leading-tight sm:whitespace-normal ${i % 2 ? 'mt-5 sm:mt-0' : ''} ${i === STEPS.length - 1 ? 'self-end text-end sm:self-center sm:text-center' : ''} ${done ? 'font-semibold text-brand-800' : 'text-muted'}`}
            >
              {t(`stepper.steps.${step}`)}
              <span className="sr-only">{done ? t('stepper.completed') : t('stepper.pending')}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The log's events grouped by their calendar day, in the order they came. */
function groupByDate(log: ShipmentTrackingEvent[]) {
  const groups = new Map<string, ShipmentTrackingEvent[]>();
  for (const e of log) groups.set(e.ActivityDate, [...(groups.get(e.ActivityDate) ?? []), e]);
  return [...groups];
}

// One grid for the header and the rows. On a phone each event is a stacked
// timeline entry (time, activity, place) beside a dot on a rail; from md up the
// same cells line up in columns, the rail between the time and the activity.
// Logical sides throughout: on Arabic pages the rail and the time are on the right.
const GRID = 'md:grid md:grid-cols-[5rem_minmax(0,1fr)_minmax(0,14rem)] md:gap-x-3';
// The rail: from this dot to the next; the first starts at its dot, the last ends there.
const RAIL =
  'before:absolute before:inset-y-0 before:start-[11px] before:w-0.5 before:bg-line md:before:start-[59px] first:before:top-2.5 last:before:bottom-auto last:before:h-2.5 only:before:hidden';

const COLUMNS = ['time', 'activity', 'location'] as const;

/**
 * The tracking log, one table per day (spec: grouped by ActivityDate, with
 * Location and Time columns). The explicit roles keep it a table for screen
 * readers although CSS lays it out as a timeline.
 */
export function TrackingLog({ shipment }: { shipment: { TrackingLogDetails: ShipmentTrackingEvent[] } }) {
  const t = useTranslations('tracking');
  const locale = useLocale();
  const remarks = useRemarks();
  const groups = groupByDate(shipment.TrackingLogDetails);
  if (!groups.length) return <p className="text-danger-700">{t('log.notFound')}</p>;
  return (
    <div className="space-y-5">
      {groups.map(([date, events], g) => (
        <table key={date} role="table" className="block w-full text-start text-sm">
          <caption className="mb-3 block text-start">
            <Badge tone="brand">
              <time dateTime={date}>{formatLogDay(date, locale)}</time>
            </Badge>
          </caption>
          {/* Column names show once, above the first day; later days keep them for screen readers. */}
          <thead role="rowgroup" className={g === 0 ? 'sr-only md:not-sr-only md:block' : 'sr-only'}>
            <tr role="row" className={`${GRID} mb-3 border-b border-line pb-2 text-xs font-semibold uppercase tracking-wide text-muted`}>
              {COLUMNS.map((name) => (
                <th key={name} role="columnheader" scope="col" className={`font-semibold ${name === 'activity' ? 'md:ps-2' : ''}`}>
                  {t(`log.${name}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block">
            {events.map((e, i) => {
              const latest = g === 0 && i === 0;
              return (
                <tr key={i} role="row" className={`relative block pb-5 ps-8 last:pb-0 md:ps-0 ${GRID} ${RAIL}`}>
                  <td role="cell" className="block text-xs leading-5 text-muted tabular-nums md:pe-8 md:text-sm">
                    <span
                      aria-hidden="true"
                      className={`absolute start-1.5 top-1 h-3 w-3 rounded-pill ring-4 ring-surface md:start-[54px] ${latest ? 'bg-accent-500' : 'bg-brand-600'}`}
                    />
                    {e.ActivityTime}
                  </td>
                  <td role="cell" className={`block md:ps-2 ${latest ? 'font-bold text-brand-900' : 'font-semibold text-ink'}`}>
                    {remarks(e.Remarks)}
                    {e.DeliveredTo ? t('log.receivedBy', { name: e.DeliveredTo }) : ''}
                  </td>
                  <td role="cell" className="mt-0.5 block text-muted md:mt-0">
                    {e.Location}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
