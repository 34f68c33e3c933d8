// POST /frontendlogger (SPEC §7): unexpected errors go to the server's log. It never shows the
// snackbar and never throws, so reporting a failure cannot cause another one.

const MAX_REPORTS_PER_PAGE = 20;
const SAME_MESSAGE_QUIET_MS = 60_000;

let sent = 0;
const lastSentAt = new Map<string, number>();

/** What the server's log gets: message, stack, the page's URL and the details that explain it. */
export interface FrontendLogEntry {
  message: string;
  stack?: string;
  url: string;
  context: Record<string, unknown>;
}

/** The log entry for `err`; `context` carries the code and the request and response details. */
export function logEntryFor(err: unknown, context: Record<string, unknown> = {}): FrontendLogEntry {
  const error = err instanceof Error ? err : new Error(typeof err === 'string' ? err : JSON.stringify(err));
  return {
    message: `${error.name}: ${error.message}`.slice(0, 2000),
    ...(error.stack ? { stack: error.stack.slice(0, 20_000) } : {}),
    url: (typeof location === 'undefined' ? '' : location.href).slice(0, 2000),
    context,
  };
}

/** Sends `err` to the server's log: the same message at most once a minute, 20 per page load. */
export function reportToServer(err: unknown, context: Record<string, unknown> = {}): void {
  const entry = logEntryFor(err, context);
  const now = Date.now();
  const last = lastSentAt.get(entry.message);
  if (sent >= MAX_REPORTS_PER_PAGE || (last !== undefined && now - last < SAME_MESSAGE_QUIET_MS)) return;
  sent += 1;
  lastSentAt.set(entry.message, now);
  // Straight fetch, not apiRequest: no build-id note, no error handling, no snackbar.
  void fetch('/api/frontendlogger', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
