// SPEC §8 in one place (STYLE habit 7): what the app does about a failed call. Pages still show
// their own field errors; this decides the snackbar, the forced logout and the error report.
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { ERRORS, endsSession, errorI18nKey } from '@lonportal/domain/errors/codes';
import { ApiError, NetworkError, ResponseSchemaError, errorMessageKey } from './api-client';
import { showAppMessage } from './app-messages';
import { reportToServer } from './frontend-logger';
import { loggedInStore, requestSessionEnd } from './session-end';

/** Query and mutation `meta` understood here. */
export interface ErrorHandlingMeta extends Record<string, unknown> {
  /**
   * Show the error's message in the snackbar. Default true for queries, false for mutations (whose
   * callers show it themselves, next to the form). A forced logout is announced either way.
   */
  errorMessage?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}

export interface ErrorReaction {
  /** i18n key for the snackbar, or null for none. */
  messageKey: string | null;
  /** End the logged-in session with this code (SPEC §8), or null. */
  endSessionCode: number | null;
  /** Send to POST /frontendlogger: the error was not expected. */
  report: boolean;
}

const NONE: ErrorReaction = { messageKey: null, endSessionCode: null, report: false };
const knownCodes = new Set<number>(Object.values(ERRORS).map((e) => e.code));

/** SPEC §8: the reaction to `err`, given whether a user is logged in and the browser is online. */
export function reactionTo(err: unknown, at: { loggedIn: boolean; online: boolean }): ErrorReaction {
  if (isCancelledError(err) || (err instanceof DOMException && err.name === 'AbortError')) return NONE;
  if (err instanceof NetworkError) {
    return { ...NONE, messageKey: at.online ? 'errors.network' : 'global.offline.text' };
  }
  if (err instanceof ApiError) {
    if (endsSession(err.status, err.code)) {
      // Without a session the route guard sends the visitor to the login page; nothing to say.
      if (!at.loggedIn) return NONE;
      const messageKey =
        err.code === ERRORS.SessionInactive.code
          ? null // the full-screen inactivity notice says it
          : knownCodes.has(err.code) && err.code !== ERRORS.NotAuthenticated.code
            ? errorI18nKey(err.code)
            : 'global.sessionEndedAbruptly';
      return { messageKey, endSessionCode: err.code, report: false };
    }
    if (err.status === 503) {
      return {
        ...NONE,
        messageKey: at.loggedIn ? 'global.serviceUnavailableLoggedIn' : 'errors.serviceUnavailable',
      };
    }
    if (err.status >= 500) {
      const messageKey = knownCodes.has(err.code) ? errorI18nKey(err.code) : 'errors.internalError';
      return { messageKey, endSessionCode: null, report: true };
    }
    return { ...NONE, messageKey: errorMessageKey(err) };
  }
  // A ResponseSchemaError or a bug in the page's own code.
  return { messageKey: 'errors.unknown', endSessionCode: null, report: true };
}

/** Code, status, request and response details for the error report. */
export function reportContext(err: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const route = typeof location === 'undefined' ? undefined : location.pathname;
  if (err instanceof ApiError) {
    return {
      ...extra,
      route,
      code: err.code,
      status: err.status,
      request: err.request,
      response: { Code: err.code, Message: err.message, Details: err.details },
    };
  }
  if (err instanceof ResponseSchemaError) {
    return { ...extra, route, status: err.status, request: err.request, issues: err.issues.slice(0, 10) };
  }
  return { ...extra, route };
}

export interface HandleOptions {
  /** Show the message in the snackbar (a forced logout is announced regardless). Default true. */
  showMessage?: boolean;
  /** More details for the error report, e.g. the query key. */
  context?: Record<string, unknown>;
}

/** Applies SPEC §8 to a failed call: snackbar, forced logout, error report. */
export function handleApiError(err: unknown, { showMessage = true, context }: HandleOptions = {}): void {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const reaction = reactionTo(err, { loggedIn: loggedInStore.get(), online });
  if (reaction.report) reportToServer(err, reportContext(err, context));
  if (reaction.messageKey && (showMessage || reaction.endSessionCode !== null)) {
    showAppMessage({ key: reaction.messageKey });
  }
  if (reaction.endSessionCode !== null) requestSessionEnd(reaction.endSessionCode);
}

/**
 * Runs handleApiError for every query and mutation of `queryClient` that fails for good (after
 * its retries). Returns the function that stops it.
 */
export function installApiErrorHandling(queryClient: QueryClient): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    handleApiError(event.action.error, {
      showMessage: event.query.meta?.errorMessage !== false,
      context: { queryKey: event.query.queryKey },
    });
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    handleApiError(event.action.error, {
      showMessage: event.mutation.meta?.errorMessage === true,
      context: { mutationKey: event.mutation.options.mutationKey },
    });
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
