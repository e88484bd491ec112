import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { BookingMessages } from '../../booking-messages';
import { FollowPage, followMetadata, type FollowSearchParams } from '../follow-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => followMetadata(params, 'unsubscribe');

/** /follow/unsubscribe?token=…: one click from any follower message stops the updates. */
export default async function FollowUnsubscribePage({ params, searchParams }: { params: LocaleParams; searchParams: FollowSearchParams }) {
  await enterLocale(params);
  return (
    <BookingMessages path="/follow/unsubscribe">
      <FollowPage params={params} searchParams={searchParams} action="unsubscribe" />
    </BookingMessages>
  );
}
