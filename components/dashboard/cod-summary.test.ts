import { hidesCodCard, showCodCard } from './cod-summary';

const zero = { Collected: 0, PendingRemittance: 0, Remitted: 0 };

describe('the dashboard COD card', () => {
  it('shows for an account with any COD, never for one without', () => {
    expect(showCodCard(zero, false)).toBe(false);
    expect(showCodCard({ ...zero, Collected: 120 }, false)).toBe(true);
    expect(showCodCard({ ...zero, PendingRemittance: 0.5 }, false)).toBe(true);
    expect(showCodCard({ ...zero, Remitted: 80 }, false)).toBe(true);
  });

  it('always shows the Admin the totals, even at zero; nothing before the figures arrive', () => {
    expect(showCodCard(zero, true)).toBe(true);
    expect(showCodCard(undefined, true)).toBe(false);
  });

  it('stays away when the call is not for this user, and shows other failures', () => {
    expect(hidesCodCard(403)).toBe(true);
    expect(hidesCodCard(404)).toBe(true);
    expect(hidesCodCard(500)).toBe(false);
    expect(hidesCodCard(0)).toBe(false);
  });
});
