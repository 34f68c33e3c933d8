import { describe, expect, it } from 'vitest';
import type { Behov } from '@lonportal/domain/staffing/needs';
import { needFieldOf, needFormOf, needResolver, prefillFromTask, type NeedFormValues } from './need-form';

const saved: Behov = {
  Id: '00000000-0000-4000-8000-000000000001',
  SerieId: '00000000-0000-4000-8000-0000000000a1',
  Bemuppgift: 'MORGON',
  Avdelning: 'A1',
  Datum: '2026-11-02',
  StartTid: '07:00',
  SlutTid: '15:00',
  Antal: 2,
  Kompetenser: ['LYFT'],
  Egenskaper: [],
  Version: 3,
};

const check = async (isNew: boolean, values: NeedFormValues, today = '2026-11-02') => {
  const result = await needResolver(isNew, today)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as Record<string, { message?: string; Slutdatum?: { message?: string } }>;
  return { values: result.values, errors };
};

describe('the need form', () => {
  it('a saved day keeps its version and has no repetition; a new need has one and no version', () => {
    expect(needFormOf(saved, '2026-11-09')).toEqual({
      Bemuppgift: 'MORGON',
      Avdelning: 'A1',
      Datum: '2026-11-02',
      StartTid: '07:00',
      SlutTid: '15:00',
      Antal: 2,
      Kompetenser: ['LYFT'],
      Egenskaper: [],
      Version: 3,
    });
    const fresh = needFormOf(null, '2026-11-09');
    expect(fresh).toMatchObject({ Datum: '2026-11-09', Antal: 1, Upprepning: { Veckor: 0 } });
    expect(fresh).not.toHaveProperty('Version');
  });

  it('a task fills in its department, competences and properties', () => {
    const task = {
      Bemuppgift: 'NATT',
      BenText: 'Natt',
      Avdelning: 'A2',
      Kompetenser: ['DELEG'],
      Egenskaper: ['ROKFRI'],
    };
    expect(prefillFromTask(task)).toEqual({
      Avdelning: 'A2',
      Kompetenser: ['DELEG'],
      Egenskaper: ['ROKFRI'],
    });
  });

  it('maps the server’s fields, a list item onto its list', () => {
    expect(needFieldOf('Upprepning.Slutdatum')).toBe('Upprepning.Slutdatum');
    expect(needFieldOf('Kompetenser.1')).toBe('Kompetenser');
    expect(needFieldOf('Version')).toBeNull();
  });

  it('accepts a night need across midnight and a saved day as read', async () => {
    const night = {
      ...needFormOf(null, '2026-11-02'),
      Bemuppgift: 'NATT',
      StartTid: '22:00',
      SlutTid: '06:00',
    };
    expect((await check(true, night)).errors).toEqual({});
    expect((await check(false, needFormOf(saved, ''))).errors).toEqual({});
  });

  it('refuses a need ending in the past on the field to correct (SPEC §5)', async () => {
    const base = {
      ...needFormOf(null, '2026-11-02'),
      Bemuppgift: 'DAG',
      StartTid: '07:00',
      SlutTid: '15:00',
    };
    expect((await check(true, base, '2026-11-03')).errors.Datum?.message).toBe(
      'validation.staffing.endInPast',
    );
    const series = { ...base, Upprepning: { Veckor: 1, Veckodagar: [1], Slutdatum: '2026-11-09' } };
    const { errors } = await check(true, series, '2026-11-10');
    expect(errors.Upprepning?.Slutdatum?.message).toBe('validation.staffing.endInPast');
    expect((await check(true, series, '2026-11-09')).errors).toEqual({});
  });

  it('refuses a shift of no length', async () => {
    const empty = {
      ...needFormOf(null, '2026-11-02'),
      Bemuppgift: 'DAG',
      StartTid: '07:00',
      SlutTid: '07:00',
    };
    expect((await check(true, empty)).errors.SlutTid?.message).toBe('validation.staffing.emptyShift');
  });
});
