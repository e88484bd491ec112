'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/form-fields';
import type { ContactSource } from '@/courier-api/db/schema';
import { courier, CourierError } from '@/lib/fetcher';
import { CONTACT_SUBJECTS, contactSchema, MESSAGE_MAX, type ContactInput } from '@/lib/schemas/contact';

interface ControlProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

/** Label, control, hint and error, tied together the way components/ui/field.tsx does it. */
function Control({ id, label, error, hint, children }: Omit<ControlProps, 'registration'> & { children: (aria: object) => React.ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

const controlClass = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

function Textarea({ registration, ...props }: ControlProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { id, label, error, hint, ...rest } = props;
  return (
    <Control id={id} label={label} error={error} hint={hint}>
      {(aria) => <textarea {...rest} {...aria} {...registration} className={controlClass} />}
    </Control>
  );
}

function Select({ registration, children, ...props }: ControlProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const { id, label, error, hint, ...rest } = props;
  return (
    <Control id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <select {...rest} {...aria} {...registration} className={controlClass}>
          {children}
        </select>
      )}
    </Control>
  );
}

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The contact form of /contact-us and /help-desk; `source` records which page sent it. */
export function ContactForm({ source }: { source: ContactSource }) {
  // Unique ids per form: the footer's form and a page's form may share a page.
  const idPrefix = source === 'footer' ? 'footer-contact' : 'contact';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({
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
      const e = err instanceof CourierError ? err : new CourierError('An error occurred.', 0);
      for (const field of FIELDS) {
        const message = e.errors?.[field];
        if (message) setError(field, { type: 'server', message });
      }
      toast.error(e.message);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
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
        <Select id={`${idPrefix}-subject`} label="Subject (optional)" registration={register('subject')} error={errors.subject}>
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <Textarea
        id={`${idPrefix}-message`}
        label="Message"
        rows={6}
        maxLength={MESSAGE_MAX}
        hint={`Include your airway bill number if your message is about a shipment. ${length} / ${MESSAGE_MAX} characters.`}
        registration={register('message')}
        error={errors.message}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
