import { useEffect, useState } from 'react';

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

let started = false;

/**
 * False while the page's first render hydrates, true from the task after it
 * (and from the start for anything mounted later, a page opened in the tab):
 * for a request a component makes as it mounts (SWR asks in a layout effect,
 * so inside the hydration commit), keyed on this so that it is made a moment
 * later in a task of its own.
 */
export function useStarted(): boolean {
  const [now, setNow] = useState(started);
  useEffect(() => {
    if (!now)
      return later(() => {
        started = true;
        setNow(true);
      });
  }, [now]);
  return now;
}
