/**
 * A loader that runs once and shares its promise: the schema a form starts
 * loading on its first focus is the one its submit then waits for. A load that
 * fails (a download that broke) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
