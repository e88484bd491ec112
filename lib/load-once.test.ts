import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and hands every caller the same promise', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the download broke');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('the download broke');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
