'use client';

import { useState } from 'react';
import { primaryButton, SearchBox, StatusSelect } from './list-controls';
import { ListFrame } from './list-frame';
import { OneTimePasswordDialog, type IssuedLogin } from './one-time-password';
import { SubUserDialogs, type SubUserDialog } from './sub-user-dialogs';
import { SubUsersTable } from './sub-users-table';
import { useListState, useStepBack } from './use-list-state';
import { useCaller, useRefreshSubUsers, useSubUserList, type ActivateFilter } from './use-sub-users';

const STATUS: Record<ActivateFilter, string> = { all: 'All', true: 'Active', false: 'Inactive' };

/** /ManageSubUsers for a customer: the account's logins, searchable and paged, with their dialogs. */
export function SubUsersManager() {
  const ls = useListState<ActivateFilter>('all');
  const [dialog, setDialog] = useState<SubUserDialog | null>(null);
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const caller = useCaller();

  const { data, error, isLoading, mutate } = useSubUserList({ search: ls.debounced, page: ls.page, activate: ls.status });
  const refresh = useRefreshSubUsers();
  const list = data?.data;
  useStepBack(list, list?.Users.length, ls.page, ls.setPage);

  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Give colleagues their own login with only the permissions they need. You can give only permissions you hold yourself.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="users-search"
          label="Search users"
          value={ls.search}
          placeholder="Name, user name or email"
          onChange={ls.onSearch}
        />
        <StatusSelect
          id="users-status"
          value={ls.status}
          options={STATUS}
          onChange={ls.onStatus}
        />
        <button type="button" onClick={() => setDialog({ kind: 'add' })} className={primaryButton}>
          Add user
        </button>
      </div>
      <ListFrame
        error={error}
        hasData={!!list}
        retry={() => void mutate()}
        pager={list && { label: 'User pages', page: list.Page, limit: list.Limit, total: list.Total, onPage: ls.setPage }}
      >
        <SubUsersTable
          rows={list?.Users}
          loading={isLoading}
          callerId={caller.id}
          emptyText={ls.debounced || ls.status !== 'all' ? 'No users match your search.' : 'No users yet.'}
          onEdit={(user) => setDialog({ kind: 'edit', user })}
          onToggle={(user) => setDialog({ kind: 'toggle', user })}
          onReset={(user) => setDialog({ kind: 'reset', user })}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
        />
      </ListFrame>
      {dialog && (
        <SubUserDialogs
          dialog={dialog}
          caller={caller}
          onClose={() => setDialog(null)}
          onWritten={(login) => {
            void refresh();
            if (login) setIssued(login);
          }}
        />
      )}
      {issued && <OneTimePasswordDialog issued={issued} title={issued.reset ? 'New one-time password' : 'User added'} onClose={() => setIssued(null)} />}
    </div>
  );
}
