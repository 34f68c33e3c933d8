// A need as its dialog's form holds it (domain staffing/needs.ts): a new need with its repetition,
// or one day of a need with the version it was read at. The domain's schemas check the form (they
// are strict, so each form carries only its own fields) and make the body that is sent; their
// field names are the wire's, so the server's `Details[].Field` lands on the same field.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BemuppgiftSchema } from '@lonportal/domain/reference-lists';
import {
  BehovCreateSchema,
  BehovUpdateSchema,
  behovSlutFel,
  type Behov,
} from '@lonportal/domain/staffing/needs';
import type { z } from 'zod';

type Bemuppgift = z.output<typeof BemuppgiftSchema>;

export interface NeedFormValues {
  Bemuppgift: string;
  Avdelning: string;
  Datum: string;
  StartTid: string;
  SlutTid: string;
  Antal: number | null;
  Kompetenser: string[];
  Egenskaper: string[];
  /** A new need's repetition only. */
  Upprepning?: { Veckor: number; Veckodagar: number[]; Slutdatum: string };
  /** A saved day's version only. */
  Version?: number;
}

/** The fields the server may name in `Details[].Field`, as the form calls them. */
export const NEED_FIELDS = [
  'Bemuppgift',
  'Avdelning',
  'Datum',
  'StartTid',
  'SlutTid',
  'Antal',
  'Kompetenser',
  'Egenskaper',
  'Upprepning.Veckor',
  'Upprepning.Veckodagar',
  'Upprepning.Slutdatum',
] as const;

/** A wire field named by the server → the form's field (a list item's error goes on its list). */
export function needFieldOf(wire: string): (typeof NEED_FIELDS)[number] | null {
  const field = wire.replace(/\.\d+$/, '');
  return NEED_FIELDS.find((f) => f === field) ?? null;
}

/** The form of a new need on `datum`, or of a saved day as it was read. */
export function needFormOf(need: Behov | null, datum: string): NeedFormValues {
  if (need) {
    const { Id: _id, SerieId: _serie, ...day } = need;
    return day;
  }
  return {
    Bemuppgift: '',
    Avdelning: '',
    Datum: datum,
    StartTid: '',
    SlutTid: '',
    Antal: 1,
    Kompetenser: [],
    Egenskaper: [],
    Upprepning: { Veckor: 0, Veckodagar: [], Slutdatum: '' },
  };
}

/** What choosing a task fills in: the department it is staffed from and what it requires. */
export const prefillFromTask = (
  task: Bemuppgift,
): Pick<NeedFormValues, 'Avdelning' | 'Kompetenser' | 'Egenskaper'> => ({
  Avdelning: task.Avdelning,
  Kompetenser: [...task.Kompetenser],
  Egenskaper: [...task.Egenskaper],
});

/**
 * The form's check: the domain's schema of a new need or of a saved day, and for a new one SPEC §5's
 * "the end date for need planning must not be in the past" on the field to correct (`today`).
 */
export function needResolver(isNew: boolean, today: string): Resolver<NeedFormValues> {
  const schema = isNew
    ? BehovCreateSchema.superRefine((need, ctx) => {
        const path = behovSlutFel(need, today);
        if (path) ctx.addIssue({ code: 'custom', path, message: 'validation.staffing.endInPast' });
      })
    : BehovUpdateSchema;
  return zodResolver(schema) as unknown as Resolver<NeedFormValues>;
}
