// The dispatch board's ready list grouped as a dispatcher thinks of a day:
// emirate, then area, each with its count and the cash on delivery it holds.
// Sums are taken in fils (lib/money.ts), so a group's COD never drifts.
import { fromFils, toFils } from '@/lib/money';
import type { DispatchShipment } from '@/lib/schemas/courier';

export interface AreaGroup {
  /** Unique on the board: emirate and area. */
  key: string;
  area: string;
  shipments: DispatchShipment[];
  cod: number;
}

export interface EmirateGroup {
  key: string;
  emirate: string;
  areas: AreaGroup[];
  count: number;
  cod: number;
}

const codOf = (list: readonly DispatchShipment[]) => fromFils(list.reduce((sum, s) => sum + toFils(s.CodAmount), 0));
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Emirates and their areas in alphabetical order; shipments keep the API's order inside an area. */
export function groupReady(ready: readonly DispatchShipment[]): EmirateGroup[] {
  const emirates = new Map<string, Map<string, DispatchShipment[]>>();
  for (const s of ready) {
    const areas = emirates.get(s.Emirate) ?? new Map<string, DispatchShipment[]>();
    emirates.set(s.Emirate, areas);
    const list = areas.get(s.Area) ?? [];
    areas.set(s.Area, list);
    list.push(s);
  }
  return [...emirates.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([emirate, areas]) => {
      const groups = [...areas.entries()]
        .sort(([a], [b]) => byName(a, b))
        .map(([area, shipments]) => ({ key: `${emirate}/${area}`, area, shipments, cod: codOf(shipments) }));
      const all = groups.flatMap((g) => g.shipments);
      return { key: emirate, emirate, areas: groups, count: all.length, cod: codOf(all) };
    });
}

/** The COD of a list of shipments, in AED. */
export const codSum = codOf;

/** A group's checkbox: all, some or none of its keys are selected. */
export function selectionState(keys: readonly string[], selected: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const n = keys.filter((k) => selected.has(k)).length;
  return n === 0 ? 'none' : n === keys.length ? 'all' : 'some';
}

/** Adds or removes every key of a group. */
export function toggleAll(selected: ReadonlySet<string>, keys: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const k of keys) {
    if (on) next.add(k);
    else next.delete(k);
  }
  return next;
}

/** What is still on the board after a reload: a selection never names a shipment or pickup that has gone. */
export function keepPresent(selected: ReadonlySet<string>, present: readonly string[]): Set<string> {
  const here = new Set(present);
  return new Set([...selected].filter((k) => here.has(k)));
}
