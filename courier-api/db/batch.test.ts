// keyBatcher (db/batch.ts): lookups that arrive while statements run go out
// together; each gets its own rows; an error reaches every lookup of its
// statement; a lookup never waits for a clock. The statements here are
// functions whose answers the test releases by hand, so the order of events
// is the test's, not the machine's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { keyBatcher } from './batch';

interface Row {
  key: string;
  n: number;
}

/** A statement the test answers by hand: the keys each call was sent with, and its release. */
function manualStatements(rowsFor: (key: string) => Row[] = (key) => [{ key, n: 1 }]) {
  const calls: { keys: string[]; answer: () => void; fail: (e: unknown) => void }[] = [];
  const run = (keys: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      calls.push({ keys, answer: () => resolve(keys.flatMap(rowsFor)), fail: reject });
    });
  return { calls, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('keyBatcher', () => {
  it('sends at once while fewer statements than the limit run, then sends what queued as one statement', async () => {
    const { calls, run } = manualStatements();
    const batcher = keyBatcher<Row>({ run, keyOf: (r) => r.key, maxInFlight: 2, maxKeys: 100 });
    const a = batcher.load(['A']);
    const b = batcher.load(['B']);
    // Two running: the next three wait, and leave together when one ends.
    const c = batcher.load(['C']);
    const d = batcher.load(['D', 'E']);
    const e = batcher.load(['C', 'F']);
    expect(calls.map((x) => x.keys)).toEqual([['A'], ['B']]);
    calls[1]!.answer();
    expect(await b).toEqual([{ key: 'B', n: 1 }]);
    await settle();
    expect(calls.map((x) => x.keys)).toEqual([['A'], ['B'], ['C', 'D', 'E', 'F']]);
    calls[2]!.answer();
    // Each lookup gets the rows of its own keys only; C answers both lookups that asked for it.
    expect(await c).toEqual([{ key: 'C', n: 1 }]);
    expect(await d).toEqual([{ key: 'D', n: 1 }, { key: 'E', n: 1 }]);
    expect(await e).toEqual([{ key: 'C', n: 1 }, { key: 'F', n: 1 }]);
    calls[0]!.answer();
    expect(await a).toEqual([{ key: 'A', n: 1 }]);
  });

  it('keeps each key’s rows whole and in the statement’s order, and a key with no rows gives none', async () => {
    const { calls, run } = manualStatements((key) => (key === 'none' ? [] : [{ key, n: 1 }, { key, n: 2 }]));
    const batcher = keyBatcher<Row>({ run, keyOf: (r) => r.key, maxInFlight: 1, maxKeys: 100 });
    void batcher.load(['first']);
    const x = batcher.load(['X', 'none']);
    const y = batcher.load(['Y']);
    calls[0]!.answer();
    await settle();
    calls[1]!.answer();
    expect(await x).toEqual([{ key: 'X', n: 1 }, { key: 'X', n: 2 }]);
    expect(await y).toEqual([{ key: 'Y', n: 1 }, { key: 'Y', n: 2 }]);
  });

  it('puts at most maxKeys keys in one statement, but sends a larger lookup whole on its own', async () => {
    const { calls, run } = manualStatements();
    const batcher = keyBatcher<Row>({ run, keyOf: (r) => r.key, maxInFlight: 1, maxKeys: 3 });
    const first = batcher.load(['0']);
    const loads = [batcher.load(['a', 'b']), batcher.load(['c']), batcher.load(['d', 'e']), batcher.load(['f', 'g', 'h', 'i']), batcher.load(['j'])];
    calls[0]!.answer();
    await first;
    for (let i = 1; i <= 4; i++) {
      await settle();
      calls[i]!.answer();
    }
    await Promise.all(loads);
    expect(calls.map((x) => x.keys)).toEqual([['0'], ['a', 'b', 'c'], ['d', 'e'], ['f', 'g', 'h', 'i'], ['j']]);
  });

  it('fails every lookup of a failed statement, and the next lookups go on', async () => {
    const { calls, run } = manualStatements();
    const batcher = keyBatcher<Row>({ run, keyOf: (r) => r.key, maxInFlight: 1, maxKeys: 100 });
    const first = batcher.load(['1']);
    const p = batcher.load(['P']);
    const q = batcher.load(['Q']);
    calls[0]!.answer();
    await first;
    await settle();
    calls[1]!.fail(new Error('connection lost'));
    await expect(p).rejects.toThrow('connection lost');
    await expect(q).rejects.toThrow('connection lost');
    const r = batcher.load(['R']);
    expect(calls).toHaveLength(3);
    calls[2]!.answer();
    expect(await r).toEqual([{ key: 'R', n: 1 }]);
  });

  it('frees the place of a statement that throws before it starts', async () => {
    let calls = 0;
    const batcher = keyBatcher<Row>({
      run: (keys) => {
        calls++;
        if (calls === 1) throw new Error('no connection');
        return Promise.resolve(keys.map((key) => ({ key, n: 1 })));
      },
      keyOf: (r) => r.key,
      maxInFlight: 1,
      maxKeys: 100,
    });
    await expect(batcher.load(['A'])).rejects.toThrow('no connection');
    expect(await batcher.load(['B'])).toEqual([{ key: 'B', n: 1 }]);
  });

  it('fails the lookups of a batch whose rows it cannot sort out, instead of leaving them waiting, and frees the place', async () => {
    const { calls, run } = manualStatements();
    const batcher = keyBatcher<Row>({
      run,
      keyOf: (r) => {
        if (r.key === 'bad') throw new Error('a row without its key');
        return r.key;
      },
      maxInFlight: 1,
      maxKeys: 100,
    });
    const first = batcher.load(['first']);
    // Queued behind it: these two leave as one statement, whose rows are sorted by key.
    const bad = batcher.load(['bad']);
    const good = batcher.load(['good']);
    calls[0]!.answer();
    await first;
    await settle();
    calls[1]!.answer();
    const outcomes = await Promise.race([Promise.allSettled([bad, good]), settle().then(() => settle()).then(() => 'still waiting' as const)]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: new Error('a row without its key') },
      { status: 'rejected', reason: new Error('a row without its key') },
    ]);
    const next = batcher.load(['after']);
    expect(calls.map((x) => x.keys)).toEqual([['first'], ['bad', 'good'], ['after']]);
    calls[2]!.answer();
    expect(await next).toEqual([{ key: 'after', n: 1 }]);
  });

  it('runs a queued batch in the async context of its first lookup (its request’s trace), not the one that freed the slot', async () => {
    const store = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const { calls, run } = manualStatements();
    const batcher = keyBatcher<Row>({ run: (keys) => (seen.push(store.getStore()), run(keys)), keyOf: (r) => r.key, maxInFlight: 1, maxKeys: 100 });
    const a = store.run('request A', () => batcher.load(['A']));
    const b = store.run('request B', () => batcher.load(['B']));
    const c = store.run('request C', () => batcher.load(['C']));
    calls[0]!.answer();
    await a;
    await settle();
    calls[1]!.answer();
    await Promise.all([b, c]);
    expect(seen).toEqual(['request A', 'request B']);
  });
});
