'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { lazyToast } from '@/components/providers/lazy-toast';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { ContactSource } from '@/courier-api/db/schema';
import { courier, CourierError } from '@/lib/fetcher';
import { CONTACT_SUBJECTS, contactSchema, MESSAGE_MAX, type ContactInput } from '@/lib/schemas/contact';

/** Each subject the API takes (sent as it is) and the key of its label under contact.form.subjects. */
const SUBJECT_KEYS = {
  'Tracking a shipment': 'tracking',
  'Rates and quotes': 'rates',
  'Pickup request': 'pickup',
  'Customs and clearance': 'customs',
  'Cash on delivery': 'cod',
  'Damaged or missing parcel': 'damaged',
  'Business account': 'account',
  Careers: 'careers',
  'Something else': 'other',
} as const satisfies Record<(typeof CONTACT_SUBJECTS)[number], string>;

/**
 * The contact form of /contact-us and /help-desk (and the footer's); `source`
 * records which page sent it. It reads the contact, ui and common messages: a
 * page mounts it under <ClientMessages namespaces={CONTACT_NAMESPACES}>
 * (./contact-namespaces.ts); the footer loads it with loadContactForm (./contact-form-loader.tsx).
 */
export function ContactForm({ source }: { source: ContactSource }) {
  const t = useTranslations('contact.form');
  // Unique ids per form: the footer's form and a page's form may share a page.
  const idPrefix = source === 'footer' ? 'footer-contact' : 'contact';
  const { register, handleSubmit, reset, setError, watch, formState: { errors, isSubmitting } } = useForm<ContactInput>({
    resolver: yupResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', source },
  });
  const length = watch('message')?.length ?? 0;

  async function onSubmit(values: ContactInput) {
    try {
      const res = await courier<{ message: string; code?: string }>('contactus', { method: 'POST', body: { ...values, source } });
      toastResult(res);
      reset();
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name !== 'source' && name in contactSchema.fields);
      if (err instanceof CourierError) toastError(err);
      else lazyToast('error', t('error'));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('ariaLabel')} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id={`${idPrefix}-name`} label={t('name')} autoComplete="name" registration={register('name')} error={errors.name} />
        <TextField id={`${idPrefix}-email`} label={t('email')} type="email" dir="ltr" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField
          id={`${idPrefix}-phone`}
          label={t('phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          // i18n-literal: an example number, the same in every language
          placeholder="+971 50 123 4567"
          registration={register('phone')}
          error={errors.phone}
        />
        <SelectField id={`${idPrefix}-subject`} label={t('subject')} registration={register('subject')} error={errors.subject}>
          <option value="">{t('chooseSubject')}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>{t(`subjects.${SUBJECT_KEYS[s]}`)}</option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        id={`${idPrefix}-message`}
        label={t('message')}
        rows={6}
        maxLength={MESSAGE_MAX}
        hint={t('messageHint', { length, max: MESSAGE_MAX })}
        registration={register('message')}
        error={errors.message}
      />
      <Button type="submit" busy={isSubmitting} className="px-6">{isSubmitting ? t('sending') : t('send')}</Button>
    </form>
  );
}
