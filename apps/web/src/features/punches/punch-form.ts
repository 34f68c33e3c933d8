import { z } from 'zod';
import {
  ORSAK_MAX,
  PUNCH_MAX_MINUTES,
  type PunchCorrection,
  type Stampling,
} from '@lonportal/domain/punches/punches';
import { stockholmInstant, stockholmTimeExists, stockholmWallTime } from '@lonportal/domain/dates';
import { SKIPPED_TIME } from '@lonportal/domain/time/entries';
import { zIsoDate, zRequiredString, zTime } from '@lonportal/domain/validation/zod';

// The correction dialog's form: dates and times on the Stockholm wall clock, turned into the
// timestamps PUT /stamplingar/{Id} takes. The reason is required (domain punches.ts rule 6).

export interface PunchFormValues {
  InDatum: string;
  InTid: string;
  UtDatum: string;
  UtTid: string;
  RastMinuter: number | null;
  Orsak: string;
}

export const PUNCH_FORM_FIELDS = ['InDatum', 'InTid', 'UtDatum', 'UtTid', 'RastMinuter', 'Orsak'] as const;

/** The form's schema; an open punch may stay open (no Ut), a closed one needs its Ut. */
export function punchFormSchema(closed: boolean) {
  return z
    .object({
      InDatum: zIsoDate(),
      InTid: zTime(),
      UtDatum: zIsoDate({ allowEmpty: !closed }),
      UtTid: zTime({ allowEmpty: !closed }),
      RastMinuter: z
        .number({ error: 'validation.required' })
        .int({ error: 'validation.integer' })
        .min(0, { error: 'validation.numberBetween' })
        .max(PUNCH_MAX_MINUTES, { error: 'validation.numberBetween' }),
      Orsak: zRequiredString(ORSAK_MAX),
    })
    .superRefine((v, ctx) => {
      if ((v.UtDatum === '') !== (v.UtTid === ''))
        ctx.addIssue({
          code: 'custom',
          path: [v.UtDatum === '' ? 'UtDatum' : 'UtTid'],
          message: 'validation.required',
        });
      // A time the spring clock skips (02:30 on the last Sunday of March) is no moment: it would
      // be saved as an hour later (ADR 0021).
      for (const [datum, tid, field] of [
        [v.InDatum, v.InTid, 'InTid'],
        [v.UtDatum, v.UtTid, 'UtTid'],
      ] as const)
        if (datum !== '' && tid !== '' && !stockholmTimeExists(datum, tid))
          ctx.addIssue({ code: 'custom', path: [field], message: SKIPPED_TIME });
    });
}
export type PunchFormOutput = z.output<ReturnType<typeof punchFormSchema>>;

/** The form's values for a punch as it is saved. */
export function punchFormValues(s: Stampling): PunchFormValues {
  const inWall = stockholmWallTime(new Date(s.In));
  const outWall = s.Ut ? stockholmWallTime(new Date(s.Ut)) : null;
  return {
    InDatum: inWall.Datum,
    InTid: inWall.Tid,
    UtDatum: outWall?.Datum ?? '',
    UtTid: outWall?.Tid ?? '',
    RastMinuter: s.RastMinuter,
    // Every correction states its own reason.
    Orsak: '',
  };
}

/** The PUT body of checked form values, at the version the punch was read. */
export function correctionBody(v: PunchFormOutput, version: number): PunchCorrection {
  return {
    In: stockholmInstant(v.InDatum, v.InTid).toISOString(),
    Ut: v.UtDatum && v.UtTid ? stockholmInstant(v.UtDatum, v.UtTid).toISOString() : null,
    RastMinuter: v.RastMinuter,
    Orsak: v.Orsak,
    Version: version,
  };
}

/** The form field a server field problem belongs to (the wire's In and Ut are the time fields). */
export const formFieldOf = (wireField: string): (typeof PUNCH_FORM_FIELDS)[number] | null => {
  switch (wireField) {
    case 'In':
      return 'InTid';
    case 'Ut':
      return 'UtTid';
    case 'RastMinuter':
    case 'Orsak':
      return wireField;
    default:
      return null;
  }
};
