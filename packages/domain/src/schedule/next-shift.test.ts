import { describe, expect, it } from 'vitest';
import { nastaPass, nextShift } from './next-shift';
import { day, shift } from './schedule-test-kit';

const pass = (Id: string, StartTid: string, SlutTid: string) =>
  shift(Id, StartTid, SlutTid, { BemuppgiftNamn: 'Omvårdnad', Avdelning: 'EKO', AvdelningNamn: 'Ekonomi' });
const schema = { SchemaTimmar: 8, SchemaTider: { StartTid: '08:00', SlutTid: '17:00', RastMinuter: 60 } };

describe('the next shift on the dashboard', () => {
  it('is the first shift not yet ended: one under way now, then the next', () => {
    const days = [day('2026-12-07', { Pass: [pass('b', '13:00', '17:00'), pass('a', '06:00', '10:00')] })];
    expect(nextShift(days, { Datum: '2026-12-07', Tid: '09:00' })).toMatchObject({ pass: { Id: 'a' } });
    expect(nextShift(days, { Datum: '2026-12-07', Tid: '10:00' })).toMatchObject({ pass: { Id: 'b' } });
    expect(nextShift(days, { Datum: '2026-12-07', Tid: '17:00' })).toBeNull();
  });

  it('a night is shown from the evening to the next morning, and its morning half once the evening is past', () => {
    const days = [
      day('2026-12-07', { Pass: [pass('kväll', '22:00', '24:00')] }),
      day('2026-12-08', { Pass: [pass('morgon', '00:00', '06:00')] }),
    ];
    expect(nextShift(days, { Datum: '2026-12-07', Tid: '12:00' })).toEqual(
      expect.objectContaining({ Datum: '2026-12-07', SlutDatum: '2026-12-08', SlutTid: '06:00' }),
    );
    expect(nextShift(days, { Datum: '2026-12-08', Tid: '02:00' })).toMatchObject({
      pass: { Id: 'morgon' },
      SlutDatum: '2026-12-08',
    });
  });

  it('without shifts, the work schedule’s next day with times, skipping whole days of leave', () => {
    const days = [
      day('2026-12-07', schema),
      day('2026-12-08', {
        ...schema,
        Ledighet: [{ Id: 'x', TidKod: 'SEM', BenText: 'Semester', Omfattning: 100 }],
      }),
      day('2026-12-09', schema),
    ];
    expect(nextShift(days, { Datum: '2026-12-07', Tid: '18:00' })).toEqual({
      kind: 'schema',
      Datum: '2026-12-09',
      StartTid: '08:00',
      SlutTid: '17:00',
    });
  });

  it('days before today are not read, and a fortnight of nothing is null', () => {
    expect(
      nextShift([day('2026-12-06', { Pass: [pass('a', '08:00', '12:00')] })], {
        Datum: '2026-12-07',
        Tid: '00:00',
      }),
    ).toBeNull();
    expect(
      nextShift([day('2026-12-07'), day('2026-12-08')], { Datum: '2026-12-07', Tid: '00:00' }),
    ).toBeNull();
  });

  it('answers the API’s form: a night’s end the next day, the task’s and the place’s names', () => {
    const days = [
      day('2026-12-07', { Pass: [pass('kväll', '22:00', '24:00')] }),
      day('2026-12-08', { Pass: [pass('morgon', '00:00', '06:00')] }),
    ];
    expect(nastaPass(days, { Datum: '2026-12-07', Tid: '12:00' }).Nasta).toEqual({
      Kalla: 'PASS',
      Datum: '2026-12-07',
      StartTid: '22:00',
      SlutDatum: '2026-12-08',
      SlutTid: '06:00',
      Typ: 'ARBETE',
      Uppgift: 'Omvårdnad',
      Plats: 'Ekonomi',
      Kollegor: [],
    });
    expect(nastaPass([], { Datum: '2026-12-07', Tid: '12:00' })).toEqual({ Nasta: null, Dagar: 14 });
  });
});
