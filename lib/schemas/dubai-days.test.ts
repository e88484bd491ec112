// dubaiStamp's arithmetic against Date's own calendar (UTC+4), over the
// instants where a calendar goes wrong: midnights, month and year ends,
// leap days (2000 is one, 2100 is not), before 1970, and a spread between.
import { dubaiStamp } from './dubai-days';

const OFFSET = 4 * 60 * 60 * 1000;
const byDate = (ms: number) => {
  const iso = new Date(ms + OFFSET).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

describe('dubaiStamp', () => {
  it.each([
    ['2026-11-30T09:45:12.345Z', '2026-11-30', '13:45'],
    ['2026-12-31T19:59:59.999Z', '2026-12-31', '23:59'],
    ['2026-12-31T20:00:00.000Z', '2027-01-01', '00:00'],
    ['2024-02-28T20:00:00.000Z', '2024-02-29', '00:00'],
    ['2000-02-29T12:00:00.000Z', '2000-02-29', '16:00'],
    ['2100-02-28T20:00:00.000Z', '2100-03-01', '00:00'],
    ['1969-12-31T19:59:00.000Z', '1969-12-31', '23:59'],
    ['1969-12-31T20:00:00.000Z', '1970-01-01', '00:00'],
  ])('%s is %s %s in Dubai', (iso, date, time) => {
    expect(dubaiStamp(Date.parse(iso))).toEqual({ date, time });
  });

  it('agrees with Date on 200,000 instants from 1900 to 2200', () => {
    const from = Date.UTC(1900, 0, 1);
    const span = Date.UTC(2200, 0, 1) - from;
    const wrong: number[] = [];
    for (let i = 0; i < 200_000; i++) {
      // Spread evenly, with an odd step in minutes so that every time of day comes up.
      const ms = from + Math.floor((span / 200_000) * i) + ((i * 7919) % 1440) * 60_000 + (i % 60_000);
      const a = dubaiStamp(ms);
      const b = byDate(ms);
      if (a.date !== b.date || a.time !== b.time) wrong.push(ms);
    }
    expect(wrong.slice(0, 5).map((ms) => new Date(ms).toISOString())).toEqual([]);
  });
});
