import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseSchemaError } from '../../lib/api-client';
import {
  clockAfter,
  EMPTY_QUEUE,
  failureOf,
  flushQueue,
  MAX_SERVER_FAILURES,
  newPunchKey,
  parseQueue,
  punchQueueKey,
  serializeQueue,
  type PunchQueue,
  type QueuedPunch,
} from './punch-queue';

const press = (Action: QueuedPunch['Action'], Tid: string, Nyckel = `key-${Action}-${Tid}`): QueuedPunch => ({
  Nyckel,
  Action,
  Tid,
});
const IN = press('in', '2026-11-23T06:58:00.000Z');
const BREAK = press('rastStart', '2026-11-23T11:00:00.000Z');
const BACK = press('rastSlut', '2026-11-23T11:30:00.000Z');
const OUT = press('ut', '2026-11-23T15:31:00.000Z');

/** A queue kept in memory, as the page keeps it in localStorage. */
function memoryStore(pending: QueuedPunch[]) {
  let q: PunchQueue = { pending, rejected: [] };
  return { load: () => q, save: (next: PunchQueue) => (q = next), get: () => q };
}

const refusal = (code: number, details: { Field: string; Code: string }[] = []) =>
  new ApiError(Math.floor(code / 100), code, details, '');

describe('sending the waiting presses', () => {
  it('sends them in order, each with its key and time, and empties the queue', async () => {
    const store = memoryStore([IN, BREAK, BACK, OUT]);
    const sent: QueuedPunch[] = [];
    expect(await flushQueue(store, async (p) => void sent.push(p))).toEqual({ sent: 4, refused: 0 });
    expect(sent).toEqual([IN, BREAK, BACK, OUT]);
    expect(store.get()).toEqual(EMPTY_QUEUE);
  });

  it('stops without a connection and keeps the rest, in order, for the next time', async () => {
    const store = memoryStore([IN, OUT]);
    let calls = 0;
    const result = await flushQueue(store, async () => {
      calls += 1;
      if (calls === 2) throw new NetworkError('Failed to fetch');
    });
    expect(result).toEqual({ sent: 1, refused: 0 });
    expect(store.get().pending).toEqual([OUT]);
    // Back online: the same press with the same key and time.
    const again: QueuedPunch[] = [];
    await flushQueue(store, async (p) => void again.push(p));
    expect(again).toEqual([OUT]);
  });

  it('moves a refused press out of the queue with its reason, and goes on with the next', async () => {
    const store = memoryStore([IN, OUT]);
    const tooOld = refusal(40000, [{ Field: 'Tid', Code: 'validation.punch.tooOld' }]);
    const sent: string[] = [];
    const result = await flushQueue(store, async (p) => {
      if (p.Action === 'in') throw tooOld;
      sent.push(p.Action);
    });
    expect(result).toEqual({ sent: 1, refused: 1 });
    expect(sent).toEqual(['ut']);
    expect(store.get()).toEqual({ pending: [], rejected: [{ ...IN, Fel: 'validation.punch.tooOld' }] });
  });

  it('translates a refusal without a field by its code', async () => {
    const store = memoryStore([OUT]);
    await flushQueue(store, () => Promise.reject(refusal(40921)));
    expect(store.get().rejected).toEqual([{ ...OUT, Fel: 'errors.punchNotOpen' }]);
  });

  it('tries a press the server failed again later, and gives it up after a few times', async () => {
    const store = memoryStore([IN, OUT]);
    const failing = () => Promise.reject(refusal(50000));
    for (let i = 1; i < MAX_SERVER_FAILURES; i++) {
      expect(await flushQueue(store, failing)).toEqual({ sent: 0, refused: 0 });
      expect(store.get().pending).toEqual([{ ...IN, Forsok: i }, OUT]);
    }
    // The last failure refuses it; the next press is then sent.
    const sent: string[] = [];
    let first = true;
    const result = await flushQueue(store, async (p) => {
      if (first) {
        first = false;
        throw refusal(50000);
      }
      sent.push(p.Action);
    });
    expect(result).toEqual({ sent: 1, refused: 1 });
    expect(sent).toEqual(['ut']);
    expect(store.get().rejected).toEqual([{ ...IN, Fel: 'errors.internalError' }]);
  });

  it('keeps the queue when the session has ended, to send it after the next login', async () => {
    const store = memoryStore([IN]);
    await flushQueue(store, () => Promise.reject(refusal(40102)));
    expect(store.get().pending).toEqual([IN]);
  });

  it('counts an answer that does not match the contract as sent: the server took the press', async () => {
    const store = memoryStore([IN]);
    const odd = new ResponseSchemaError({ method: 'POST', path: '/stamplingar' }, 201, []);
    expect(await flushQueue(store, () => Promise.reject(odd))).toEqual({ sent: 1, refused: 0 });
    expect(store.get().pending).toEqual([]);
  });

  it('reads the queue afresh before each send: a press another tab sent is not sent again', async () => {
    const store = memoryStore([IN, OUT]);
    const sent: string[] = [];
    await flushQueue(store, async (p) => {
      sent.push(p.Action);
      // Meanwhile another tab sent the punch-out.
      store.save({ ...store.get(), pending: store.get().pending.filter((q) => q.Action !== 'ut') });
    });
    expect(sent).toEqual(['in']);
  });
});

