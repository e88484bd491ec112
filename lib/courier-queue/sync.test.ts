import { memoryStore } from './memory-store';
import { queued, scripted } from './fixtures';
import { backoffMs, BATCH_SIZE, classify, nextBatch, syncRound } from './sync';
import { TransportError } from './types';

const png = `data:image/png;base64,${'A'.repeat(1000)}`;
const jpeg = `data:image/jpeg;base64,${'B'.repeat(1000)}`;

async function storeWith(...actions: ReturnType<typeof queued>[]) {
  const store = memoryStore();
  for (const a of actions) await store.putAction(a);
  return store;
}

describe('nextBatch', () => {
  it('takes the oldest actions, a few at a time', () => {
    const all = Array.from({ length: 12 }, () => queued({ Kind: 'fail', Reason: 'Premises closed' }));
    expect(nextBatch(all)).toEqual(all.slice(0, BATCH_SIZE));
  });

  it('sends a delivery with a photo alone, and stops a batch before one', () => {
    const a = queued({ Kind: 'collect', Method: 'cash', Amount: 10 });
    const withPhoto = queued({ Kind: 'deliver', Signature: png, Photo: jpeg });
    const b = queued({ Kind: 'fail', Reason: 'Other' });
    expect(nextBatch([a, withPhoto, b])).toEqual([a]);
    expect(nextBatch([withPhoto, b])).toEqual([withPhoto]);
  });

  it('keeps a batch of signatures under its byte budget', () => {
    const big = `data:image/png;base64,${'A'.repeat(400_000)}`;
    const all = [queued({ Kind: 'deliver', Signature: big }), queued({ Kind: 'deliver', Signature: big }), queued({ Kind: 'deliver', Signature: big })];
    expect(nextBatch(all)).toHaveLength(2);
  });
});

describe('classify', () => {
  it.each([
    [0, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [401, 'auth'],
    [403, 'auth'],
    [400, 'refused'],
    [413, 'refused'],
  ] as const)('status %i is %s', (status, kind) => expect(classify(new TransportError('x', status))).toBe(kind));
});

describe('syncRound', () => {
  it('sends everything in order and empties the queue once answered', async () => {
    const actions = Array.from({ length: 7 }, () => queued({ Kind: 'fail', Reason: 'Other' }));
    const store = await storeWith(...actions);
    const { send, sent } = scripted('ok');
    const report = await syncRound(store, 'c1', send);
    expect(sent.map((b) => b.length)).toEqual([5, 2]);
    expect(sent.flat().map((a) => a.ClientId)).toEqual(actions.map((a) => a.ClientId));
    expect(report).toMatchObject({ stopped: null, refused: [] });
    expect(report.confirmed).toHaveLength(7);
    expect(await store.actions('c1')).toEqual([]);
  });

  it('keeps actions on a network error or a server error, counting the attempt', async () => {
    for (const step of ['network', 502] as const) {
      const a = queued({ Kind: 'collect', Method: 'cash', Amount: 25 });
      const store = await storeWith(a);
      const report = await syncRound(store, 'c1', scripted(step).send);
      expect(report.stopped).toBe('retry');
      expect(await store.actions('c1')).toEqual([{ ...a, Attempts: 1, LastError: expect.any(String) }]);
    }
  });

  it('stops at the first failed send, so later actions never overtake earlier ones', async () => {
    const actions = Array.from({ length: 8 }, () => queued({ Kind: 'fail', Reason: 'Other' }));
    const store = await storeWith(...actions);
    const { send, sent } = scripted('ok', 'network');
    await syncRound(store, 'c1', send);
    expect(sent).toHaveLength(2);
    expect((await store.actions('c1')).map((a) => a.ClientId)).toEqual(actions.slice(5).map((a) => a.ClientId));
  });

  it('takes a refused action out of the queue and keeps the refusal to show', async () => {
    const collect = queued({ Kind: 'collect', Method: 'cash', Amount: 99 });
    const deliver = queued({ Kind: 'deliver', Signature: png });
    const store = await storeWith(collect, deliver);
    const { send } = scripted((actions) =>
      actions.map((a) => (a.Kind === 'collect' ? { ClientId: a.ClientId, Ok: false, Replayed: false, Message: 'The amount must be AED 100.00.' } : { ClientId: a.ClientId, Ok: true, Replayed: true, Message: 'Delivered.' })),
    );
    const report = await syncRound(store, 'c1', send, () => 42);
    expect(report.confirmed.map((a) => a.ClientId)).toEqual([deliver.ClientId]);
    expect(report.refused).toEqual([expect.objectContaining({ ClientId: collect.ClientId, Message: 'The amount must be AED 100.00.', At: 42, Kind: 'collect' })]);
    expect(await store.actions('c1')).toEqual([]);
    expect(await store.refusals('c1')).toEqual(report.refused);
  });

  it('keeps an action the answer left out, and tries it later', async () => {
    const a = queued({ Kind: 'fail', Reason: 'Other' });
    const b = queued({ Kind: 'fail', Reason: 'Other' });
    const store = await storeWith(a, b);
    const report = await syncRound(store, 'c1', scripted((actions) => [{ ClientId: actions[0]!.ClientId, Ok: true, Replayed: false, Message: '' }]).send);
    expect(report.stopped).toBe('retry');
    expect((await store.actions('c1')).map((x) => x.ClientId)).toEqual([b.ClientId]);
  });

  it('keeps everything when the session has ended', async () => {
    const a = queued({ Kind: 'fail', Reason: 'Other' });
    const store = await storeWith(a);
    expect((await syncRound(store, 'c1', scripted(401).send)).stopped).toBe('auth');
    expect(await store.actions('c1')).toHaveLength(1);
  });

  it('sends a batch the server will not take one by one, refusing only the bad one', async () => {
    const good = queued({ Kind: 'fail', Reason: 'Other' });
    const bad = queued({ Kind: 'deliver', Signature: png });
    const later = queued({ Kind: 'fail', Reason: 'Other' });
    const store = await storeWith(good, bad, later);
    const send = jest.fn(async (actions: { ClientId: string }[]) => {
      if (actions.some((a) => a.ClientId === bad.ClientId)) throw new TransportError('The request is too large.', 413);
      return actions.map((a) => ({ ClientId: a.ClientId, Ok: true, Replayed: false, Message: '' }));
    });
    const report = await syncRound(store, 'c1', send as never);
    expect(send.mock.calls.map(([a]) => a.length)).toEqual([3, 1, 1, 1]);
    expect(report.confirmed.map((a) => a.ClientId)).toEqual([good.ClientId, later.ClientId]);
    expect(report.refused.map((r) => [r.ClientId, r.Message])).toEqual([[bad.ClientId, 'The request is too large.']]);
  });

  it("sends only this courier's actions", async () => {
    const mine = queued({ Kind: 'fail', Reason: 'Other' });
    const theirs = queued({ Kind: 'fail', Reason: 'Other' }, { CourierId: 'c2' });
    const store = await storeWith(mine, theirs);
    const { send, sent } = scripted('ok');
    await syncRound(store, 'c1', send);
    expect(sent.flat().map((a) => a.ClientId)).toEqual([mine.ClientId]);
    expect(await store.actions('c2')).toHaveLength(1);
  });
});

it('backs off from 2 s to a minute', () => {
  expect([0, 1, 2, 3, 6, 7, 20].map(backoffMs)).toEqual([0, 2000, 4000, 8000, 60000, 60000, 60000]);
});
