// The shift dialog's values (SPEC §5 "Shifts and staffing"): what it starts from (a person's day,
// an open need, a shift to change), the bodies it sends, and the check it asks for as it is filled
// in. The rules themselves are the domain's (staffing/shifts.ts): the dialog validates with them.
import type { Behov } from '@lonportal/domain/staffing/needs';
import { KontrollSchema, type KontrollBody, type PlanPass } from '@lonportal/domain/staffing/planner';
import type { PassCreate, PassUpdate } from '@lonportal/domain/staffing/shifts';
import { wallClockMinutes } from '@lonportal/domain/dates';

/** Where the dialog was opened: a person's (empty) day, an open need, or a shift to change. */
export type ShiftStart =
  | { kind: 'day'; AnstNr: string; Datum: string }
  | { kind: 'need'; need: Behov }
  | { kind: 'edit'; pass: PlanPass; to?: { AnstNr: string; Datum: string } };

export type ShiftValues = Omit<PassCreate, 'RastMinuter'> & { RastMinuter: number | null };

/** ATL 15 §: more than 5 h of work in a row needs a rast; a new shift that long gets one to start with. */
const RAST_AFTER_MINUTES = 5 * 60;
const DEFAULT_RAST = 30;

export const defaultRast = (start: string, end: string): number =>
  (wallClockMinutes(start, end) ?? 0) > RAST_AFTER_MINUTES ? DEFAULT_RAST : 0;

const reasons = { Kommentar: '', Overstyrning: '', Orsak: '' };

/** The form's first values; `filter` is the planner's task and department, the new shift's defaults. */
export function shiftDefaults(
  start: ShiftStart,
  filter: { Bemuppgift: string; Avdelning: string },
): ShiftValues {
  if (start.kind === 'edit') {
    // A shift dragged to another day or person opens at its new place, checked before it is saved.
    const p = { ...start.pass, ...start.to };
    return {
      AnstNr: p.AnstNr,
      Datum: p.Datum,
      StartTid: p.StartTid,
      SlutTid: p.SlutTid,
      Typ: p.Typ,
      Bemuppgift: p.Bemuppgift,
      Avdelning: p.Avdelning,
      BehovId: p.BehovId,
      RastMinuter: p.RastMinuter,
      ...reasons,
      Kommentar: p.Kommentar,
    };
  }
  if (start.kind === 'need') {
    const n = start.need;
    return {
      AnstNr: '',
      Datum: n.Datum,
      StartTid: n.StartTid,
      SlutTid: n.SlutTid,
      Typ: 'ARBETE',
      Bemuppgift: n.Bemuppgift,
      Avdelning: n.Avdelning,
      BehovId: n.Id,
      RastMinuter: defaultRast(n.StartTid, n.SlutTid),
      ...reasons,
    };
  }
  return {
    AnstNr: start.AnstNr,
    Datum: start.Datum,
    StartTid: '',
    SlutTid: '',
    Typ: 'ARBETE',
    Bemuppgift: filter.Bemuppgift,
    Avdelning: filter.Avdelning,
    BehovId: null,
    RastMinuter: 0,
    ...reasons,
  };
}

/** The body the form's values are sent as (an empty rast is none). */
export const createBody = (v: ShiftValues): PassCreate => ({ ...v, RastMinuter: v.RastMinuter ?? 0 });

export const updateBody = (v: ShiftValues, version: number): PassUpdate => ({
  ...createBody(v),
  Version: version,
});

/**
 * What /kontroll is asked about the values, or null while they are not a shift yet (no person,
 * task or readable times): the reasons are left out, they change no warning.
 */
export function checkBody(v: ShiftValues, id: string | null): KontrollBody | null {
  const parsed = KontrollSchema.safeParse({
    ...createBody(v),
    Kommentar: '',
    Overstyrning: '',
    Orsak: '',
    Id: id,
  });
  return parsed.success ? parsed.data : null;
}
