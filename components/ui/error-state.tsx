'use client';

import { useTranslations } from 'next-intl';
import { ApiText } from './api-message';
import { Button } from './button';
import { errorCode, errorMessage } from './error-message';

/** A load that failed: the server's message (or the network text) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('ui');
  return (
    <div role="alert" className="rounded-card border border-danger-200 bg-danger-50 p-4 text-danger-900">
      <p>
        <ApiText text={errorMessage(error)} code={errorCode(error)} />
      </p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
