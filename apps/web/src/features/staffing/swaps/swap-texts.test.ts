import { describe, expect, it } from 'vitest';
import type { Passbyte, PassbyteStatus } from '@lonportal/domain/staffing/swaps';
import { ApiError, NetworkError } from '../../../lib/api-client';
import en from '../../../i18n/en.json';
import sv from '../../../i18n/sv.json';
import {
  chosenInterest,
  expiryWallTime,
  groupOwnSwaps,
  interestOutcome,
  shiftTimes,
  sortSwaps,
  swapBackOptions,
  swapFailureKey,
  swapStatusColor,
  swapStatusKey,
  waitingOfferOf,
} from './swap-texts';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function swap(over: Partial<Passbyte> & { Datum?: string; StartTid?: string } = {}): Passbyte {
  const { Datum = '2026-12-10', StartTid = '07:00', ...rest } = over;
  return {
    Id: uuid(),
    Status: 'OPPET',
    Pass: {
      Id: uuid(),
      AnstNr: '1',
      Datum,
      StartTid,
      SlutTid: '15:00',
      Typ: 'ARBETE',
      Bemuppgift: 'VARD',
      Avdelning: '',
      BehovId: null,
      RastMinuter: 30,
      Kommentar: '',
      Publicerad: true,
      Version: 1,
    },
    AnstNr: '1',
    Namn: 'Anna Berg',
    Kommentar: '',
    GallerTill: '2026-12-09T06:00:00.000Z',
    Intressen: [],
    MittIntresse: false,
    KanTa: false,
    Beslut: null,
    Version: 1,
    ...rest,
  };
}

const interest = (id = uuid()) => ({
  Id: id,
  AnstNr: '2',
  Namn: 'Bo Ek',
  MotPass: null,
  Varningar: [],
  VarningarGivare: [],
});

const lookup = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

describe('a swap state (SPEC §4 "Shift swap")', () => {
  const statuses: PassbyteStatus[] = ['OPPET', 'INTRESSE', 'GODKANT', 'NEKAT', 'UTGANGET', 'AVBRUTET'];
  it('has a translated text for every state', () => {
    for (const Status of statuses) {
      const key = swapStatusKey({ Status, Beslut: null });
      expect(typeof lookup(sv, key)).toBe('string');
      expect(typeof lookup(en, key)).toBe('string');
    }
    expect(lookup(sv, swapStatusKey({ Status: 'UTGANGET', Beslut: null }))).toBe('Utgånget');
  });
  it('says a swap made at once (PassbyteTyp D) was swapped directly, one a manager approved approved', () => {
    const direct = { Av: 'DIREKT', Kommentar: '', IntresseId: null };
    expect(swapStatusKey({ Status: 'GODKANT', Beslut: direct })).toBe('staffing.swaps.status.DIREKT');
    expect(swapStatusKey({ Status: 'GODKANT', Beslut: { ...direct, Av: 'Chef Chefsson' } })).toBe(
      'staffing.swaps.status.GODKANT',
    );
  });
  it('colours the waiting, the approved and the denied apart', () => {
    expect(new Set(['OPPET', 'GODKANT', 'NEKAT'].map((s) => swapStatusColor(s as PassbyteStatus))).size).toBe(
      3,
    );
  });
});

describe('when a swap expires, in Stockholm time (DOMAIN §14)', () => {
  it('in winter UTC+1, in summer UTC+2', () => {
    expect(expiryWallTime('2026-12-09T06:00:00.000Z')).toEqual({ Datum: '2026-12-09', Tid: '07:00' });
    expect(expiryWallTime('2026-06-30T22:30:00.000Z')).toEqual({ Datum: '2026-07-01', Tid: '00:30' });
  });
  it('a shift as its times', () => {
    expect(shiftTimes({ StartTid: '22:00', SlutTid: '24:00' })).toBe('22:00–24:00');
  });
});

describe('the order of the swaps', () => {
  it('puts the waiting first, expiring soonest on top, then the decided, the latest shift first', () => {
    const later = swap({ GallerTill: '2026-12-11T06:00:00.000Z' });
    const sooner = swap({ Status: 'INTRESSE', GallerTill: '2026-12-08T06:00:00.000Z' });
    const oldDenied = swap({ Status: 'NEKAT', Datum: '2026-12-01' });
    const newApproved = swap({ Status: 'GODKANT', Datum: '2026-12-20' });
    expect(sortSwaps([oldDenied, later, newApproved, sooner]).map((s) => s.Id)).toEqual([
      sooner.Id,
      later.Id,
      newApproved.Id,
      oldDenied.Id,
    ]);
  });
  it('the same expiry by the shift start', () => {
    const at = '2026-12-09T06:00:00.000Z';
    const late = swap({ GallerTill: at, StartTid: '13:00' });
    const early = swap({ GallerTill: at, StartTid: '07:00' });
    expect(sortSwaps([late, early]).map((s) => s.Id)).toEqual([early.Id, late.Id]);
  });
});

