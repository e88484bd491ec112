'use client';

import { formatDubaiDateTime } from '@/components/pickups/dates';
import { PERMISSION_LABELS } from '@/lib/portal-nav';
import { PERMISSIONS, type SubUser } from '@/lib/schemas/users';
import { Badge, cell, DataTable, RowButton } from '@/components/ui/data-table';

export interface SubUserActions {
  onEdit: (u: SubUser) => void;
  onToggle: (u: SubUser) => void;
  onReset: (u: SubUser) => void;
  onDelete: (u: SubUser) => void;
}

const HEADERS = ['User', 'Permissions', 'Status', 'Last sign-in', 'Actions'];

interface SubUsersTableProps extends SubUserActions {
  rows: SubUser[] | undefined;
  loading: boolean;
  emptyText: string;
  callerId: string;
}

function Permissions({ u }: { u: SubUser }) {
  const held = PERMISSIONS.filter((k) => u.dashboard[k]);
  if (held.length === PERMISSIONS.length) return <>All permissions</>;
  if (held.length === 0) return <span className="text-slate-700">None</span>;
  return (
    <ul className="list-inside list-disc">
      {held.map((k) => (
        <li key={k}>{PERMISSION_LABELS[k]}</li>
      ))}
    </ul>
  );
}

/**
 * The account's logins. What a row offers follows the API's rules: nobody
 * deactivates, deletes or resets their own login here, and the primary user
 * is changed only by itself.
 */
export function SubUsersTable({ rows, loading, emptyText, callerId, ...act }: SubUsersTableProps) {
  return (
    <DataTable
      label="Users of your account"
      headers={HEADERS}
      loading={loading}
      emptyText={emptyText}
      rows={rows?.map((u) => {
        const self = u._id === callerId;
        return (
          <tr key={u._id} className="border-t border-slate-200">
            <th scope="row" className={`${cell} font-normal`}>
              <span className="block font-semibold text-slate-900">
                {u.full_name} {self && <Badge tone="blue">You</Badge>} {u.Primary && <Badge tone="slate">Primary user</Badge>}
              </span>
              <span className="block font-mono text-slate-700">{u.username}</span>
              <span className="block break-all text-slate-700">{u.email}</span>
            </th>
            <td className={cell}>
              <Permissions u={u} />
            </td>
            <td className={cell}>
              <span className="flex flex-col items-start gap-1">
                {u.active ? <Badge tone="green">Active</Badge> : <Badge tone="red">Inactive</Badge>}
                {u.first && <Badge tone="amber">Password not yet changed</Badge>}
              </span>
            </td>
            <td className={`${cell} whitespace-nowrap`}>{u.LastLoginAt ? formatDubaiDateTime(u.LastLoginAt) : 'Never'}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {(!u.Primary || self) && <RowButton label="Edit" name={u.full_name} onClick={() => act.onEdit(u)} />}
              {!u.Primary && !self && (
                <>
                  <RowButton label={u.active ? 'Deactivate' : 'Activate'} name={u.full_name} onClick={() => act.onToggle(u)} />
                  <RowButton label="Reset password" name={u.full_name} onClick={() => act.onReset(u)} />
                  <RowButton label="Delete" name={u.full_name} onClick={() => act.onDelete(u)} className="text-red-800" />
                </>
              )}
            </td>
          </tr>
        );
      })}
    />
  );
}
