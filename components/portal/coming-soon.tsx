/** The honest body of a portal page whose feature has not shipped yet. */
export function ComingSoon({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-6 text-muted">
      <p>{children}</p>
      <p className="mt-2 text-sm text-muted">This feature is coming in a later release of the portal.</p>
    </div>
  );
}
