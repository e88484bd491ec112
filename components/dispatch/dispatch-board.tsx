'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Panel, Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import type { DispatchBoard as Board } from '@/lib/schemas/courier';
import { AssignBar } from './assign-bar';
import { DayPicker } from './day-picker';
import { keepPresent } from './groups';
import { PickupsDue } from './pickups-due';
import { ReadyList } from './ready-list';
import { RunCard } from './run-card';
import { useDispatchBoard, useDispatchDay, useDispatchWrites } from './use-dispatch';

type Stops = { awbs: string[]; pickups: string[] };

/**
 * /Dispatch (Ops and Admin): the day's ready shipments and due pickups on the
 * left, ticked (one by one or a whole emirate or area at once) and given to a
 * courier; the couriers' runs on the right. Dragging the selection onto a
 * run card does the same as Assign. Side by side on wide screens, stacked on
 * a phone.
 */
export function DispatchBoard() {
  const { date, today, setDate } = useDispatchDay();
  const { data, error, isValidating, mutate } = useDispatchBoard(date);
  // While another day loads, the last one is not shown: a selection on it would be assigned to the wrong day.
  const board = data?.data.Date?.slice(0, 10) === date ? data.data : undefined;
  return (
    <div className="space-y-4">
      <DayPicker date={date} today={today} onChange={setDate} />
      {board ? (
        <div aria-busy={isValidating}>
          <Planner key={date} board={board} />
        </div>
      ) : error ? (
        <ErrorState error={error} onRetry={() => void mutate()} />
      ) : (
        <BoardSkeleton />
      )}
    </div>
  );
}

function Planner({ board }: { board: Board }) {
  const t = useTranslations('dispatch');
  const { assign, unassign } = useDispatchWrites();
  const [awbs, setAwbs] = useState<ReadonlySet<string>>(() => new Set());
  const [pickups, setPickups] = useState<ReadonlySet<string>>(() => new Set());
  const [courierId, setCourierId] = useState('');
  const [courierError, setCourierError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // What is being dragged (a drop reads it, not the drag's own data, which a page may not read until the drop).
  const dragged = useRef<Stops | null>(null);
  const [dropping, setDropping] = useState(false);

  // After every reload, a selection names only what is still on the board.
  useEffect(() => {
    setAwbs((s) => keepPresent(s, board.Ready.map((r) => r.AirWayBillNo)));
    setPickups((s) => keepPresent(s, board.PickupsDue.map((p) => p._id)));
  }, [board]);
  // A courier who left the list (deactivated) is no longer chosen.
  useEffect(() => {
    if (courierId && !board.Couriers.some((c) => c._id === courierId)) setCourierId('');
  }, [board, courierId]);

  const count = awbs.size + pickups.size;
  const clear = () => (setAwbs(new Set()), setPickups(new Set()));

  async function give(CourierId: string, stops: Stops) {
    setBusy(true);
    const ok = await assign({ CourierId, Date: board.Date, AirWayBillNos: stops.awbs, PickupIds: stops.pickups });
    setBusy(false);
    if (ok) {
      setAwbs((s) => new Set([...s].filter((k) => !stops.awbs.includes(k))));
      setPickups((s) => new Set([...s].filter((k) => !stops.pickups.includes(k))));
    }
  }

  function onAssign() {
    if (!courierId) return setCourierError(t('assign.pickCourier'));
    void give(courierId, { awbs: [...awbs], pickups: [...pickups] });
  }

  /** Dragging a ticked stop takes the whole selection; an unticked one goes alone. */
  function dragStart(e: DragEvent, kind: 'awb' | 'pickup', key: string) {
    const inSelection = (kind === 'awb' ? awbs : pickups).has(key);
    dragged.current = inSelection ? { awbs: [...awbs], pickups: [...pickups] } : kind === 'awb' ? { awbs: [key], pickups: [] } : { awbs: [], pickups: [key] };
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', [...dragged.current.awbs, ...dragged.current.pickups].join('\n'));
    setDropping(true);
  }

  useEffect(() => {
    const end = () => {
      setDropping(false);
      dragged.current = null;
    };
    window.addEventListener('dragend', end);
    return () => window.removeEventListener('dragend', end);
  }, []);

  function onDrop(CourierId: string) {
    const stops = dragged.current;
    setDropping(false);
    dragged.current = null;
    if (stops) void give(CourierId, stops);
  }

  const runs = new Map(board.Runs.map((r) => [r.CourierId, r]));
  // Every active courier has a card (a drop target even before their first stop); those with runs first.
  const cards = [...board.Runs.map((r) => ({ _id: r.CourierId, FullName: r.CourierName })), ...board.Couriers.filter((c) => !runs.has(c._id))];

  return (
    <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
      <div className="space-y-4">
        <AssignBar
          couriers={board.Couriers}
          count={count}
          courierId={courierId}
          onCourier={(id) => (setCourierId(id), setCourierError(undefined))}
          onAssign={onAssign}
          onClear={clear}
          busy={busy}
          error={courierError}
        />
        <ReadyList ready={board.Ready} selected={awbs} onSelect={setAwbs} onDragStart={(e, k) => dragStart(e, 'awb', k)} />
        <PickupsDue pickups={board.PickupsDue} selected={pickups} onSelect={setPickups} onDragStart={(e, k) => dragStart(e, 'pickup', k)} />
      </div>
      <Panel title={t('runs.title')} id="dispatch-runs" actions={cards.length > 0 && <span className="text-sm text-muted">{t('runs.count', { count: cards.length })}</span>}>
        {board.Runs.length === 0 && <p className="mb-3 text-sm text-muted">{t('runs.empty')}</p>}
        {cards.length > 0 && (
          <ul className="space-y-3">
            {cards.map((c) => (
              <RunCard key={c._id} courier={c} run={runs.get(c._id)} dropping={dropping} onDrop={onDrop} onRemove={async (stop) => void (await unassign(stop._id))} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

/** The board's shape while the first answer is on its way. */
function BoardSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-5 xl:grid-cols-2">
      <div className="space-y-4">
        <Skeleton className="h-28 w-full rounded-card" />
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
      <Skeleton className="h-96 w-full rounded-card" />
    </div>
  );
}
