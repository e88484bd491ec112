import { enterLocale, type LocaleParams } from '@/lib/i18n/server';
import { BookingMessages } from '../../booking-messages';
import { FollowPage, followMetadata, type FollowSearchParams } from '../follow-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => followMetadata(params, 'confirm');

/** /follow/confirm?token=…: the follower confirms the email updates they asked for (a button: see FollowLink). */
export default async function FollowConfirmPage({ params, searchParams }: { params: LocaleParams; searchParams: FollowSearchParams }) {
  await enterLocale(params);
  return (
    <BookingMessages path="/follow/confirm">
      <FollowPage params={params} searchParams={searchParams} action="confirm" />
    </BookingMessages>
  );
}
