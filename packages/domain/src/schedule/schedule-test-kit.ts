// The schedule's days and shifts as GET /schedule answers them, for the tests of what reads them
// (the next shift here, the schedule's page in the web).
import type { ScheduleDay, ScheduleShift } from './schedule';

export const day = (Datum: string, extra: Partial<ScheduleDay> = {}): ScheduleDay => ({
  Datum,
  Pass: [],
  SchemaTimmar: 0,
  SchemaTider: null,
  Helgdag: null,
  HelgdagNamn: '',
  Ledighet: [],
  Franvaro: [],
  ...extra,
});

export const shift = (
  Id: string,
  StartTid: string,
  SlutTid: string,
  extra: Partial<ScheduleShift> = {},
): ScheduleShift => ({
  Id,
  StartTid,
  SlutTid,
  Typ: 'ARBETE',
  Bemuppgift: 'VARD',
  BemuppgiftNamn: '',
  Avdelning: '',
  AvdelningNamn: '',
  RastMinuter: 0,
  Minuter: 0,
  Kommentar: '',
  Kollegor: [],
  ...extra,
});
