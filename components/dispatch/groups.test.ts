import type { DispatchShipment } from '@/lib/schemas/courier';
import { groupReady, keepPresent, selectionState, toggleAll } from './groups';

const ship = (AirWayBillNo: string, Emirate: string, Area: string, CodAmount = 0): DispatchShipment => ({
  AirWayBillNo,
  Emirate,
  Area,
  CodAmount,
  Address: '',
  ReceiverName: '',
  ReceiverPhone: null,
  Pieces: 1,
  Status: 'AT_DESTINATION',
  StatusLabel: 'At destination',
  DeliveryDate: null,
  ReceiverInstructions: null,
  LeaveWith: null,
});

describe('groupReady', () => {
  it('groups by emirate, then area, in alphabetical order, with counts and COD sums', () => {
    const groups = groupReady([
      ship('1', 'Sharjah', 'Al Nahda', 10.1),
      ship('2', 'Dubai', 'Jumeirah', 0.2),
      ship('3', 'Dubai', 'Al Barsha', 0.1),
      ship('4', 'Dubai', 'Jumeirah', 0.1),
    ]);
    expect(groups.map((g) => [g.emirate, g.count, g.cod])).toEqual([
      ['Dubai', 3, 0.4],
      ['Sharjah', 1, 10.1],
    ]);
    expect(groups[0]!.areas.map((a) => [a.area, a.shipments.map((s) => s.AirWayBillNo), a.cod])).toEqual([
      ['Al Barsha', ['3'], 0.1],
      ['Jumeirah', ['2', '4'], 0.3],
    ]);
    // Sums in fils: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
    expect(groups[0]!.areas[1]!.key).toBe('Dubai/Jumeirah');
  });

  it('is empty for an empty day', () => {
    expect(groupReady([])).toEqual([]);
  });
});

describe('selection helpers', () => {
  it('says whether a group is wholly, partly or not selected, and toggles it', () => {
    const keys = ['a', 'b'];
    expect(selectionState(keys, new Set())).toBe('none');
    expect(selectionState(keys, new Set(['a', 'x']))).toBe('some');
    expect(selectionState(keys, new Set(['a', 'b']))).toBe('all');
    expect([...toggleAll(new Set(['x']), keys, true)].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(new Set(['a', 'b', 'x']), keys, false)]).toEqual(['x']);
  });

  it('drops what has left the board', () => {
    expect([...keepPresent(new Set(['a', 'b']), ['b', 'c'])]).toEqual(['b']);
  });
});
