import type { BareFetcher, Middleware } from 'swr';

/**
 * Runs `work` in a task of its own, after the current one: for what a
 * component starts as it mounts but nobody waits for (the consent notice's
 * stored answer, who is signed in). An effect's work otherwise runs inside
 * React's hydration commit, which is one task with every other effect of the
 * page; the first read of localStorage alone costs a phone tens of
 * milliseconds there (a synchronous call to the browser process), and a
 * `fetch` call several more, all counted as blocking time (issue 12).
 * Returns the cancel, for an effect's cleanup.
 */
export function later(work: () => void): () => void {
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/**
 * SWR middleware (components/providers/data-provider.tsx): a read's request
 * starts in a task of its own. SWR calls its fetcher in a layout effect, so in
 * the commit of the render that asks, the page's hydration commit among them
 * (the city and country lists of a form, as it starts),
 * and `fetch()` itself costs a phone 10 to 40 ms there (CPU ×4: the city list's
 * first call on /Managingshipping was 37 ms of an 87 ms task). The answer
 * comes a moment later; SWR shows the read as loading meanwhile, as before.
 */
export const fetchLater: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher && startLater(fetcher), config);

function startLater<Data>(fetcher: BareFetcher<Data>): BareFetcher<Data> {
  return (...args) =>
    new Promise<void>((start) => {
      later(start);
    }).then(() => fetcher(...args));
}
