import type { LocaleParams } from '@/lib/i18n/server';
import { FollowPage, followMetadata, type FollowSearchParams } from '../follow-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => followMetadata(params, 'confirm');

/** /follow/confirm?token=…: the follower confirms the email updates they asked for (a button: see FollowLink). */
export default function FollowConfirmPage({ params, searchParams }: { params: LocaleParams; searchParams: FollowSearchParams }) {
  return <FollowPage params={params} searchParams={searchParams} action="confirm" />;
}
