import { englishDay, parseReceiverRemark, RECEIVER_REMARKS } from './receiver-remarks';

describe("the receiver's remarks", () => {
  it('writes a day as the English log does', () => {
    expect(englishDay('2026-11-26')).toBe('Thu, 26 Nov 2026');
    expect(englishDay('2027-01-04')).toBe('Mon, 4 Jan 2027');
  });

  it('reads back every remark it writes, and nothing else', () => {
    expect(parseReceiverRemark(RECEIVER_REMARKS.reschedule('2027-01-04'))).toEqual({ kind: 'reschedule', date: '2027-01-04' });
    expect(parseReceiverRemark(RECEIVER_REMARKS.redirect('Ras Al Khaimah'))).toEqual({ kind: 'redirect', emirate: 'Ras Al Khaimah' });
    for (const kind of ['instructions', 'neighbour', 'security'] as const) expect(parseReceiverRemark(RECEIVER_REMARKS[kind]())).toEqual({ kind });
    expect(parseReceiverRemark('Arrived at destination facility')).toBeNull();
    expect(parseReceiverRemark('Receiver chose delivery on someday')).toBeNull();
  });
});
