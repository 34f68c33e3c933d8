// GET /bemanna/kandidater: "who can take this shift?" (domain staffing/candidates.ts). Each person
// the caller plans for is checked as if given the shift, from one basis read for all of them.
import type { z } from 'zod';
import { weekdayIndex } from '@lonportal/domain';
import { type KandidatQuerySchema } from '@lonportal/domain/staffing/index';
import { bemanningsvarningar, rangordna, spanMinutes } from '@lonportal/domain/staffing/index';
import { addDays } from '@lonportal/domain/dates';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { asKontrollPass, loadBasis } from './basis';
import { partsOf, requirementsOf } from './check';
import { plannedPeople, worked } from './plan';

export async function candidates(db: Db, ctx: CompanyContext, q: z.output<typeof KandidatQuerySchema>) {
  const ftgId = ctx.company.ftgId;
  const fields = { ...q, AnstNr: '', BehovId: q.BehovId ?? null, RastMinuter: q.RastMinuter ?? 0 };
  const { krav } = await requirementsOf(db, ftgId, fields);
  const people = await plannedPeople(db, ctx, q.Avdelning);
  const days = partsOf(fields);
  const anstNrs = people.map((p) => p.anstNr);
  const basis = await loadBasis(db, ftgId, anstNrs, days[0]!.Datum, days.at(-1)!.Datum);
  const length = days.reduce((m, p) => m + spanMinutes(p), 0);
  const rast = q.RastMinuter ?? (length > basis.regler.arbeteIFoljd ? basis.regler.rast : 0);
  const parts = partsOf({ ...fields, RastMinuter: rast });
  // The hours so far: the week of the shift, Monday to Sunday.
  const monday = addDays(q.Datum, -weekdayIndex(q.Datum));
  const sunday = addDays(monday, 6);
  return rangordna(
    people.map((p) => {
      const own = basis.shiftsOf(p.anstNr);
      return {
        AnstNr: p.anstNr,
        Namn: `${p.foNamn} ${p.efNamn}`.trim(),
        Minuter: own.filter((s) => s.datum >= monday && s.datum <= sunday).reduce((m, s) => m + worked(s), 0),
        Varningar: bemanningsvarningar({
          nya: parts.map((x) => ({ ...x, AnstNr: p.anstNr })),
          ovriga: [...own.map(asKontrollPass), ...basis.othersOf(p.anstNr)],
          franvaro: basis.absenceOf(p.anstNr),
          person: basis.factsOf(p.anstNr),
          krav,
          regler: basis.regler,
        }),
      };
    }),
  );
}
