import { describe, expect, it } from 'vitest';
import {
  initialStatus,
  mayEdit,
  stageOf,
  STATUS_ACTIONS,
  TIME_ENTRY_STATUSES,
  transferableStatus,
  transferableStatuses,
  transition,
  type StatusAction,
  type StatusFlags,
  type StatusStage,
  type TimeEntryStatus,
} from './row-status';

// SPEC §4 Attest status under every combination of KalUseLonReady and KalUseAttest, including rows
// stored before a switch changed (ADR 0007 "When a switch changes").
const COMBINATIONS = {
  'both on': { KalUseLonReady: true, KalUseAttest: true },
  'LonReady only': { KalUseLonReady: true, KalUseAttest: false },
  'Attest only': { KalUseLonReady: false, KalUseAttest: true },
  'both off': { KalUseLonReady: false, KalUseAttest: false },
} satisfies Record<string, StatusFlags>;
type Combination = keyof typeof COMBINATIONS;
const NAMES = Object.keys(COMBINATIONS) as Combination[];

// A refusal, by its key's last word; anything else is the status the action leads to.
type Cell = TimeEntryStatus | 'approvalOff' | 'attestOff' | 'wrongStatus' | 'locked';
type Row = Record<StatusAction, Cell>;
const row = (approve: Cell, unapprove: Cell, attest: Cell, unattest: Cell, transfer: Cell): Row => ({
  approve,
  unapprove,
  attest,
  unattest,
  transfer,
});
const LOCKED_ROW = row('locked', 'locked', 'locked', 'locked', 'locked');

/** Every (combination × status × action): the status it leads to, or why it is refused. */
const MACHINE: Record<Combination, Record<TimeEntryStatus, Row>> = {
  'both on': {
    NOT_APPROVED: row('NOT_ATTESTED', 'wrongStatus', 'wrongStatus', 'wrongStatus', 'wrongStatus'),
    APPROVED: row('wrongStatus', 'NOT_APPROVED', 'ATTESTED', 'wrongStatus', 'wrongStatus'),
    NOT_ATTESTED: row('wrongStatus', 'NOT_APPROVED', 'ATTESTED', 'wrongStatus', 'wrongStatus'),
    ATTESTED: row('wrongStatus', 'wrongStatus', 'wrongStatus', 'NOT_ATTESTED', 'LOCKED'),
    LOCKED: LOCKED_ROW,
  },
  'LonReady only': {
    NOT_APPROVED: row('APPROVED', 'wrongStatus', 'attestOff', 'attestOff', 'wrongStatus'),
    APPROVED: row('wrongStatus', 'NOT_APPROVED', 'attestOff', 'attestOff', 'LOCKED'),
    NOT_ATTESTED: row('wrongStatus', 'NOT_APPROVED', 'attestOff', 'attestOff', 'LOCKED'),
    ATTESTED: row('wrongStatus', 'NOT_APPROVED', 'attestOff', 'attestOff', 'LOCKED'),
    LOCKED: LOCKED_ROW,
  },
  'Attest only': {
    NOT_APPROVED: row('approvalOff', 'approvalOff', 'ATTESTED', 'wrongStatus', 'wrongStatus'),
    APPROVED: row('approvalOff', 'approvalOff', 'ATTESTED', 'wrongStatus', 'wrongStatus'),
    NOT_ATTESTED: row('approvalOff', 'approvalOff', 'ATTESTED', 'wrongStatus', 'wrongStatus'),
    ATTESTED: row('approvalOff', 'approvalOff', 'wrongStatus', 'NOT_ATTESTED', 'LOCKED'),
    LOCKED: LOCKED_ROW,
  },
  'both off': {
    NOT_APPROVED: row('approvalOff', 'approvalOff', 'attestOff', 'attestOff', 'LOCKED'),
    APPROVED: row('approvalOff', 'approvalOff', 'attestOff', 'attestOff', 'LOCKED'),
    NOT_ATTESTED: row('approvalOff', 'approvalOff', 'attestOff', 'attestOff', 'LOCKED'),
    ATTESTED: row('approvalOff', 'approvalOff', 'attestOff', 'attestOff', 'LOCKED'),
    LOCKED: LOCKED_ROW,
  },
};

/** The table of status.ts and ADR 0007: what each status means under each combination. */
const STAGES: Record<Combination, StatusStage[]> = {
  // In the order NOT_APPROVED, APPROVED, NOT_ATTESTED, ATTESTED, LOCKED.
  'both on': ['open', 'approved', 'approved', 'ready', 'locked'],
  'LonReady only': ['open', 'ready', 'ready', 'ready', 'locked'],
  'Attest only': ['open', 'open', 'open', 'ready', 'locked'],
  'both off': ['ready', 'ready', 'ready', 'ready', 'locked'],
};

const REFUSALS = ['approvalOff', 'attestOff', 'wrongStatus', 'locked'];

