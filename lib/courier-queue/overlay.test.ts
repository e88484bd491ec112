import { queued, run, stop } from './fixtures';
import { applyAction, findStop, needsCollect, refOf, shownRun } from './overlay';

describe('shownRun', () => {
  it('lays waiting actions over the server run, in order', () => {
    const r = run([stop({ CodAmount: 150 }), stop({ _id: 'stop-2', Seq: 2, AirWayBillNo: '10000000002' })], 20);
    const shown = shownRun(r, [
      queued({ Kind: 'collect', Method: 'cash', Amount: 150 }),
      queued({ Kind: 'deliver' }),
      queued({ Kind: 'fail', AirWayBillNo: '10000000002', Reason: 'Other' }, { StopId: 'stop-2' }),
    ]);
    expect(shown.CashOnHand).toBe(170);
    expect(shown.Stops.map((s) => [s.Outcome, s.CodCollected, s.Waiting])).toEqual([
      ['delivered', true, true],
      ['failed', false, true],
    ]);
  });

  it('leaves a stop the server has already closed as it is', () => {
    const r = run([stop({ Outcome: 'failed' })]);
    expect(shownRun(r, [queued({ Kind: 'deliver' })]).Stops[0]).toMatchObject({ Outcome: 'failed', Waiting: true });
  });

  it('counts card payments as collected but not as cash on hand', () => {
    const r = run([stop({ CodAmount: 80 })], 0);
    const after = applyAction(r, 'stop-1', queued({ Kind: 'collect', Method: 'card', Amount: 80 }).Action);
    expect(after).toMatchObject({ CashOnHand: 0, Stops: [{ CodCollected: true }] });
    expect(needsCollect(after.Stops[0]!)).toBe(false);
    expect(needsCollect(r.Stops[0]!)).toBe(true);
  });

  it('marks pickups collected or failed', () => {
    const p = stop({ _id: 'p1', Kind: 'pickup', AirWayBillNo: null, PickupId: 'pk1', BookingNo: 'BK100' });
    expect(applyAction(run([p]), 'p1', { ClientId: 'x', Kind: 'pickup_collected', OccurredAt: '', PickupId: 'pk1' }).Stops[0]!.Outcome).toBe('collected');
    expect(applyAction(run([p]), 'other', { ClientId: 'x', Kind: 'pickup_failed', OccurredAt: '', PickupId: 'pk1' }).Stops[0]!.Outcome).toBe('failed');
  });
});

describe('findStop', () => {
  const stops = [stop(), stop({ _id: 'p1', Kind: 'pickup', AirWayBillNo: null, PickupId: 'pk1', BookingNo: 'BK11771723' })];
  it('finds a stop by airway bill, QR tracking link or booking number', () => {
    expect(findStop(stops, ' 10000000001 ').stop?._id).toBe('stop-1');
    expect(findStop(stops, 'https://www.saqrexpress.ae/?track=10000000001').stop?._id).toBe('stop-1');
    expect(findStop(stops, 'bk11771723').stop?._id).toBe('p1');
  });
  it('says what it looked for when the stop is not on the run', () => {
    expect(findStop(stops, '3803 7678 394')).toEqual({ ref: '38037678394', stop: undefined });
    expect(refOf('not a link')).toBe('notalink');
  });
});
