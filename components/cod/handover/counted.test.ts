import { countedFils } from './counted';

describe('the cash counted, as typed', () => {
  it('is read in fils once it is an amount', () => {
    expect(countedFils('1250')).toBe(125_000);
    expect(countedFils(' 12.5 ')).toBe(1_250);
    expect(countedFils('0.29')).toBe(29);
    expect(countedFils('.5')).toBe(50);
    expect(countedFils('0')).toBe(0);
  });

  it('is nothing while it is not one yet (no live difference is shown)', () => {
    for (const typed of ['', ' ', '-5', '1,250', '12.345', 'abc', '1e3']) expect(countedFils(typed)).toBeNull();
  });
});
