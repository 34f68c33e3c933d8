// SPEC §8 in one place (STYLE habit 7): what the app does about a failed call. Pages still show
// their own field errors; this decides the snackbar, the forced logout and the error report.
import type { QueryClient } from '@tanstack/react-query';
import { ERRORS, endsSession } from '@lonportal/domain/errors/codes';
import {
  ApiError,
  NetworkError,
  ResponseSchemaError,
  currentSituation,
  errorMessage,
  errorMessageKey,
  type ErrorSituation,
} from './api-client';
import { reportToServer } from './frontend-logger';
import { requestSessionEnd, sessionEndStore } from './session-end';
import { showSnackbar, type SnackbarColor } from './snackbar-store';

/** Query and mutation `meta` understood here. */
export interface ErrorHandlingMeta extends Record<string, unknown> {
  /**
   * Show the error's message in the snackbar. Default true for queries, false for mutations (whose
   * forms place field errors first, then call showError). A forced logout is announced either way.
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

/**
 * TanStack Query's CancelledError, told by its shape: this module is in every page's first
 * download, TanStack's code only comes with the pages that read data.
 */
const isQueryCancelled = (err: unknown): boolean =>
  err instanceof Error && err.message === 'CancelledError' && 'revert' in err && 'silent' in err;

const isCancelled = (err: unknown): boolean =>
  isQueryCancelled(err) || (err instanceof DOMException && err.name === 'AbortError');

/** SPEC §8: the reaction to `err`, given whether a user is logged in and the browser is online. */
export function reactionTo(err: unknown, at: ErrorSituation): ErrorReaction {
  if (isCancelled(err)) return NONE;
  if (err instanceof NetworkError) return { ...NONE, messageKey: errorMessageKey(err, at) };
  if (err instanceof ApiError) {
    if (endsSession(err.status, err.code)) {
      // Without a session the route guard sends the visitor to the login page; nothing to say.
      if (!at.loggedIn) return NONE;
      // The full-screen inactivity notice says it itself.
      const messageKey = err.code === ERRORS.SessionInactive.code ? null : errorMessageKey(err, at);
      return { messageKey, endSessionCode: err.code, report: false };
    }
    const report = err.status >= 500 && err.status !== 503;
    return { messageKey: errorMessageKey(err, at), endSessionCode: null, report };
  }
  // A ResponseSchemaError or a bug in the page's own code.
  return { messageKey: errorMessageKey(err, at), endSessionCode: null, report: true };
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
  const reaction = reactionTo(err, currentSituation());
  if (reaction.report) reportToServer(err, reportContext(err, context));
  if (reaction.messageKey && (showMessage || reaction.endSessionCode !== null)) {
    showSnackbar({ key: reaction.messageKey });
  }
  if (reaction.endSessionCode !== null) requestSessionEnd(reaction.endSessionCode);
}

export interface ShowErrorOptions {
  /** Default error; a refusal the user can simply retry may be a warning. */
  color?: SnackbarColor;
  /** The i18n key to show instead of the parsed one (a page's own wording, e.g. for a 409). */
  messageKey?: string;
}

/**
 * Shows why a call failed in the snackbar: what every mutation's `onError` (and any other caught
 * failure) calls once its form has taken the field errors it understands. A cancelled call says
 * nothing, and an error that ends the session is left to handleApiError, which says it once.
 */
export function showError(err: unknown, options: ShowErrorOptions = {}): void {
  if (isCancelled(err)) return;
  const at = currentSituation();
  // The caches' subscriber may already have asked for the logout (the session is then ending).
  const sessionLive = at.loggedIn || sessionEndStore.get() !== null;
  if (err instanceof ApiError && sessionLive && endsSession(err.status, err.code)) return;
  showSnackbar({
    ...(options.messageKey ? { key: options.messageKey } : errorMessage(err, at)),
    ...(options.color ? { color: options.color } : {}),
  });
}

/**
 * showError for a call made without the query cache (the login page's): the cache would also have
 * reported an unexpected failure to the server (handleApiError), so this does it here.
 */
export function showCallError(err: unknown, options: ShowErrorOptions = {}): void {
  handleApiError(err, { showMessage: false });
  showError(err, options);
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
