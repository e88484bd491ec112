'use client';

import { useState } from 'react';
import { SearchableList } from '@/components/admin/searchable-list';
import { Button } from '@/components/ui/button';
import { useRefreshList } from '@/components/ui/use-list';
import { OneTimePasswordDialog, type IssuedLogin } from './one-time-password';
import { SubUserActions, userColumns } from './sub-user-columns';
import { SubUserDialogs, type SubUserDialog } from './sub-user-dialogs';
import { useCaller } from './use-sub-users';

const STATUS = { all: 'All', true: 'Active', false: 'Inactive' };

/** /ManageSubUsers for a customer: the account's logins, searchable and paged, with their dialogs. */
export function SubUsersManager() {
  const [dialog, setDialog] = useState<SubUserDialog | null>(null);
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const caller = useCaller();
  const refresh = useRefreshList('users');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-muted">Give colleagues their own login with only the permissions they need. You can give only permissions you hold yourself.</p>
        <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">
          Add user
        </Button>
      </div>
      <SearchableList
        path="users"
        items="Users"
        id="users"
        statusParam="activate"
        statuses={STATUS}
        label="Users of your account"
        searchLabel="Search users"
        placeholder="Name, user name or email"
        noun="users"
        emptyTitle="No users yet."
        columns={userColumns(caller.id)}
        actions={(u) => <SubUserActions u={u} callerId={caller.id} open={setDialog} />}
      />
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
