// What the courier sees: the server's run with the actions still in the queue
// laid over it, so a stop changes the moment the courier acts, online or not.
// The same step applies an answered action to the saved run, so the screen
// does not flick back to "pending" before the run is read again.
import type { CourierRun, CourierStop } from '@/lib/schemas/courier';
import type { ActionPayload, QueuedAction } from './types';

/** A stop as shown: with whether an action of it is still waiting to be sent. */
export interface ShownStop extends CourierStop {
  Waiting: boolean;
}

export interface ShownRun extends Omit<CourierRun, 'Stops'> {
  Stops: ShownStop[];
}

const outcomeOf: Partial<Record<ActionPayload['Kind'], CourierStop['Outcome']>> = {
  deliver: 'delivered',
  fail: 'failed',
  pickup_collected: 'collected',
  pickup_failed: 'failed',
};

/** Whether an action belongs to a stop: by the stop's id, or by its airway bill / pickup for a run read again since. */
const isFor = (stop: CourierStop, stopId: string, a: ActionPayload) =>
  stop._id === stopId || (a.AirWayBillNo != null && stop.AirWayBillNo === a.AirWayBillNo) || (a.PickupId != null && stop.PickupId === a.PickupId);

/** The run after one action of a stop (the stop's outcome, the COD collected, the cash on hand). */
export function applyAction<R extends CourierRun | ShownRun>(run: R, stopId: string, a: ActionPayload): R {
  let cash = run.CashOnHand;
  const stops = run.Stops.map((stop) => {
    if (!isFor(stop, stopId, a) || stop.Outcome !== 'pending') return stop;
    if (a.Kind === 'collect') {
      if (stop.CodCollected) return stop;
      if (a.Method === 'cash') cash = Math.round((cash + (a.Amount ?? 0)) * 100) / 100;
      return { ...stop, CodCollected: true };
    }
    return { ...stop, Outcome: outcomeOf[a.Kind] ?? stop.Outcome };
  });
  return { ...run, Stops: stops, CashOnHand: cash };
}

/** The run as the courier sees it: the server's, then every waiting action in the order taken. */
export function shownRun(run: CourierRun, waiting: readonly QueuedAction[]): ShownRun {
  const start: ShownRun = { ...run, Stops: run.Stops.map((s) => ({ ...s, Waiting: false })) };
  const applied = waiting.reduce((r, q) => applyAction(r, q.StopId, q.Action), start);
  const waitingStops = new Set(waiting.map((q) => q.StopId));
  return {
    ...applied,
    Stops: applied.Stops.map((s) => (waitingStops.has(s._id) ? { ...s, Waiting: true } : s)).sort((a, b) => a.Seq - b.Seq),
  };
}

/** What the courier must do before delivering: collect the COD first when the stop has one not yet collected. */
export const needsCollect = (stop: CourierStop) => stop.Kind === 'delivery' && stop.CodAmount > 0 && !stop.CodCollected;

/**
 * The stop a scanned or typed code names: an airway bill (the label's Code128,
 * or its QR code's tracking link `…?track=<AWB>`) or a pickup's booking number.
 */
export function findStop<S extends CourierStop>(stops: readonly S[], code: string): { ref: string; stop: S | undefined } {
  const ref = refOf(code);
  const upper = ref.toUpperCase();
  return { ref, stop: stops.find((s) => s.AirWayBillNo === ref || (s.BookingNo !== null && s.BookingNo.toUpperCase() === upper)) };
}

export function refOf(code: string): string {
  const text = code.trim();
  try {
    const track = new URL(text).searchParams.get('track');
    if (track) return track.trim();
  } catch {
    // Not a link: the code is the number itself.
  }
  return text.replace(/\s+/g, '');
}
