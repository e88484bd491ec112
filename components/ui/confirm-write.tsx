'use client';

import type { ComponentProps } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from './confirm-dialog';
import { toastError } from './notify';
import type { Envelope } from './use-list';

type ConfirmWriteProps<T> = Omit<ComponentProps<typeof ConfirmDialog>, 'onConfirm'> & {
  /** The one courier call the confirmation stands for. */
  write: () => Promise<Envelope<T>>;
  /** After it succeeded (its message is already toasted). */
  onDone: (res: Envelope<T>) => void;
  /** The answer did less than asked (a delete that only deactivated): toast it as a warning. */
  warning?: (res: Envelope<T>) => boolean;
};

/**
 * A ConfirmDialog whose action is one write: the server's message is toasted,
 * and a failure is toasted too and keeps the dialog open for a retry.
 */
export function ConfirmWrite<T>({ write, onDone, warning, ...props }: ConfirmWriteProps<T>) {
  async function confirm() {
    try {
      const res = await write();
      if (warning?.(res)) toast.warning(res.message);
      else toast.success(res.message);
      onDone(res);
    } catch (err) {
      toastError(err);
      throw err;
    }
  }
  return <ConfirmDialog {...props} onConfirm={confirm} />;
}
