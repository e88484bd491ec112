'use client';

import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/format';
import { Badge, StatusBadge } from '@/components/ui/status-badge';
import { PERMISSION_LABELS } from '@/lib/portal-nav';
import { PERMISSIONS, type SubUser } from '@/lib/schemas/users';
import type { SubUserDialog } from './sub-user-dialogs';

function Permissions({ u }: { u: SubUser }) {
  const held = PERMISSIONS.filter((k) => u.dashboard[k]);
  if (held.length === PERMISSIONS.length) return <>All permissions</>;
  if (held.length === 0) return <span className="text-muted">None</span>;
  return (
    <ul className="list-inside list-disc">
      {held.map((k) => (
        <li key={k}>{PERMISSION_LABELS[k]}</li>
      ))}
    </ul>
  );
}

/** An account's logins, on Manage Sub Users and in the Admin's "Users of account" dialog; `callerId` marks "You". */
export function userColumns(callerId?: string): Column<SubUser>[] {
  return [
    {
      header: 'User',
      cell: (u) => (
        <>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            {u.full_name}
            {u._id === callerId && <Badge tone="info">You</Badge>}
            {u.Primary && <Badge tone="neutral">Primary user</Badge>}
          </span>
          <span className="block break-words font-mono text-muted">{u.username}</span>
          <span className="block break-words text-muted">{u.email}</span>
        </>
      ),
    },
    { header: 'Permissions', cell: (u) => <Permissions u={u} /> },
    {
      header: 'Status',
      cell: (u) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={u.active ? 'Active' : 'Inactive'} />
          {u.first && <Badge tone="warning">Password not yet changed</Badge>}
        </span>
      ),
    },
    { header: 'Last sign-in', cell: (u) => (u.LastLoginAt ? <DateTime iso={u.LastLoginAt} /> : 'Never') },
  ];
}

/**
 * What a row offers follows the API's rules: nobody deactivates, deletes or
 * resets their own login here, and the primary user is changed only by itself.
 */
export function SubUserActions({ u, callerId, open }: { u: SubUser; callerId: string; open: (d: SubUserDialog) => void }) {
  const self = u._id === callerId;
  return (
    <>
      {(!u.Primary || self) && <RowAction label="Edit" name={u.full_name} onClick={() => open({ kind: 'edit', user: u })} />}
      {!u.Primary && !self && (
        <>
          <RowAction label={u.active ? 'Deactivate' : 'Activate'} name={u.full_name} onClick={() => open({ kind: 'toggle', user: u })} />
          <RowAction label="Reset password" name={u.full_name} onClick={() => open({ kind: 'reset', user: u })} />
          <RowAction label="Delete" name={u.full_name} tone="danger" onClick={() => open({ kind: 'delete', user: u })} />
        </>
      )}
    </>
  );
}
