import { CourierQueue } from './queue';
import { memoryStore } from './memory-store';
import { scripted, uuid } from './fixtures';
import type { QueueStore } from './types';

function setup(steps: Parameters<typeof scripted>, store: QueueStore = memoryStore()) {
  let online = true;
  let clock = 1_000;
  const { send, sent } = scripted(...steps);
  const answered = jest.fn();
  const queue = new CourierQueue({ store, courierId: 'c1', send, isOnline: () => online, now: () => clock, onAnswered: answered });
  return {
    queue,
    store,
    sent,
    answered,
    goOffline: () => {
      online = false;
      queue.setOnline(false);
    },
    goOnline: () => {
      online = true;
      queue.setOnline(true);
    },
    advance: (ms: number) => (clock += ms),
  };
}

const fail = () => {
  const ClientId = uuid();
  return { StopId: 'stop-1', Ref: '10000000001', Name: 'Aisha', Action: { ClientId, Kind: 'fail' as const, OccurredAt: new Date(0).toISOString(), AirWayBillNo: '10000000001', Reason: 'Other', Note: '' } };
};

describe('CourierQueue', () => {
  it('shows an action as waiting at once, and sends it when online', async () => {
    const t = setup(['ok']);
    await t.queue.refresh();
    const done = t.queue.enqueue(fail());
    expect(t.queue.getSnapshot().waiting).toHaveLength(1);
    await done;
    expect(t.sent).toHaveLength(1);
    expect(t.queue.getSnapshot()).toMatchObject({ waiting: [], syncing: false, problem: null });
    expect(t.answered).toHaveBeenCalledWith(expect.objectContaining({ confirmed: [expect.objectContaining({ StopId: 'stop-1' })] }));
  });

  it('keeps actions while offline, in the store, and sends them when the browser is back online', async () => {
    const t = setup(['ok']);
    await t.queue.refresh();
    t.goOffline();
    await t.queue.enqueue(fail());
    await t.queue.enqueue(fail());
    expect(t.sent).toHaveLength(0);
    expect(await t.store.actions('c1')).toHaveLength(2);
    expect(t.queue.getSnapshot()).toMatchObject({ online: false });
    t.goOnline();
    await t.queue.sync();
    expect(t.sent.map((b) => b.length)).toEqual([2]);
    expect(t.queue.getSnapshot().waiting).toEqual([]);
  });

  it('waits longer after each failed round; a timer tick before then sends nothing', async () => {
    const t = setup(['network', 'network', 'ok']);
    await t.queue.refresh();
    await t.queue.enqueue(fail());
    expect(t.queue.getSnapshot()).toMatchObject({ problem: 'retry', retryAt: 3_000 });
    await t.queue.sync();
    expect(t.sent).toHaveLength(1);
    t.advance(2_000);
    await t.queue.sync();
    expect(t.sent).toHaveLength(2);
    expect(t.queue.getSnapshot()).toMatchObject({ retryAt: 3_000 + 4_000 });
    expect(t.queue.getSnapshot().waiting[0]).toMatchObject({ Attempts: 2 });
    // Back online: no wait.
    t.goOnline();
    await t.queue.sync();
    expect(t.queue.getSnapshot()).toMatchObject({ waiting: [], problem: null, retryAt: null });
  });

  it('reads a queue left by an earlier page from the store', async () => {
    const store = memoryStore();
    const first = setup(['network'], store);
    await first.queue.enqueue(fail());
    const second = setup(['ok'], store);
    await second.queue.refresh();
    expect(second.queue.getSnapshot().waiting).toHaveLength(1);
    await second.queue.sync(true);
    expect(await store.actions('c1')).toEqual([]);
  });

  it('shows a refusal until the courier dismisses it', async () => {
    const t = setup([(actions) => actions.map((a) => ({ ClientId: a.ClientId, Ok: false, Replayed: false, Message: 'This stop is not on your run.' }))]);
    await t.queue.refresh();
    const action = fail();
    await t.queue.enqueue(action);
    expect(t.queue.getSnapshot().refusals).toEqual([expect.objectContaining({ ClientId: action.Action.ClientId, Message: 'This stop is not on your run.' })]);
    await t.queue.dismiss(action.Action.ClientId);
    expect(t.queue.getSnapshot().refusals).toEqual([]);
    expect(await t.store.refusals('c1')).toEqual([]);
  });

  it('keeps order for actions taken in the same millisecond', async () => {
    const t = setup(['network']);
    const a = fail();
    const b = fail();
    await t.queue.enqueue(a);
    await t.queue.enqueue(b);
    expect((await t.store.actions('c1')).map((x) => x.ClientId)).toEqual([a.Action.ClientId, b.Action.ClientId]);
  });

  it('goes on in memory when the store stops taking writes', async () => {
    const store = memoryStore();
    store.putAction = async () => {
      throw new Error('QuotaExceededError');
    };
    const t = setup(['network'], store);
    await t.queue.enqueue(fail());
    expect(t.queue.getSnapshot()).toMatchObject({ persistent: false });
    expect(t.queue.getSnapshot().waiting).toHaveLength(1);
  });
});
