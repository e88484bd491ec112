import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';

/**
 * The text of a courier call's failure: the server's own message, or the
 * spec's network text. Apart from notify.ts so that showing it (ErrorState,
 * the auth forms' Notice) does not bring sonner into a page without toasts.
 * It is the English text: shown through useApiMessage / <ApiText> /
 * withApiMessage (api-message.tsx) it is in the page's language.
 */
export function errorMessage(err: unknown): string {
  return err instanceof CourierError && err.message ? err.message : NETWORK_ERROR;
}

/** The code of that text (API_MESSAGES), when the server sent one. */
export function errorCode(err: unknown): string | undefined {
  return err instanceof CourierError && err.message ? err.code : undefined;
}
