'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useProfile } from '@/components/portal/use-profile';
import { rowActionClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useLocalizePath } from '@/lib/i18n/client';
import type { CodStatement } from '@/lib/schemas/courier';
import { StatementDetail } from './statement-detail';
import { statementHref, STATEMENT_PARAM } from './statement-link';
import { useStatementColumns } from './statement-columns';
import { StatementFiles } from './statement-file-button';

/**
 * /CodStatements: the account's cash-on-delivery statements (every account's
 * for the Admin). The statement open is kept in the address
 * (?statement=<id>), so it can be shared and Back returns to the list.
 */
export function CodStatements() {
  const id = useSearchParams().get(STATEMENT_PARAM);
  return id ? <StatementDetail key={id} id={id} /> : <StatementList />;
}

function StatementList() {
  const t = useTranslations('cod.statements');
  const localize = useLocalizePath();
  const admin = useProfile().data?.data.user.Role === 'Admin';
  const { data, error, isLoading, mutate } = useList<CodStatement[]>('CodStatements', {});
  const columns = useStatementColumns(admin);
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-muted">{t(admin ? 'introAdmin' : 'intro')}</p>
      <DataTable
        label={t('table')}
        columns={columns}
        rows={data?.data}
        rowKey={(s) => s._id}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        empty={<EmptyState title={t('none')}>{t('noneHint')}</EmptyState>}
        actions={(s) => (
          <span className="inline-flex flex-wrap gap-x-3 gap-y-1 md:flex-col md:items-start">
            <Link href={statementHref(localize, s._id)} className={rowActionClass}>
              {t.rich('open', { statementNo: s.StatementNo, sr: (c) => <span className="sr-only">{c}</span> })}
            </Link>
            <StatementFiles statement={s} />
          </span>
        )}
      />
    </div>
  );
}
