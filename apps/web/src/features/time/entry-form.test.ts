import { describe, expect, it } from 'vitest';
import {
  codesForGroup,
  entryFormSchema,
  entryRulesOf,
  newEntryValues,
  openResDims,
  typedHours,
} from './entry-form';

const ftg = {
  UseLSS: true,
  OpenResEnhet1: true,
  OpenResEnhet2: true,
  OpenResEnhet3: false,
  OpenResEnhet4: false,
  OpenResEnhet5: false,
  OpenResEnhet6: true,
  RegResEnh1: true,
  RegResEnh2: false,
  RegResEnh3: true,
  RegResEnh4: false,
  RegResEnh5: false,
  RegResEnh6: true,
};
const portal = {
  UseMandatoryBrukare: true,
  UseMandatoryResEnhet1: true,
  UseMandatoryResEnhet2: true,
  UseMandatoryResEnhet3: true,
  UseMandatoryResEnhet4: false,
  UseMandatoryResEnhet5: false,
  UseMandatoryResEnhet6: false,
};

describe('entryRulesOf (SPEC §5: mandatory when open, registered and mandatory)', () => {
  it('combines the company and portal switches', () => {
    expect(entryRulesOf(ftg, portal)).toEqual({
      UseLSS: true,
      UseMandatoryBrukare: true,
      MandatoryResEnhet: [true, false, false, false, false, false],
    });
    expect(entryRulesOf(ftg, undefined).MandatoryResEnhet.some(Boolean)).toBe(false);
    expect(openResDims(ftg)).toEqual([1, 2, 6]);
  });

  it('the form schema refuses a missing brukare and result unit 1, and reads start/end as hours', () => {
    const schema = entryFormSchema(entryRulesOf(ftg, portal));
    const base = { AnstNr: '1001', Datum: '2026-11-16', TidKod: 'ARB', StartTid: '22:00', SlutTid: '06:30' };
    const missing = schema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Brukare', 'validation.timeEntry.brukareRequired'],
      ['ResEnhet1', 'validation.timeEntry.resEnhetRequired'],
    ]);
    const ok = schema.safeParse({ ...base, Brukare: 'B001', ResEnhet1: '200' });
    expect(ok.success && ok.data.Timmar).toBe(8.5);
  });

  // Clear words: the dialog's messages say what to type (domain ENTRY_MESSAGES).
  it.each([
    [{ Timmar: null }, 'Timmar', 'validation.timeEntry.hoursOrTime'],
    [{ Timmar: null, StartTid: '08:00' }, 'SlutTid', 'validation.timeEntry.endMissing'],
    [{ Timmar: null, SlutTid: '16:00' }, 'StartTid', 'validation.timeEntry.startMissing'],
    [{ StartTid: '8.30', SlutTid: '16:00' }, 'StartTid', 'validation.time.invalid'],
    [{ TidKod: '' }, 'TidKod', 'validation.timeEntry.codeRequired'],
    [{ Datum: '' }, 'Datum', 'validation.timeEntry.dateRequired'],
    [{ RastMinuter: 30 }, 'RastMinuter', 'validation.timeEntry.breakNeedsTimes'],
  ])('says what to type when %j', (over, field, message) => {
    const schema = entryFormSchema({ UseLSS: false, UseMandatoryBrukare: false, MandatoryResEnhet: [] });
    const base = { AnstNr: '1001', Datum: '2026-11-16', TidKod: 'ARB', Timmar: 8, StartTid: '', SlutTid: '' };
    const result = schema.safeParse({ ...base, ...over });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });
});

describe('typedHours', () => {
  it.each([
    ['2026-11-02', '08:00', '16:30', 0, 8.5],
    ['2026-11-02', '0800', '1630', null, 8.5],
    ['2026-11-02', '22', '6', 0, 8], // across midnight
    ['2026-03-28', '22', '6', 0, 7], // the clocks go forward that night (DOMAIN §14)
    ['2026-10-24', '22', '6', 0, 9], // and back
    ['2026-11-02', '08:00', '17:00', 60, 8], // less the break
    ['2026-11-02', '8', '', 0, null],
    ['2026-11-02', '25', '8', 0, null],
    ['', '08:00', '16:00', 0, null], // no date yet
  ])('%s %s–%s less %s min is %s', (datum, start, end, rast, hours) => {
    expect(typedHours(datum, start, end, rast)).toBe(hours);
  });
});

describe('codes and defaults', () => {
  it("offers the codes of the employee's TidKodGrupp (SPEC §6)", () => {
    const codes = [
      {
        TidKod: 'ARB',
        BenText: 'Arbete',
        Typ: 'NORMAL',
        Grupper: ['TJM', 'KOL'],
        PaxmlKod: 'ARB',
        LonKod: '',
      },
      { TidKod: 'JOU', BenText: 'Jour', Typ: 'JOUR', Grupper: ['KOL'], PaxmlKod: 'JR1', LonKod: '' },
    ];
    expect(codesForGroup(codes, 'TJM').map((c) => c.TidKod)).toEqual(['ARB']);
  });

  it('a new row takes brukare and result units 1..3 from the employee where used', () => {
    const values = newEntryValues(
      {
        AnstNr: '1001',
        PerStatus: {
          UseBrukare: true,
          Brukare: 'B001',
          UseResEnhet1: true,
          UseResEnhet2: false,
          UseResEnhet3: true,
          ResEnhet1: '200',
          ResEnhet2: 'P9',
          ResEnhet3: 'X',
        },
      },
      '2026-11-16',
    );
    expect(values).toMatchObject({
      Brukare: 'B001',
      ResEnhet1: '200',
      ResEnhet2: '',
      ResEnhet3: 'X',
      Timmar: null,
    });
  });
});
