'use client';

import { useTranslations } from 'next-intl';
import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/format';
import { Badge, StatusBadge } from '@/components/ui/status-badge';
import { PERMISSIONS, type SubUser } from '@/lib/schemas/users';
import type { SubUserDialog } from './sub-user-dialogs';

function Permissions({ u }: { u: SubUser }) {
  const t = useTranslations('subUsers');
  const names = useTranslations('portal.permissions');
  const held = PERMISSIONS.filter((k) => u.dashboard[k]);
  if (held.length === PERMISSIONS.length) return <>{t('columns.allPermissions')}</>;
  if (held.length === 0) return <span className="text-muted">{t('columns.noPermissions')}</span>;
  return (
    <ul className="list-inside list-disc">
      {held.map((k) => (
        <li key={k}>{names(k)}</li>
      ))}
    </ul>
  );
}

/** An account's logins, on Manage Sub Users and in the Admin's "Users of account" dialog; `callerId` marks "You". */
export function useUserColumns(callerId?: string): Column<SubUser>[] {
  const t = useTranslations('subUsers.columns');
  return [
    {
      header: t('user'),
      cell: (u) => (
        <>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            {u.full_name}
            {u._id === callerId && <Badge tone="info">{t('you')}</Badge>}
            {u.Primary && <Badge tone="neutral">{t('primary')}</Badge>}
          </span>
          <span className="block break-words font-mono text-muted">
            <bdi>{u.username}</bdi>
          </span>
          <span className="block break-words text-muted">
            <bdi>{u.email}</bdi>
          </span>
        </>
      ),
    },
    { header: t('permissions'), cell: (u) => <Permissions u={u} /> },
    {
      header: t('status'),
      cell: (u) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={u.active ? 'Active' : 'Inactive'} />
          {u.first && <Badge tone="warning">{t('passwordNotChanged')}</Badge>}
        </span>
      ),
    },
    { header: t('lastSignIn'), cell: (u) => (u.LastLoginAt ? <DateTime iso={u.LastLoginAt} /> : t('never')) },
  ];
}

/**
 * What a row offers follows the API's rules: nobody deactivates, deletes or
 * resets their own login here, and the primary user is changed only by itself.
 */
export function SubUserActions({ u, callerId, open }: { u: SubUser; callerId: string; open: (d: SubUserDialog) => void }) {
  const t = useTranslations('subUsers.actions');
  const self = u._id === callerId;
  return (
    <>
      {(!u.Primary || self) && <RowAction label={t('edit')} name={u.full_name} onClick={() => open({ kind: 'edit', user: u })} />}
      {!u.Primary && !self && (
        <>
          <RowAction label={t(u.active ? 'deactivate' : 'activate')} name={u.full_name} onClick={() => open({ kind: 'toggle', user: u })} />
          <RowAction label={t('reset')} name={u.full_name} onClick={() => open({ kind: 'reset', user: u })} />
          <RowAction label={t('delete')} name={u.full_name} tone="danger" onClick={() => open({ kind: 'delete', user: u })} />
        </>
      )}
    </>
  );
}
