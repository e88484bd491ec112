'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/format';
import { Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { useList } from '@/components/ui/use-list';
import type { CourierError } from '@/lib/fetcher';
import type { DeliveryProof as Proof } from '@/lib/schemas/courier';
import { Ltr } from './bidi';
import { FactList } from './fact-list';
import { noProof, osmLink, positionText, proofFileUrl } from './proof-links';
import { formatCount } from './shipment-format';

/** A titled part of the shipment's details, as the others are. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The proof of delivery of a delivered shipment (GET Proof): who took it and
 * how they relate to the receiver, when, the courier, where, whether the
 * delivery code was read out, the signature and photo, and the POD as a PDF.
 * No proof (404: delivered before proofs were taken) shows nothing.
 */
export function DeliveryProof({ awb }: { awb: string }) {
  const t = useTranslations('shipping.proof');
  const { data, error, mutate } = useList<Proof>('Proof', { AirWayBillNo: awb });
  const proof = data?.data;
  if (!proof) {
    if (!error) return <Skeleton className="h-24 w-full" />;
    if (noProof((error as CourierError).status)) return null;
    return (
      <Section title={t('title')}>
        <ErrorState error={error} onRetry={() => void mutate()} />
      </Section>
    );
  }
  return (
    <Section title={t('title')}>
      <ProofFacts p={proof} />
    </Section>
  );
}

function ProofFacts({ p }: { p: Proof }) {
  const t = useTranslations('shipping.proof');
  const locale = useLocale();
  const relationship = t.has(`relationships.${p.Relationship}` as 'relationships.Self') ? t(`relationships.${p.Relationship}` as 'relationships.Self') : p.Relationship;
  const newTab = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <div className="space-y-4">
      <FactList
        className="text-sm"
        facts={[
          [t('deliveredTo'), t('deliveredToValue', { name: p.RecipientName, relationship })],
          [t('deliveredAt'), <DateTime key="at" iso={p.DeliveredAt} />],
          [t('courier'), p.CourierName],
          [
            t('position'),
            p.Position ? (
              <span key="position" className="flex flex-wrap items-baseline gap-x-3">
                <Ltr className="tabular-nums">{positionText(p.Position)}</Ltr>
                {p.Position.Accuracy ? <span className="text-muted">{t('accuracy', { metres: formatCount(Math.round(p.Position.Accuracy), locale) })}</span> : null}
                <a href={osmLink(p.Position)} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand-800 underline underline-offset-2">
                  {t.rich('map', { sr: newTab })}
                </a>
              </span>
            ) : (
              t('noPosition')
            ),
          ],
          [t('code'), p.CodeVerified ? t('codeVerified') : t('codeNotAsked')],
        ]}
      />
      {(p.HasSignature || p.HasPhoto) && (
        <div className="flex flex-wrap items-start gap-4">
          {p.HasSignature && (
            <figure className="space-y-1">
              {/* A PNG drawn on the phone: on white, whatever the page's colours. */}
              <img src={proofFileUrl(p.AirWayBillNo, 'signature')} alt={t('signatureAlt', { name: p.RecipientName })} loading="lazy" className="h-28 w-auto max-w-full rounded-control border border-line bg-white object-contain p-1" />
              <figcaption className="text-sm text-muted">{t('signature')}</figcaption>
            </figure>
          )}
          {p.HasPhoto && (
            <figure className="space-y-1">
              <img src={proofFileUrl(p.AirWayBillNo, 'photo')} alt={t('photoAlt', { awb: p.AirWayBillNo })} loading="lazy" className="h-48 w-auto max-w-full rounded-control border border-line object-contain" />
              <figcaption className="text-sm text-muted">{t('photo')}</figcaption>
            </figure>
          )}
        </div>
      )}
      <a href={proofFileUrl(p.AirWayBillNo, 'pdf')} download className={buttonClass('secondary', 'max-sm:w-full')}>
        {t('download')}
      </a>
    </div>
  );
}
