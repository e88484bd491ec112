import { Skeleton } from '@/components/ui/states';

/** The courier screen while the profile or the run loads: its header and three stop cards. */
export function CourierSkeleton() {
  return (
    <div aria-busy="true" className="min-h-dvh bg-canvas">
      <div className="h-28 bg-brand-800" />
      <div className="mx-auto max-w-3xl space-y-3 p-4">
        <StopsSkeleton />
      </div>
    </div>
  );
}

export function StopsSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="space-y-2 rounded-card border border-line bg-surface p-4 shadow-card">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}
