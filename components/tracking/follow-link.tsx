'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ApiText } from '@/components/ui/api-message';
import { Button, buttonClass } from '@/components/ui/button';
import { courier } from '@/lib/fetcher';
import { useLocalizePath } from '@/lib/i18n/client';
import { failureOf, type Failure } from './failure-line';

export type FollowLinkAction = 'confirm' | 'unsubscribe';

const CALLS: Record<FollowLinkAction, string> = { confirm: 'Follow/Confirm', unsubscribe: 'Follow/Unsubscribe' };

/** A link the API refused for good (unknown, used, expired): trying again cannot help. The network or a rate limit may pass later. */
const isFinal = (code: string | undefined) => !!code && /^FOLLOW_\w+_LINK_(INVALID|EXPIRED)$/.test(code);

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; awb: string } | ({ kind: 'failed' } & Failure);

/**
 * The page an email's link opens: /follow/confirm or /follow/unsubscribe.
 *
 * Neither acts on the page's GET: mail scanners and link previews fetch
 * links in emails, and would confirm or unsubscribe for the reader. The page
 * POSTs the token instead:
 * - confirm waits for a click on Confirm: a double opt-in must be the
 *   reader's own act, and some scanners run a page's scripts too;
 * - unsubscribe posts as soon as the page runs (the "one click" is the click
 *   on the link): a scanner that runs scripts can at worst stop updates,
 *   which errs on the side of the reader.
 */
export function FollowLink({ action, token }: { action: FollowLinkAction; token: string }) {
  const t = useTranslations('tracking.follow.pages');
  const localize = useLocalizePath();
  const [state, setState] = useState<State>(action === 'unsubscribe' && token ? { kind: 'busy' } : { kind: 'idle' });
  const sent = useRef(false);

  async function send() {
    setState({ kind: 'busy' });
    try {
      const res = await courier<{ data: { AirWayBillNo: string } }>(CALLS[action], { method: 'POST', body: { Token: token } });
      setState({ kind: 'done', awb: res.data.AirWayBillNo });
    } catch (err) {
      setState({ kind: 'failed', ...failureOf(err) });
    }
  }

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (action !== 'unsubscribe' || !token || sent.current) return;
    sent.current = true;
    void send();
    // The token is sent once, whatever `send` is on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, token]);

  if (!token) {
    return <Outcome tone="failed" heading={t(`${action}.failed`)} text={t('incomplete')} link={{ href: localize('/'), label: t('trackAny') }} />;
  }
  if (state.kind === 'done') {
    return <Outcome tone="done" text={t(`${action}.done`, { awb: state.awb })} link={{ href: localize(`/?track=${encodeURIComponent(state.awb)}`), label: t('track', { awb: state.awb }) }} />;
  }
  if (state.kind === 'failed') {
    return (
      <Outcome tone="failed" heading={t(`${action}.failed`)} link={{ href: localize('/'), label: t('trackAny') }}>
        <ApiText text={state.text} code={state.code} />
        {/* A refused token stays refused; the network or a rate limit may pass on a second try. */}
        {!isFinal(state.code) && (
          <Button variant="secondary" onClick={() => void send()} className="mt-4 flex">
            {t('retry')}
          </Button>
        )}
      </Outcome>
    );
  }
  if (action === 'unsubscribe') {
    return (
      <p role="status" className="text-muted">
        {t('unsubscribe.busy')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p>{t('confirm.intro')}</p>
      <Button onClick={() => void send()} busy={state.kind === 'busy'}>
        {state.kind === 'busy' ? t('confirm.busy') : t('confirm.button')}
      </Button>
    </div>
  );
}

function Outcome({ tone, heading, text, children, link }: { tone: 'done' | 'failed'; heading?: string; text?: string; children?: React.ReactNode; link: { href: string; label: string } }) {
  return (
    <div className="space-y-4">
      <div role={tone === 'done' ? 'status' : 'alert'} className={`rounded-control border-s-4 p-4 ${tone === 'done' ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-danger-700 bg-danger-50 text-danger-900'}`}>
        {heading && <h2 className="mb-1 font-bold">{heading}</h2>}
        {text && <p className={tone === 'done' ? 'font-semibold' : undefined}>{text}</p>}
        {children && <div>{children}</div>}
      </div>
      <Link href={link.href} className={buttonClass('secondary')}>
        {link.label}
      </Link>
    </div>
  );
}