describe('attest status machine (SPEC §4) under every company switch combination', () => {
  const cases = NAMES.flatMap((name) =>
    TIME_ENTRY_STATUSES.flatMap((status) => STATUS_ACTIONS.map((action) => [name, status, action] as const)),
  );

  it.each(cases)('%s: %s --%s-->', (name, status, action) => {
    const want = MACHINE[name][status][action];
    const result = transition(status, action, COMBINATIONS[name]);
    if (REFUSALS.includes(want)) expect(result).toEqual({ ok: false, reason: `timeReport.refused.${want}` });
    else expect(result).toEqual({ ok: true, status: want });
  });

  it.each(NAMES)('%s: each status means its stage', (name) => {
    expect(TIME_ENTRY_STATUSES.map((s) => stageOf(s, COMBINATIONS[name]))).toEqual(STAGES[name]);
  });

  it.each([
    ['both on', 'NOT_APPROVED', ['ATTESTED'], 'ATTESTED'],
    ['LonReady only', 'NOT_APPROVED', ['APPROVED', 'NOT_ATTESTED', 'ATTESTED'], 'APPROVED'],
    ['Attest only', 'NOT_ATTESTED', ['ATTESTED'], 'ATTESTED'],
    ['both off', 'APPROVED', ['NOT_APPROVED', 'APPROVED', 'NOT_ATTESTED', 'ATTESTED'], 'APPROVED'],
  ] as const)('%s: starts in %s, the export takes %j (old single status %s)', (name, first, ready, one) => {
    const f = COMBINATIONS[name];
    expect(initialStatus(f)).toBe(first);
    expect(transferableStatuses(f)).toEqual(ready);
    expect(transferableStatus(f)).toBe(one);
    // The export's set is exactly the statuses a transfer accepts.
    expect(TIME_ENTRY_STATUSES.filter((s) => transition(s, 'transfer', f).ok)).toEqual(ready);
  });
});

/** The statuses reachable from `from` under `f`, by any sequence of actions. */
function reachable(from: TimeEntryStatus, f: StatusFlags): Set<TimeEntryStatus> {
  const seen = new Set<TimeEntryStatus>([from]);
  const queue = [from];
  for (let s = queue.shift(); s; s = queue.shift()) {
    for (const a of STATUS_ACTIONS) {
      const t = transition(s, a, f);
      if (t.ok && !seen.has(t.status)) {
        seen.add(t.status);
        queue.push(t.status);
      }
    }
  }
  return seen;
}

describe('no row is stranded when a switch changes (SPEC §4)', () => {
  const open = TIME_ENTRY_STATUSES.filter((s) => s !== 'LOCKED');
  const cases = NAMES.flatMap((name) => open.map((status) => [name, status] as const));

  it.each(cases)('%s: from %s a path leads to payroll and one back to the first stage', (name, status) => {
    const f = COMBINATIONS[name];
    const paths = reachable(status, f);
    expect(paths.has('LOCKED')).toBe(true);
    expect([...paths].some((s) => transferableStatuses(f).includes(s))).toBe(true);
    const first = stageOf(initialStatus(f), f);
    expect([...paths].some((s) => stageOf(s, f) === first)).toBe(true);
    // With a step to take back, the way back ends in the very status a new row starts in.
    if (f.KalUseLonReady || f.KalUseAttest) expect(paths.has(initialStatus(f))).toBe(true);
  });

  it.each(NAMES)('%s: a locked row stays locked', (name) => {
    expect([...reachable('LOCKED', COMBINATIONS[name])]).toEqual(['LOCKED']);
  });

  // The server moves a period's rows with one UPDATE per source status (status-service.ts); an
  // action whose result it would take again would move a row twice.
  it.each(NAMES)('%s: an action never applies to its own result', (name) => {
    const f = COMBINATIONS[name];
    for (const s of TIME_ENTRY_STATUSES)
      for (const a of STATUS_ACTIONS) {
        const t = transition(s, a, f);
        if (t.ok) expect(transition(t.status, a, f).ok).toBe(false);
      }
  });
});

describe('who may still edit a row', () => {
  // [employee, manager] per status: NOT_APPROVED, APPROVED, NOT_ATTESTED, ATTESTED, LOCKED.
  const EDIT: Record<Combination, [boolean, boolean][]> = {
    'both on': [
      [true, true],
      [false, true],
      [false, true],
      [false, false],
      [false, false],
    ],
    'LonReady only': [
      [true, true],
      [false, true],
      [false, true],
      [false, false],
      [false, false],
    ],
    'Attest only': [
      [true, true],
      [true, true],
      [true, true],
      [false, false],
      [false, false],
    ],
    'both off': [
      [true, true],
      [true, true],
      [true, true],
      [false, false],
      [false, false],
    ],
  };
  const cases = NAMES.flatMap((name) =>
    TIME_ENTRY_STATUSES.map((s, i) => [name, s, ...EDIT[name][i]!] as const),
  );

  it.each(cases)('%s: %s, employee edits %s, manager edits %s', (name, status, employee, manager) => {
    expect(mayEdit(status, COMBINATIONS[name], false)).toBe(employee);
    expect(mayEdit(status, COMBINATIONS[name], true)).toBe(manager);
  });
});
