import { CourierSkeleton } from '@/components/courier/courier-skeleton';

export default function Loading() {
  return <CourierSkeleton />;
}