describe("an employee's swaps by their part", () => {
  it('splits own offers, own interests and the offers one may take; hides the rest', () => {
    const mine = swap({ AnstNr: '7' });
    const interested = swap({ MittIntresse: true, Status: 'INTRESSE' });
    const takeable = swap({ KanTa: true });
    const other = swap({ KanTa: false });
    const g = groupOwnSwaps([other, takeable, interested, mine], '7');
    expect(g.offers).toEqual([mine]);
    expect(g.interests).toEqual([interested]);
    expect(g.available).toEqual([takeable]);
  });
  it('the waiting offer of a shift, not a withdrawn one', () => {
    const withdrawn = swap({ Status: 'AVBRUTET' });
    const open = swap({ Pass: { ...withdrawn.Pass }, Status: 'INTRESSE' });
    expect(waitingOfferOf([withdrawn], withdrawn.Pass.Id)).toBeUndefined();
    expect(waitingOfferOf([withdrawn, open], withdrawn.Pass.Id)).toBe(open);
  });
});

describe('how an approved swap ended', () => {
  it('for the employee: theirs when their interest was chosen, another’s otherwise', () => {
    const mine = interest();
    const won = swap({
      Status: 'GODKANT',
      Intressen: [mine],
      Beslut: { Av: 'DIREKT', Kommentar: '', IntresseId: mine.Id },
    });
    expect(interestOutcome(won)).toBe('won');
    expect(interestOutcome({ ...won, Beslut: { ...won.Beslut!, IntresseId: uuid() } })).toBe('lost');
    expect(interestOutcome({ ...won, Status: 'INTRESSE', Beslut: null })).toBeNull();
  });
  it('for the manager: the interest chosen', () => {
    const a = interest();
    const b = interest();
    const s = swap({
      Status: 'GODKANT',
      Intressen: [a, b],
      Beslut: { Av: 'X', Kommentar: '', IntresseId: b.Id },
    });
    expect(chosenInterest(s)).toBe(b);
    expect(chosenInterest({ ...s, Beslut: null })).toBeUndefined();
  });
});

describe('the shifts to offer in return', () => {
  const own = (Id: string, Datum: string, StartTid: string, SlutTid: string) => ({
    Id,
    Datum,
    StartTid,
    SlutTid,
  });
  it('from today on, in time order, a night once (its first part)', () => {
    const list = [
      own('late', '2026-12-12', '13:00', '21:00'),
      own('past', '2026-12-09', '07:00', '15:00'),
      own('night1', '2026-12-10', '22:00', '24:00'),
      own('night2', '2026-12-11', '00:00', '06:00'),
      own('early', '2026-12-12', '07:00', '12:00'),
      own('today', '2026-12-10', '06:00', '10:00'),
    ];
    expect(swapBackOptions(list, '2026-12-10').map((s) => s.Id)).toEqual([
      'today',
      'night1',
      'early',
      'late',
    ]);
  });
  it('keeps a shift from midnight that no part to 24:00 goes before', () => {
    expect(swapBackOptions([own('a', '2026-12-11', '00:00', '06:00')], '2026-12-10')).toHaveLength(1);
  });
});

describe('why a call on a swap failed', () => {
  const err = (code: number, details: { Field: string; Code: string }[] = []) =>
    new ApiError(Math.floor(code / 100), code, details, '');
  it('a swap decided, withdrawn or expired meanwhile, or changed by someone else, has its own text', () => {
    expect(swapFailureKey(err(40910))).toBe('staffing.swaps.error.notWaiting');
    expect(swapFailureKey(err(40900))).toBe('staffing.swaps.error.changed');
  });
  it("anything else as the app says it: a field's own key, the catalogue's, the network's", () => {
    expect(swapFailureKey(err(40000, [{ Field: 'PassId', Code: 'validation.staffing.swapTooLate' }]))).toBe(
      'validation.staffing.swapTooLate',
    );
    expect(swapFailureKey(new NetworkError('down'))).toMatch(/^(errors\.network|global\.offline\.text)$/);
    for (const key of ['staffing.swaps.error.notWaiting', 'staffing.swaps.error.changed'])
      expect(typeof lookup(sv, key)).toBe('string');
  });
});
