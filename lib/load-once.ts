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

/**
 * A value made on first use and kept: for module-level Intl formatters, whose
 * construction loads the locale's data (the page's first Intl object costs tens
 * of milliseconds on a slow phone, an Arabic one more), so that a module
 * imported for its other exports costs nothing until it formats (issue 12).
 */
export function makeOnce<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
