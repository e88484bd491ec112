// Where react-hook-form puts an error about a whole list: a resolver writes
// it to `root` of the field array, setError (server errors) to `message`.
export function arrayError(e: unknown): string | undefined {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.root?.message ?? err?.message;
}
