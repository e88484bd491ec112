'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/format';
import { Badge, StatusBadge } from '@/components/ui/status-badge';
import type { StaffMember } from '@/lib/schemas/courier';

/** Emails, user names and phone numbers read left to right inside Arabic text too. */
const ltr = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);

/** Staff logins: who, how to reach them, their role, whether they may sign in, when they last did. */
export function useStaffColumns(): Column<StaffMember>[] {
  const t = useTranslations('admin.staff.columns');
  const roles = useTranslations('admin.staff.roles');
  return useMemo(
    () => [
      {
        header: t('name'),
        cell: (m) => (
          <>
            <span className="block break-words font-semibold">{m.FullName}</span>
            <span className="block break-words font-mono text-muted">{ltr(m.Username)}</span>
          </>
        ),
      },
      {
        header: t('contact'),
        cell: (m) => (
          <>
            <span className="block break-words">{ltr(m.Email)}</span>
            {m.Phone && <span className="block text-muted">{ltr(m.Phone)}</span>}
          </>
        ),
      },
      { header: t('role'), cell: (m) => <Badge tone={m.Role === 'Ops' ? 'brand' : 'info'}>{roles(m.Role)}</Badge> },
      { header: t('status'), cell: (m) => <StatusBadge status={m.Active ? 'Active' : 'Inactive'} /> },
      { header: t('lastLogin'), cell: (m) => (m.LastLoginAt ? <DateTime iso={m.LastLoginAt} /> : <span className="text-muted">{t('never')}</span>) },
    ],
    [t, roles],
  );
}
