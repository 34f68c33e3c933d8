// GET /bemanna/planering and the overview: the needs of a period, the shifts of the people the
// caller plans for, each with the warnings it has in the plan as it stands, and those people.
import {
  planvarningar,
  spanMinutes,
  type Planerbar,
  type PlaneringQuery,
  type PlanPass,
} from '@lonportal/domain/staffing/index';
import type { Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { managedEmployees } from '../time';
import { asKontrollPass, loadBasis } from './basis';
import { presentNeed, presentShift } from './presenter';
import * as repo from './repository';

/** Minutes worked in a shift: its length less its rast; beredskap is not working time (DOMAIN §4). */
const worked = (s: repo.ShiftRow) =>
  s.typ === 'BEREDSKAP'
    ? 0
    : Math.max(0, spanMinutes({ Datum: s.datum, StartTid: s.startTid, SlutTid: s.slutTid }) - s.rastMinuter);

/** The people the caller plans for: those they manage (not themselves), active, of a department if asked. */
export async function plannedPeople(db: Db, ctx: CompanyContext, avdelning: string) {
  const people = await managedEmployees(db, ctx, { activeOnly: true });
  return avdelning ? people.filter((p) => p.avdelning === avdelning) : people;
}

export async function planOf(db: Db, ctx: CompanyContext, q: PlaneringQuery) {
  const ftgId = ctx.company.ftgId;
  const people = await plannedPeople(db, ctx, q.Avdelning);
  const anstNrs = people.map((p) => p.anstNr);
  const [needs, basis, tasks] = [
    await repo.listNeeds(db, ftgId, q.From, q.To, { avdelning: q.Avdelning, bemuppgift: q.Bemuppgift }),
    await loadBasis(db, ftgId, anstNrs, q.From, q.To),
    await repo.listTasks(db, ftgId),
  ];
  const needKrav = new Map(
    needs.map((n) => [n.id, { Kompetenser: n.kompetenser, Egenskaper: n.egenskaper }]),
  );
  const taskKrav = new Map(
    tasks.map((t) => [t.bemuppgift, { Kompetenser: t.kompetenser, Egenskaper: t.egenskaper }]),
  );
  const none: { Kompetenser: string[]; Egenskaper: string[] } = { Kompetenser: [], Egenskaper: [] };
  const Pass: PlanPass[] = [];
  const Personal: Planerbar[] = people.map((p) => {
    const own = basis.shiftsOf(p.anstNr);
    const inPeriod = own.filter((s) => s.datum >= q.From && s.datum <= q.To);
    const behovOf = new Map(own.map((s) => [s.id, s]));
    const warnings = planvarningar([...own.map(asKontrollPass), ...basis.othersOf(p.anstNr)], {
      franvaro: basis.absenceOf(p.anstNr),
      person: basis.factsOf(p.anstNr),
      regler: basis.regler,
      period: { from: q.From, to: q.To },
      kravOf: (k) => {
        const s = behovOf.get(k.Id);
        const task = taskKrav.get(s?.bemuppgift ?? '') ?? none;
        const need = (s?.behovId && needKrav.get(s.behovId)) || none;
        return {
          Kompetenser: [...new Set([...task.Kompetenser, ...need.Kompetenser])],
          Egenskaper: [...new Set([...task.Egenskaper, ...need.Egenskaper])],
        };
      },
    });
    for (const s of inPeriod) Pass.push({ ...presentShift(s), Varningar: warnings.get(s.id) ?? [] });
    return {
      AnstNr: p.anstNr,
      Namn: `${p.foNamn} ${p.efNamn}`.trim(),
      Avdelning: p.avdelning ?? '',
      ...basis.factsOf(p.anstNr),
      Franvaro: basis.absenceOf(p.anstNr),
      Minuter: inPeriod.reduce((sum, s) => sum + worked(s), 0),
    };
  });
  Pass.sort((a, b) => (a.Datum + a.StartTid + a.AnstNr < b.Datum + b.StartTid + b.AnstNr ? -1 : 1));
  return { From: q.From, To: q.To, Behov: needs.map(presentNeed), Pass, Personal, people, basis };
}

/** GET /bemanna/planering's answer. */
export async function planering(db: Db, ctx: CompanyContext, q: PlaneringQuery) {
  const { From, To, Behov, Pass, Personal } = await planOf(db, ctx, q);
  return { From, To, Behov, Pass, Personal };
}

export { worked };
