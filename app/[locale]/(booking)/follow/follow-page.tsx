// /follow/confirm and /follow/unsubscribe: the pages a follower's email links
// open (courier-api/services/notifications/follow.ts builds the links). Personal
// and short-lived: never indexed, in no sitemap (lib/routes.ts UNLISTED_PAGES),
// no structured data. The token is read here and posted by <FollowLink>.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/marketing/page-header';
import { FollowLink, type FollowLinkAction } from '@/components/tracking/follow-link';
import { isLocale } from '@/lib/i18n/locales';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export type FollowSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function followMetadata(params: LocaleParams, action: FollowLinkAction): Promise<Metadata> {
  const { locale: given } = await params;
  const t = await getTranslations({ locale: isLocale(given) ? given : 'en', namespace: `tracking.follow.pages.${action}` });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
    // The token stays on this site: no Referer with it to other sites. ('no-referrer' would also
    // make the browser send `Origin: null` on the page's own POST, which the proxy refuses as cross-site.)
    referrer: 'same-origin',
  };
}

export async function FollowPage({ params, searchParams, action }: { params: LocaleParams; searchParams: FollowSearchParams; action: FollowLinkAction }) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'tracking.follow.pages' });
  const { token } = await searchParams;
  const title = t(`${action}.title`);
  return (
    <>
      <PageHeader title={title} label={t('breadcrumb')} crumbs={[{ label: t('home'), href: '/' }, { label: title }]} />
      <div className="mx-auto max-w-2xl px-4 py-10 text-ink">
        <FollowLink action={action} token={typeof token === 'string' ? token : ''} />
      </div>
    </>
  );
}
