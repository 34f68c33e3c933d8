import { useEffect } from 'react';
import { currentSituation } from '../../lib/api-client';
import { reactionTo, reportContext } from '../../lib/api-errors';
import { reportToServer } from '../../lib/frontend-logger';

/** Errors nobody caught: reported to the server when unexpected (never to the user twice). */
export function useUncaughtErrorReports(): void {
  useEffect(() => {
    const report = (err: unknown, kind: string) => {
      if (reactionTo(err, currentSituation()).report) {
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
