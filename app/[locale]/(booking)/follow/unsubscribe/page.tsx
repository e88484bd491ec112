import type { LocaleParams } from '@/lib/i18n/server';
import { FollowPage, followMetadata, type FollowSearchParams } from '../follow-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => followMetadata(params, 'unsubscribe');

/** /follow/unsubscribe?token=…: one click from any follower message stops the updates. */
export default function FollowUnsubscribePage({ params, searchParams }: { params: LocaleParams; searchParams: FollowSearchParams }) {
  return <FollowPage params={params} searchParams={searchParams} action="unsubscribe" />;
}
