import { describe, expect, it } from 'vitest';
import type { PlanPass } from '@lonportal/domain/staffing/planner';
import { checkBody, createBody, shiftDefaults, updateBody } from './shift-form';

const filter = { Bemuppgift: 'MORGON', Avdelning: 'A1' };
const NEED_ID = '11111111-1111-4111-8111-111111111111';
const PASS_ID = '22222222-2222-4222-8222-222222222222';

describe('the shift dialog’s values', () => {
  it('a person’s day starts with the planner’s task and department, and no times', () => {
    const v = shiftDefaults({ kind: 'day', AnstNr: '1001', Datum: '2026-11-02' }, filter);
    expect(v).toMatchObject({
      AnstNr: '1001',
      Datum: '2026-11-02',
      Bemuppgift: 'MORGON',
      Avdelning: 'A1',
      StartTid: '',
    });
    // Not a shift yet: nothing to check.
    expect(checkBody(v, null)).toBeNull();
    expect(checkBody({ ...v, StartTid: '07:00', SlutTid: '15:00' }, null)).toMatchObject({
      AnstNr: '1001',
      Id: null,
    });
  });
  it('an open need gives its task, times and id, and a rast past 5 h (ATL 15 §); the person is chosen', () => {
    const need = {
      Id: NEED_ID,
      SerieId: NEED_ID,
      Bemuppgift: 'KVALL',
      Avdelning: '',
      Datum: '2026-11-02',
      StartTid: '14:00',
      SlutTid: '22:00',
      Antal: 2,
      Kompetenser: [],
      Egenskaper: [],
      Version: 0,
    };
    const v = shiftDefaults({ kind: 'need', need }, filter);
    expect(v).toMatchObject({ AnstNr: '', BehovId: NEED_ID, Bemuppgift: 'KVALL', RastMinuter: 30 });
    expect(checkBody(v, null)).toBeNull();
  });
  it('a shift to change keeps its values; the check names it so it is not counted twice', () => {
    const pass: PlanPass = {
      Id: PASS_ID,
      AnstNr: '1001',
      Datum: '2026-11-02',
      StartTid: '22:00',
      SlutTid: '24:00',
      Typ: 'JOUR',
      Bemuppgift: 'NATT',
      Avdelning: '',
      BehovId: null,
      RastMinuter: 0,
      Kommentar: 'Byte',
      Publicerad: true,
      Version: 3,
      Varningar: [],
    };
    const v = shiftDefaults({ kind: 'edit', pass }, filter);
    expect(updateBody({ ...v, Orsak: 'Sjuk kollega' }, pass.Version)).toMatchObject({
      Typ: 'JOUR',
      Kommentar: 'Byte',
      Orsak: 'Sjuk kollega',
      Version: 3,
    });
    expect(checkBody(v, pass.Id)?.Id).toBe(PASS_ID);
  });
  it('an emptied rast is sent as none', () => {
    const v = shiftDefaults({ kind: 'day', AnstNr: '1', Datum: '2026-11-02' }, filter);
    expect(createBody({ ...v, RastMinuter: null }).RastMinuter).toBe(0);
  });
});
