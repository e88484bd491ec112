/** The honest body of a portal page whose feature has not shipped yet. */
export function ComingSoon({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
      <p>{children}</p>
      <p className="mt-2 text-sm text-slate-600">This feature is coming in a later release of the portal.</p>
    </div>
  );
}
