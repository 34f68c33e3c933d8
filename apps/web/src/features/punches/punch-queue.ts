// Presses of the punch clock made offline (domain punches.ts rule 9, ADR 0018): kept on the device
// per user and company, each with the time it was made and a key of its own, and sent in order
// when the connection returns. The server answers a key it has seen with the first punch, so a
// press whose answer was lost is sent again without being taken twice.
import { endsSession } from '@lonportal/domain/errors/codes';
import { PUNCH_ACTIONS, type PunchAction } from '@lonportal/domain/punches/punches';
import { stockholmWallTime } from '@lonportal/domain/dates';
import { ApiError, NetworkError, ResponseSchemaError, errorMessageKey } from '../../lib/api-client';

/** A press waiting to be sent. */
export interface QueuedPunch {
  Nyckel: string;
  Action: PunchAction;
  /** When it was pressed on the device (ISO). */
  Tid: string;
  /** Sends the server failed (5xx) so far. */
  Forsok?: number;
}

/** A press the server refused: shown with its reason until the user closes it. */
export interface RejectedPunch extends Omit<QueuedPunch, 'Forsok'> {
  /** Why, as an i18n key. */
  Fel: string;
}

export interface PunchQueue {
  pending: QueuedPunch[];
  rejected: RejectedPunch[];
}

export const EMPTY_QUEUE: PunchQueue = { pending: [], rejected: [] };

/** A press failing this many times on the server's side is given up and shown as refused. */
export const MAX_SERVER_FAILURES = 5;

/** The storage key of a user's queue in a company. */
export const punchQueueKey = (ftgId: string, login: string) => `lonportal.punchQueue.${ftgId}.${login}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isAction = (v: unknown): v is PunchAction => PUNCH_ACTIONS.includes(v as PunchAction);
const isPress = (v: unknown): v is QueuedPunch =>
  isRecord(v) &&
  typeof v.Nyckel === 'string' &&
  isAction(v.Action) &&
  typeof v.Tid === 'string' &&
  !Number.isNaN(Date.parse(v.Tid));

/** The queue in its stored form (JSON), anything unreadable left out. */
export function parseQueue(raw: string | null): PunchQueue {
  if (!raw) return EMPTY_QUEUE;
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v)) return EMPTY_QUEUE;
    const list = (x: unknown) => (Array.isArray(x) ? x : []);
    return {
      pending: list(v.pending)
        .filter(isPress)
        .map((p) => ({
          Nyckel: p.Nyckel,
          Action: p.Action,
          Tid: p.Tid,
          ...(typeof p.Forsok === 'number' ? { Forsok: p.Forsok } : {}),
        })),
      rejected: list(v.rejected)
        .filter((r): r is RejectedPunch => isPress(r) && typeof (r as RejectedPunch).Fel === 'string')
        .map((r) => ({ Nyckel: r.Nyckel, Action: r.Action, Tid: r.Tid, Fel: r.Fel })),
    };
  } catch {
    return EMPTY_QUEUE;
  }
}

/** What the stored form of `q` is (null: nothing to keep). */
export const serializeQueue = (q: PunchQueue): string | null =>
  q.pending.length === 0 && q.rejected.length === 0 ? null : JSON.stringify(q);

/** A new key: a random UUID, also where the page is not a secure context (no crypto.randomUUID). */
export function newPunchKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The open punch as the clock shows it: since when, and whether a break is going on since when. */
export interface ClockView {
  In: string;
  Datum: string;
  RastPagar: boolean;
  RastStart: string | null;
}

/**
 * The clock after the waiting presses, so that a punch-in made offline can be punched out offline
 * too. A press that would not fit (a second punch-in) is left to the server to refuse.
 */
export function clockAfter(open: ClockView | null, pending: readonly QueuedPunch[]): ClockView | null {
  let view = open;
  for (const p of pending) {
    if (p.Action === 'in')
      view = {
        In: p.Tid,
        Datum: stockholmWallTime(new Date(p.Tid)).Datum,
        RastPagar: false,
        RastStart: null,
      };
    else if (p.Action === 'ut') view = null;
    else if (view)
      view = {
        ...view,
        RastPagar: p.Action === 'rastStart',
        RastStart: p.Action === 'rastStart' ? p.Tid : null,
      };
  }
  return view;
}

/** What to do with a press whose send failed. */
export type Failure = 'keep' | 'retry' | { refused: string };

/**
 * No connection, or the session has ended (the user logs in and it is sent then): keep it. The
 * server failed (5xx, a time-out): try again later, a few times. Anything else the server refused
 * (4xx) is refused for good, with its translated reason.
 */
export function failureOf(err: unknown): Failure {
  if (err instanceof NetworkError) return 'keep';
  if (err instanceof ApiError) {
    if (endsSession(err.status, err.code)) return 'keep';
    if (err.status >= 500 || err.status === 408 || err.status === 429) return 'retry';
    return { refused: errorMessageKey(err, { loggedIn: true, online: true }) };
  }
  // A bug on the page, not the press's fault: try again later.
  return 'retry';
}

/** Where the queue is kept, read afresh before each send (another tab may have sent some). */
export interface QueueStore {
  load(): PunchQueue;
  save(q: PunchQueue): void;
}

export interface FlushResult {
  sent: number;
  refused: number;
}

/**
 * Sends the waiting presses in order, each with its key and time, until one cannot go now. A sent
 * press leaves the queue; a refused one moves to `rejected` (never sent again); one the server
 * failed stays, and is given up after MAX_SERVER_FAILURES; without a connection the rest wait.
 */
export async function flushQueue(
  store: QueueStore,
  send: (p: QueuedPunch) => Promise<unknown>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0 };
  for (;;) {
    const head = store.load().pending[0];
    if (!head) return result;
    let failure: Failure | null = null;
    try {
      await send(head);
    } catch (err) {
      // An answer that does not match the contract still means the server took the press.
      failure = err instanceof ResponseSchemaError ? null : failureOf(err);
    }
    const q = store.load();
    const rest = q.pending.filter((p) => p.Nyckel !== head.Nyckel);
    if (failure === null) {
      store.save({ ...q, pending: rest });
      result.sent += 1;
      continue;
    }
    if (failure === 'keep') return result;
    const tries = (head.Forsok ?? 0) + 1;
    if (failure === 'retry' && tries < MAX_SERVER_FAILURES) {
      store.save({
        ...q,
        pending: q.pending.map((p) => (p.Nyckel === head.Nyckel ? { ...p, Forsok: tries } : p)),
      });
      return result;
    }
    const Fel = failure === 'retry' ? 'errors.internalError' : failure.refused;
    const { Forsok, ...press } = head;
    void Forsok;
    store.save({ pending: rest, rejected: [...q.rejected, { ...press, Fel }] });
    result.refused += 1;
  }
}
