'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors } from '@/components/ui/notify';
import type { ContactSource } from '@/courier-api/db/schema';
import { courier, CourierError } from '@/lib/fetcher';
import { CONTACT_SUBJECTS, contactSchema, MESSAGE_MAX, type ContactInput } from '@/lib/schemas/contact';

/** The contact form of /contact-us and /help-desk; `source` records which page sent it. */
export function ContactForm({ source }: { source: ContactSource }) {
  // Unique ids per form: the footer's form and a page's form may share a page.
  const idPrefix = source === 'footer' ? 'footer-contact' : 'contact';
  const { register, handleSubmit, reset, setError, watch, formState: { errors, isSubmitting } } = useForm<ContactInput>({
    resolver: yupResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', source },
  });
  const length = watch('message')?.length ?? 0;

  async function onSubmit(values: ContactInput) {
    try {
      const res = await courier<{ message: string }>('contactus', { method: 'POST', body: { ...values, source } });
      toast.success(res.message);
      reset();
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name !== 'source' && name in contactSchema.fields);
      toast.error(err instanceof CourierError ? err.message : 'An error occurred.');
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" registration={register('name')} error={errors.name} />
        <TextField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField
          id={`${idPrefix}-phone`}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+971 50 123 4567"
          registration={register('phone')}
          error={errors.phone}
        />
        <SelectField id={`${idPrefix}-subject`} label="Subject (optional)" registration={register('subject')} error={errors.subject}>
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>{s}</option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        id={`${idPrefix}-message`}
        label="Message"
        rows={6}
        maxLength={MESSAGE_MAX}
        hint={`Include your airway bill number if your message is about a shipment. ${length} / ${MESSAGE_MAX} characters.`}
        registration={register('message')}
        error={errors.message}
      />
      <Button type="submit" busy={isSubmitting} className="px-6">{isSubmitting ? 'Sending…' : 'Send message'}</Button>
    </form>
  );
}
