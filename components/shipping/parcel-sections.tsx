'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useFormState } from 'react-hook-form';
import { GoodsFields, PiecesFields } from '@/components/booking/package-fields';
import { ServiceFields } from '@/components/booking/service-fields';
import { errorAt, FormSection, messageAt, TextareaField, TextField } from '@/components/ui/form-fields';

/** The sections' words, from the page's own messages: the portal's (useParcelLabels) or the booking form's. */
export interface ParcelLabels {
  /** "Package" */
  package: string;
  /** "Service" */
  service: string;
  /** "Reference and instructions" */
  references: string;
  /** "Your reference (optional)" */
  reference: string;
  /** "Special instructions (optional)" */
  instructions: string;
}

/** The portal's labels (the shipping messages; the booking pages do not carry them). */
export function useParcelLabels(): ParcelLabels {
  const t = useTranslations('shipping.parcel');
  return { package: t('package'), service: t('service'), references: t('references'), reference: t('reference'), instructions: t('instructions') };
}

/**
 * The parcel half of a shipment form (an airway bill here; the booking form asks the same): the package, the service with its live prices, and the customer's
 * reference and instructions.
 */
export function ParcelSections({ labels }: { labels: ParcelLabels }) {
  const { register, control } = useFormContext<{ Reference: string; SpecialInstructions: string }>();
  const { errors } = useFormState({ control });
  return (
    <>
      <FormSection title={labels.package}>
        <PiecesFields />
        <GoodsFields />
      </FormSection>
      <FormSection title={labels.service}>
        <ServiceFields />
      </FormSection>
      <FormSection title={labels.references}>
        <TextField id="Reference" label={labels.reference} registration={register('Reference')} error={errorAt(errors, 'Reference')} />
        <TextareaField id="SpecialInstructions" label={labels.instructions} rows={3} className="md:col-span-2" registration={register('SpecialInstructions')} error={messageAt(errors, 'SpecialInstructions')} />
      </FormSection>
    </>
  );
}
