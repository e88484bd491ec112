'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import { ApiText, codeOfType } from '@/components/ui/api-message';
import { FormDialogActions } from '@/components/ui/dialog';
import { CheckboxField, TextField, TextareaField, labelClass } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { MAX_WEBHOOK_DESCRIPTION, WEBHOOK_EVENTS, webhookCreateFields, type WebhookMode, type WebhookSubscriptionView } from '@/lib/schemas/webhooks';

// The create call's rules for what the form shows (the mode is the tab's, the id the row's).
const formSchema = yup.object(webhookCreateFields);
type WebhookFormValues = yup.InferType<typeof formSchema>;
const FIELDS = ['Url', 'Events', 'Description'];

export interface WebhookCreated {
  Subscription: WebhookSubscriptionView;
  Secret: string;
}

interface WebhookFormProps {
  mode: WebhookMode;
  /** The subscription being edited; none to add one. */
  editing?: WebhookSubscriptionView;
  onCreated: (created: WebhookCreated) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add an endpoint (POST WebhookSubscriptions, the secret comes back once) or change its address, events and note (PUT). */
export function WebhookForm({ mode, editing, onCreated, onSaved, onCancel }: WebhookFormProps) {
  const t = useTranslations('apiWebhooks.webhooks');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookFormValues>({
    resolver: yupResolver(formSchema) as Resolver<WebhookFormValues>,
    defaultValues: editing ? { Url: editing.Url, Events: editing.Events, Description: editing.Description } : { Url: '', Events: [], Description: '' },
  });
  const eventsError = errors.Events?.message ? errors.Events : (errors.Events?.root ?? errors.Events?.find?.((e) => e?.message));

  async function onValid(values: WebhookFormValues) {
    try {
      if (editing) {
        toastResult(await courier<Envelope<WebhookSubscriptionView>>('WebhookSubscriptions', { method: 'PUT', body: { _id: editing._id, ...values } }));
        onSaved();
      } else {
        const res = await courier<Envelope<WebhookCreated>>('WebhookSubscriptions', { method: 'POST', body: { ...values, Mode: mode } });
        toastResult(res);
        onCreated(res.data);
      }
    } catch (err) {
      applyFieldErrors(err, setError, (name) => FIELDS.includes(name.replace(/\.\d+$/, '')));
      toastError(err);
    }
  }

  const p = editing ? 'edit-webhook' : 'add-webhook';
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid grid-cols-1 gap-4">
      <TextField
        id={`${p}-url`}
        type="url"
        dir="ltr"
        label={t('form.url')}
        hint={t('form.urlHint')}
        // i18n-literal: an example address, written the same in every language
        placeholder="https://shop.example/webhooks/saqr"
        autoComplete="off"
        spellCheck={false}
        aria-required="true"
        registration={register('Url')}
        error={errors.Url}
      />
      <fieldset aria-describedby={eventsError ? `${p}-events-error` : undefined}>
        <legend className={labelClass}>{t('form.events')}</legend>
        <div className="mt-1 grid grid-cols-1 gap-x-4">
          {WEBHOOK_EVENTS.map((e) => (
            <CheckboxField
              key={e}
              id={`${p}-event-${e}`}
              label={
                <span>
                  {t(`events.${e}`)}{' '}
                  <span dir="ltr" className="font-mono text-sm text-muted">
                    {e}
                  </span>
                </span>
              }
              value={e}
              registration={register('Events')}
            />
          ))}
        </div>
        {eventsError && (
          <p id={`${p}-events-error`} className="text-sm text-danger-700">
            <ApiText text={eventsError.message ?? ''} code={codeOfType(eventsError.type)} />
          </p>
        )}
      </fieldset>
      <TextareaField id={`${p}-description`} label={t('form.description')} rows={2} maxLength={MAX_WEBHOOK_DESCRIPTION} registration={register('Description')} error={errors.Description} />
      <FormDialogActions onCancel={onCancel} submitLabel={t(editing ? 'form.save' : 'form.add')} busy={isSubmitting} />
    </form>
  );
}