describe('what a failure means for a press', () => {
  it.each([
    ['no connection', new NetworkError('x'), 'keep'],
    ['the session ended', refusal(40101), 'keep'],
    ['the server failed', refusal(50000), 'retry'],
    ['the service is down', refusal(50300), 'retry'],
    ['too many requests', refusal(42900), 'retry'],
    ['a bug on the page', new TypeError('x'), 'retry'],
    ['already punched in', refusal(40920), { refused: 'errors.punchAlreadyOpen' }],
    ['not allowed', refusal(40311), { refused: 'errors.employeeNotAllowed' }],
  ])('%s', (_, err, expected) => {
    expect(failureOf(err)).toEqual(expected);
  });
});

describe('the clock after the waiting presses', () => {
  const open = { In: '2026-11-23T06:58:00.000Z', Datum: '2026-11-23', RastPagar: false, RastStart: null };

  it('punches in, takes a break, and punches out offline', () => {
    expect(clockAfter(null, [])).toBeNull();
    expect(clockAfter(null, [IN])).toEqual(open);
    expect(clockAfter(null, [IN, BREAK])).toEqual({ ...open, RastPagar: true, RastStart: BREAK.Tid });
    expect(clockAfter(null, [IN, BREAK, BACK])).toEqual(open);
    expect(clockAfter(null, [IN, BREAK, BACK, OUT])).toBeNull();
  });

  it('goes on from the punch the server has open', () => {
    expect(clockAfter(open, [])).toBe(open);
    expect(clockAfter(open, [BREAK])).toMatchObject({ In: open.In, RastPagar: true });
    expect(clockAfter(open, [OUT])).toBeNull();
  });

  it('dates a punch-in by the Stockholm clock', () => {
    // 23:30 UTC on 23 November is 00:30 on the 24th in Stockholm.
    expect(clockAfter(null, [press('in', '2026-11-23T23:30:00.000Z')])?.Datum).toBe('2026-11-24');
  });
});

describe('the stored queue', () => {
  it('is kept per company and user', () => {
    expect(punchQueueKey('f1', 'per')).not.toBe(punchQueueKey('f2', 'per'));
    expect(punchQueueKey('f1', 'per')).not.toBe(punchQueueKey('f1', 'avd'));
  });

  it('reads back what it wrote, and nothing when empty', () => {
    const q: PunchQueue = { pending: [IN, { ...OUT, Forsok: 2 }], rejected: [{ ...BREAK, Fel: 'x.y' }] };
    expect(parseQueue(serializeQueue(q))).toEqual(q);
    expect(serializeQueue(EMPTY_QUEUE)).toBeNull();
  });

  it('leaves out what it cannot read', () => {
    expect(parseQueue('not json')).toEqual(EMPTY_QUEUE);
    expect(parseQueue('[1,2]')).toEqual(EMPTY_QUEUE);
    const raw = JSON.stringify({
      pending: [IN, { ...OUT, Action: 'lunch' }, { ...OUT, Tid: 'soon' }, null],
      rejected: [{ ...IN }],
    });
    expect(parseQueue(raw)).toEqual({ pending: [IN], rejected: [] });
  });

  it('makes keys that are UUIDs and differ', () => {
    const keys = new Set(Array.from({ length: 50 }, newPunchKey));
    expect(keys.size).toBe(50);
    for (const k of keys)
      expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
