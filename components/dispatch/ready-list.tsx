'use client';

import { useTranslations } from 'next-intl';
import { useState, type DragEvent, type ReactNode } from 'react';
import { formatWeekday, useFormat } from '@/components/ui/format';
import { usePageLocale } from '@/lib/i18n/client';
import { EmptyState, Panel } from '@/components/ui/states';
import { Badge, StatusBadge } from '@/components/ui/status-badge';
import type { DispatchShipment } from '@/lib/schemas/courier';
import { codSum, groupReady, selectionState, toggleAll, type EmirateGroup } from './groups';
import { GroupCheckbox, SelectRow } from './select-row';

interface ReadyListProps {
  ready: DispatchShipment[];
  /** Airway bill numbers selected. */
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  onDragStart: (e: DragEvent, awb: string) => void;
}

/** Ids are made of names, which may hold spaces: keep them valid and unique. */
const slug = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-');

/**
 * The ready shipments by emirate, then area: each group can be folded, and
 * selected whole (its checkbox is half-ticked when part of it is).
 */
export function ReadyList({ ready, selected, onSelect, onDragStart }: ReadyListProps) {
  const t = useTranslations('dispatch.ready');
  const f = useFormat();
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const groups = groupReady(ready);
  const toggleFold = (key: string) => setFolded((s) => toggleAll(s, [key], !s.has(key)));

  return (
    <Panel title={t('title')} id="dispatch-ready" actions={ready.length > 0 && <span className="text-sm text-muted">{t('summary', { count: ready.length, amount: f.aed(codSum(ready)) })}</span>}>
      <p className="mb-3 text-sm text-muted">{t('intro')}</p>
      {groups.length === 0 ? (
        <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>
      ) : (
        <div className="space-y-4">
          {groups.map((g) => (
            <EmirateSection key={g.key} group={g} folded={folded} onFold={toggleFold} selected={selected} onSelect={onSelect} onDragStart={onDragStart} />
          ))}
        </div>
      )}
    </Panel>
  );
}

function EmirateSection({ group: g, folded, onFold, ...rows }: { group: EmirateGroup; folded: ReadonlySet<string>; onFold: (key: string) => void } & Omit<ReadyListProps, 'ready'>) {
  const keys = g.areas.flatMap((a) => a.shipments.map((s) => s.AirWayBillNo));
  const id = `ready-${slug(g.key)}`;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <GroupHeader id={id} level={3} name={g.emirate} count={g.count} cod={g.cod} keys={keys} open={!folded.has(g.key)} onFold={() => onFold(g.key)} {...rows} />
      <div id={`${id}-body`} hidden={folded.has(g.key)} className="mt-2 space-y-3 border-s-2 border-line ps-2 sm:ps-3">
        {/* An emirate whose one area is itself (the city is all the address says) needs no second heading. */}
        {g.areas.length === 1 && g.areas[0]!.area === g.emirate ? (
          <ul className="space-y-2">
            {g.areas[0]!.shipments.map((s) => (
              <ShipmentRow key={s.AirWayBillNo} shipment={s} {...rows} />
            ))}
          </ul>
        ) : g.areas.map((a) => {
          const areaId = `ready-${slug(a.key)}`;
          return (
            <section key={a.key} aria-labelledby={`${areaId}-heading`}>
              <GroupHeader id={areaId} level={4} name={a.area} count={a.shipments.length} cod={a.cod} keys={a.shipments.map((s) => s.AirWayBillNo)} open={!folded.has(a.key)} onFold={() => onFold(a.key)} {...rows} />
              <ul id={`${areaId}-body`} hidden={folded.has(a.key)} className="mt-1 space-y-2">
                {a.shipments.map((s) => (
                  <ShipmentRow key={s.AirWayBillNo} shipment={s} {...rows} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}

interface GroupHeaderProps extends Pick<ReadyListProps, 'selected' | 'onSelect'> {
  id: string;
  level: 3 | 4;
  name: string;
  count: number;
  cod: number;
  keys: string[];
  open: boolean;
  onFold: () => void;
}

/** A group's checkbox and its heading, whose button folds the group (a disclosure). */
function GroupHeader({ id, level, name, count, cod, keys, open, onFold, selected, onSelect }: GroupHeaderProps) {
  const t = useTranslations('dispatch.ready');
  const f = useFormat();
  const place = name || t('noArea');
  const H = level === 3 ? 'h3' : 'h4';
  return (
    <div className="flex items-center gap-1">
      <GroupCheckbox id={`${id}-all`} label={t('selectGroup', { count, place })} state={selectionState(keys, selected)} onChange={(on) => onSelect(toggleAll(selected, keys, on))} />
      <H id={`${id}-heading`} className="min-w-0 flex-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={onFold}
          className={`flex min-h-tap w-full flex-wrap items-center gap-x-3 rounded-control px-2 text-start hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-700 ${level === 3 ? 'text-base font-bold text-brand-900' : 'font-semibold text-ink'}`}
        >
          <Chevron open={open} />
          <span className="break-words">{place}</span>
          <span className="text-sm font-normal text-muted">{t('summary', { count, amount: f.aed(cod) })}</span>
        </button>
      </H>
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : 'rtl:rotate-180'}`} fill="currentColor">
      <path d="M7 4l6 6-6 6z" />
    </svg>
  );
}

function ShipmentRow({ shipment: s, selected, onSelect, onDragStart }: { shipment: DispatchShipment } & Pick<ReadyListProps, 'selected' | 'onSelect' | 'onDragStart'>) {
  const t = useTranslations('dispatch.ready');
  const f = useFormat();
  const locale = usePageLocale();
  return (
    <SelectRow id={`ready-awb-${s.AirWayBillNo}`} checked={selected.has(s.AirWayBillNo)} onChange={(on) => onSelect(toggleAll(selected, [s.AirWayBillNo], on))} onDragStart={(e) => onDragStart(e, s.AirWayBillNo)}>
      <StopLines
        first={<bdi className="font-mono font-semibold">{s.AirWayBillNo}</bdi>}
        end={s.CodAmount > 0 && <span className="font-semibold">{t('cod', { amount: f.aed(s.CodAmount) })}</span>}
        lines={[
          s.ReceiverName,
          s.Address,
          // What the receiver chose (issue 16).
          s.ReceiverInstructions && t('receiverInstructions', { text: s.ReceiverInstructions }),
          s.LeaveWith && (s.LeaveWith.Kind === 'security' ? t('leaveSecurity') : t('leaveNeighbour', { name: s.LeaveWith.Name, flat: s.LeaveWith.Flat })),
        ]}
        foot={
          <>
            <span>{t('pieces', { count: s.Pieces })}</span>
            <StatusBadge status={s.Status} />
            {s.DeliveryDate && <Badge tone="brand">{t('chosenDay', { day: formatWeekday(s.DeliveryDate, locale) })}</Badge>}
          </>
        }
      />
    </SelectRow>
  );
}

/** A stop's text in a row: its number and an amount, then name and address, then small facts. */
export function StopLines({ first, end, lines, foot }: { first: ReactNode; end?: ReactNode; lines: Array<string | null | undefined>; foot: ReactNode }) {
  return (
    <>
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        {first}
        {end}
      </span>
      {lines.filter(Boolean).map((l, i) => (
        <span key={i} className={`block break-words ${i === 0 ? 'text-ink' : 'text-muted'}`}>
          {l}
        </span>
      ))}
      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">{foot}</span>
    </>
  );
}
