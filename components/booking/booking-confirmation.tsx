'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { PageHeader } from '@/components/marketing/page-header';
import { ApiText } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { CourierError } from '@/lib/fetcher';
import { useLocalizePath } from '@/lib/i18n/client';
import { lastConfirmation } from './booking-session';
import { ConfirmationView, linkClass } from './confirmation-view';
import { Loader } from './loader';
import type { Envelope, PickupConfirmation } from './types';

/** The ways onwards, each labelled by booking.notice.links.<key>. */
const LINKS = [['/', 'track'], ['/Bookshipment', 'book'], ['/contact-us', 'contact']] as const;

/** A page without a booking to show: what happened, and the ways onwards. */
function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useTranslations('booking');
  const localize = useLocalizePath();
  return (
    <>
      {/* A whole trail and the landmark's name: the header needs no messages of its own here. */}
      <PageHeader title={title} label={t('breadcrumb')} crumbs={[{ label: t('home'), href: '/' }, { label: title }]} />
      <div className="mx-auto max-w-4xl px-4 py-10 text-ink">
        {children}
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map(([href, key]) => (
            <li key={href}>
              <Link href={localize(href)} className={linkClass}>{t(`notice.links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** /Thankyou/{id} and /PickupRequest/{id}: the booking as GET PickupConfirmation gives it. */
export function BookingConfirmation({ id }: { id: string }) {
  const t = useTranslations('booking.notice');
  const { data, error, mutate, isValidating } = useSWR<Envelope<PickupConfirmation>>(`PickupConfirmation?_id=${encodeURIComponent(id)}`);
  if (error instanceof CourierError && (error.status === 404 || error.status === 400)) {
    return (
      <Notice title={t('notFoundTitle')}>
        <p>{t('notFoundText')}</p>
      </Notice>
    );
  }
  if (error) {
    return (
      <Notice title={t('errorTitle')}>
        <p role="alert">
          <ApiText text={(error as Error).message} code={error instanceof CourierError ? error.code : undefined} />
        </p>
        <Button onClick={() => void mutate()} busy={isValidating} className="mt-4">
          {t('retry')}
        </Button>
      </Notice>
    );
  }
  if (!data) return <Loader text={t('loading')} />;
  return <ConfirmationView c={data.data} />;
}

/** /Thankyou: this browser session's last confirmation, else a general thank-you. */
export function LastBooking() {
  const t = useTranslations('booking.notice');
  // undefined until the browser's session storage has been read (it does not exist on the server).
  const [last, setLast] = useState<PickupConfirmation | null | undefined>(undefined);
  useEffect(() => setLast(lastConfirmation()), []);
  if (last === undefined) return <Loader />;
  if (last) return <ConfirmationView c={last} />;
  return (
    <Notice title={t('thanksTitle')}>
      <p>{t('thanksText')}</p>
    </Notice>
  );
}
