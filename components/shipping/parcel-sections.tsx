'use client';

import { useFormContext } from 'react-hook-form';
import { GoodsFields, PiecesFields } from '@/components/booking/package-fields';
import { ServiceFields } from '@/components/booking/service-fields';
import { errorAt, FormSection, messageAt, TextareaField, TextField } from '@/components/ui/form-fields';

/**
 * The parcel half of a shipment form (an airway bill here; the booking form asks the same): the package, the service with its live prices, and the customer's
 * reference and instructions.
 */
export function ParcelSections() {
  const { register, formState } = useFormContext<{ Reference: string; SpecialInstructions: string }>();
  const { errors } = formState;
  return (
    <>
      <FormSection title="Package">
        <PiecesFields />
        <GoodsFields />
      </FormSection>
      <FormSection title="Service">
        <ServiceFields />
      </FormSection>
      <FormSection title="Reference and instructions">
        <TextField id="Reference" label="Your reference (optional)" registration={register('Reference')} error={errorAt(errors, 'Reference')} />
        <TextareaField id="SpecialInstructions" label="Special instructions (optional)" rows={3} className="md:col-span-2" registration={register('SpecialInstructions')} error={messageAt(errors, 'SpecialInstructions')} />
      </FormSection>
    </>
  );
}
