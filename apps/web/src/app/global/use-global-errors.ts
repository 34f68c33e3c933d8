import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { installApiErrorHandling, reactionTo, reportContext } from '../../lib/api-errors';
import { appMessageStore } from '../../lib/app-messages';
import { reportToServer } from '../../lib/frontend-logger';
import { loggedInStore } from '../../lib/session-end';
import { useStore } from '../../lib/store';
import { useSnackbar } from '../../ui/snackbar';

/** SPEC §8 for every query and mutation of the app's cache (lib/api-errors.ts decides). */
export function useApiErrorHandling(): void {
  const queryClient = useQueryClient();
  useEffect(() => installApiErrorHandling(queryClient), [queryClient]);
}

/** Shows in the snackbar what code outside React asked to show (lib/app-messages.ts). */
export function useAppMessages(): void {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const message = useStore(appMessageStore);
  useEffect(() => {
    if (!message) return;
    showSnackbar({
      text: t(message.key),
      ...(message.titleKey ? { title: t(message.titleKey) } : {}),
      ...(message.color ? { color: message.color } : {}),
      ...(message.timeout ? { timeout: message.timeout } : {}),
    });
    appMessageStore.set(null);
  }, [message, showSnackbar, t]);
}

/** Errors nobody caught: reported to the server when unexpected (never to the user twice). */
export function useUncaughtErrorReports(): void {
  useEffect(() => {
    const report = (err: unknown, kind: string) => {
      if (reactionTo(err, { loggedIn: loggedInStore.get(), online: navigator.onLine }).report) {
        reportToServer(err, reportContext(err, { kind }));
      }
    };
    const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'error');
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandledrejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
