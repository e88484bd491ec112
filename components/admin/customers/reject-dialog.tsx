'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextAreaField } from '@/components/admin/service-types/form-controls';
import { Modal } from '@/components/ui/modal';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { primaryButton, secondaryButton } from '@/components/sub-users/list-controls';
import { courier } from '@/lib/fetcher';
import { rejectRequestSchema, type RegistrationRequest } from '@/lib/schemas/customers';

const formSchema = rejectRequestSchema.omit(['_id']);

/** Turns a request down; the reason goes to the applicant by email. */
export function RejectDialog({ request, onClose, onRejected }: { request: RegistrationRequest; onClose: () => void; onRejected: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ Reason: string }>({ resolver: yupResolver(formSchema), defaultValues: { Reason: '' } });

  async function onValid(values: { Reason: string }) {
    try {
      const res = await courier<{ message: string }>('RegistrationRequests/Reject', { method: 'POST', body: { _id: request._id, ...values } });
      toast.success(res.message);
      onClose();
      onRejected();
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name === 'Reason');
      toastError(err);
    }
  }

  return (
    <Modal title={`Reject ${request.company_name}`} onClose={onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <TextAreaField id="reject-reason" label={`Reason (emailed to ${request.email})`} maxLength={500} aria-required="true" registration={register('Reason')} error={errors.Reason} />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={isSubmitting} className={`${primaryButton} bg-red-700 hover:bg-red-800`}>
            {isSubmitting ? 'Rejecting…' : 'Reject request'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
