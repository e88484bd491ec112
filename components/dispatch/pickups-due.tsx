'use client';

import { useTranslations } from 'next-intl';
import type { DragEvent } from 'react';
import { Panel } from '@/components/ui/states';
import type { DispatchPickup } from '@/lib/schemas/courier';
import { selectionState, toggleAll } from './groups';
import { StopLines } from './ready-list';
import { GroupCheckbox, SelectRow } from './select-row';

interface PickupsDueProps {
  pickups: DispatchPickup[];
  /** Pickup ids selected. */
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  onDragStart: (e: DragEvent, id: string) => void;
}

/** The day's pickups not yet on a run: ticked with the shipments, they go on the same run. */
export function PickupsDue({ pickups, selected, onSelect, onDragStart }: PickupsDueProps) {
  const t = useTranslations('dispatch.pickups');
  const ready = useTranslations('dispatch.ready');
  const keys = pickups.map((p) => p._id);
  return (
    <Panel
      title={t('title')}
      id="dispatch-pickups"
      actions={
        pickups.length > 0 && (
          <GroupCheckbox id="pickups-all" label={t('selectAll', { count: pickups.length })} state={selectionState(keys, selected)} onChange={(on) => onSelect(toggleAll(selected, keys, on))} />
        )
      }
    >
      {pickups.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <ul className="space-y-2">
          {pickups.map((p) => (
            <SelectRow key={p._id} id={`pickup-${p._id}`} checked={selected.has(p._id)} onChange={(on) => onSelect(toggleAll(selected, [p._id], on))} onDragStart={(e) => onDragStart(e, p._id)}>
              <StopLines
                first={<bdi className="font-mono font-semibold">{p.BookingNo}</bdi>}
                end={<span>{t('window', { window: p.Window })}</span>}
                lines={[p.ContactName, [...new Set([p.Address, p.Area, p.Emirate].filter(Boolean))].join(', ')]}
                foot={
                  <>
                    <span>{ready('pieces', { count: p.Pieces })}</span>
                    <bdi dir="ltr">{p.ContactPhone}</bdi>
                  </>
                }
              />
            </SelectRow>
          ))}
        </ul>
      )}
    </Panel>
  );
}
