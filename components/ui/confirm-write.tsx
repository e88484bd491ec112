'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { courier } from '@/lib/fetcher';
import { ConfirmDialog } from './confirm-dialog';
import { toastError, toastResult } from './notify';
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
 * A ConfirmDialog whose action is one write: the server's message is toasted
 * (in the page's language), and a failure is toasted too and keeps the dialog
 * open for a retry.
 */
export function ConfirmWrite<T>({ write, onDone, warning, ...props }: ConfirmWriteProps<T>) {
  async function confirm() {
    try {
      const res = await write();
      toastResult(res, warning?.(res) ? 'warning' : 'success');
      onDone(res);
    } catch (err) {
      toastError(err);
      throw err;
    }
  }
  return <ConfirmDialog {...props} onConfirm={confirm} />;
}

type Preset<T, K extends string> = Omit<ConfirmWriteProps<T>, 'title' | 'confirmLabel' | 'danger' | K> & { name: string };

/** "Deactivate …?" or "Activate …?" for a record switched off and on; switching it off is the dangerous way. */
export function ToggleActiveConfirm<T>({ active, name, ...props }: Preset<T, never> & { active: boolean }) {
  const t = useTranslations('ui.confirm');
  return (
    <ConfirmWrite
      {...props}
      title={active ? t('deactivateTitle', { name }) : t('activateTitle', { name })}
      confirmLabel={active ? t('deactivate') : t('activate')}
      danger={active}
    />
  );
}

/**
 * "Delete …?" for a record the server deactivates instead while other records
 * name it: DELETE `path?query`, and an answer with `Deleted: false` is toasted as a warning.
 */
export function DeleteOrDeactivateConfirm({ name, path, query, ...props }: Preset<{ Deleted: boolean }, 'write' | 'warning'> & { path: string; query: Record<string, string> }) {
  const t = useTranslations('ui.confirm');
  const write = () => courier<Envelope<{ Deleted: boolean }>>(`${path}?${new URLSearchParams(query)}`, { method: 'DELETE' });
  return <ConfirmWrite {...props} title={t('deleteTitle', { name })} confirmLabel={t('delete')} danger write={write} warning={(res) => !res.data.Deleted} />;
}
