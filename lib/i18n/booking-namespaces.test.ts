// Each booking-area page mounts its own message provider
// (app/[locale]/(booking)/booking-messages.tsx) with the list of its path in
// lib/i18n/namespaces.ts. Every message path the modules the page imports read
// (test/message-reads.ts) must be in that list, and the picked messages are
// the catalogue's own, at the same places.
import fs from 'node:fs';
import path from 'node:path';
import { messagePathsRead, notHeld, ROOT } from '@/test/message-reads';
import { MESSAGES } from './messages';
import { BOOKING_PAGE_MESSAGES, type BookingPagePath } from './namespaces';
import { pickPaths } from './pick-paths';

const BOOKING = path.join(ROOT, 'app/[locale]/(booking)');

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return pageFiles(full);
    return d.name === 'page.tsx' ? [full] : [];
  });
}

const pages = pageFiles(BOOKING).map((file) => ({
  file: path.relative(BOOKING, file),
  full: file,
  route: /<BookingMessages path="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1] as BookingPagePath | undefined,
}));

describe('booking message namespaces', () => {
  it('finds the booking pages, each mounting BookingMessages with a path that has a list', () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const p of pages) expect([p.file, p.route !== undefined && p.route in BOOKING_PAGE_MESSAGES]).toEqual([p.file, true]);
    // No list for a page that does not exist.
    expect(Object.keys(BOOKING_PAGE_MESSAGES).sort()).toEqual([...new Set(pages.map((p) => p.route))].sort());
  });

  it.each(pages.map((p) => [p.file, p.full, p.route] as const))('%s: its provider holds every message path its islands read', (_, full, route) => {
    const { paths, unreadable } = messagePathsRead([full]);
    expect(unreadable).toEqual([]);
    expect(notHeld(paths, BOOKING_PAGE_MESSAGES[route!])).toEqual([]);
  });

  it('a rate finder gets its own parts of the catalogue, a fraction of what the area held', () => {
    const en = MESSAGES.en as unknown as Record<string, Record<string, unknown>>;
    const picked = pickPaths(MESSAGES.en, BOOKING_PAGE_MESSAGES['/Ratefinder']) as Record<string, Record<string, unknown>>;
    expect(Object.keys(picked).sort()).toEqual(['booking', 'rates']);
    expect(picked.booking!.places).toBe(en.booking!.places);
    expect(picked.rates!.form).toBe(en.rates!.form);
    expect(picked.rates!.pricing).toBeUndefined();
    const all = JSON.stringify(pickPaths(MESSAGES.en, ['common', 'ui', 'rates', 'booking', 'tracking'])).length;
    expect(JSON.stringify(picked).length).toBeLessThan(all / 2);
  });
});
