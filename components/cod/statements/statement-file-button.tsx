'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, rowActionClass } from '@/components/ui/button';
import { toastError } from '@/components/ui/notify';
import { saveFile } from '@/components/shipping/print-pdf';
import type { CodStatement } from '@/lib/schemas/courier';
import { getForFile, statementFileRequest, STATEMENT_FORMATS, type StatementFormat } from './statement-file';

type Target = Pick<CodStatement, '_id' | 'StatementNo'>;

/**
 * Downloads one statement as a PDF or a CSV file. The statement number names
 * the button for screen readers ("Download PDF of statement COD-000012").
 */
export function StatementFileButton({ statement, format, look = 'row' }: { statement: Target; format: StatementFormat; look?: 'row' | 'button' }) {
  const t = useTranslations('cod.statements.file');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { path, type, fallbackName } = statementFileRequest(statement._id, statement.StatementNo, format);
      const { blob, fileName } = await getForFile(path, type, fallbackName);
      saveFile(blob, fileName);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;
  if (look === 'button') {
    return (
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {busy ? t('preparing') : t.rich(format, { statementNo: statement.StatementNo, sr })}
      </Button>
    );
  }
  // In a table row just "PDF" and "CSV" show (the column stays narrow); the name says the rest.
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className={rowActionClass}>
      {busy ? t('preparing') : t.rich(format === 'pdf' ? 'pdfShort' : 'csvShort', { statementNo: statement.StatementNo, sr })}
    </button>
  );
}

/** Both files of a statement, side by side. */
export function StatementFiles({ statement, look }: { statement: Target; look?: 'row' | 'button' }) {
  return (
    <>
      {STATEMENT_FORMATS.map((format) => (
        <StatementFileButton key={format} statement={statement} format={format} look={look} />
      ))}
    </>
  );
}
