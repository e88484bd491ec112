'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchableList } from '@/components/admin/searchable-list';
import { Button } from '@/components/ui/button';
import { useRefreshList } from '@/components/ui/use-list';
import { OneTimePasswordDialog, type IssuedLogin } from './one-time-password';
import { SubUserActions, useUserColumns } from './sub-user-columns';
import { SubUserDialogs, type SubUserDialog } from './sub-user-dialogs';
import { useCaller } from './use-sub-users';

/** /ManageSubUsers for a customer: the account's logins, searchable and paged, with their dialogs. */
export function SubUsersManager() {
  const t = useTranslations('subUsers.manager');
  const [dialog, setDialog] = useState<SubUserDialog | null>(null);
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const caller = useCaller();
  const refresh = useRefreshList('users');
  const columns = useUserColumns(caller.id);
  const statuses = { all: t('statusAll'), true: t('statusActive'), false: t('statusInactive') };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-muted">{t('intro')}</p>
        <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">
          {t('add')}
        </Button>
      </div>
      <SearchableList
        path="users"
        items="Users"
        id="users"
        statusParam="activate"
        statuses={statuses}
        label={t('tableLabel')}
        searchLabel={t('search')}
        placeholder={t('searchPlaceholder')}
        noun={t('noun')}
        emptyTitle={t('empty')}
        columns={columns}
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
      {issued && <OneTimePasswordDialog issued={issued} title={t(issued.reset ? 'newPassword' : 'added')} onClose={() => setIssued(null)} />}
    </div>
  );
}
