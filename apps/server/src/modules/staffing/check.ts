// POST /bemanna/kontroll, and the check every save of a shift makes again on the server: the
// warnings a shift would get (domain staffing/warnings.ts), from what the basis reads.
import { type PassTyp } from '@lonportal/domain';
import {
  bemanningsvarningar,
  delaVidMidnatt,
  spanMinutes,
  type Bemanningsvarning,
  type KontrollBody,
} from '@lonportal/domain/staffing/index';
import { readAll, type Db } from '../../db/client';
import type { CompanyContext } from '../../plugins/access/index';
import { fieldError } from '../../plugins/errors';
import { asKontrollPass, loadBasis } from './basis';
import * as repo from './repository';

export interface ShiftFields {
  AnstNr: string;
  Datum: string;
  StartTid: string;
  SlutTid: string;
  Typ: PassTyp;
  Bemuppgift: string;
  BehovId: string | null;
  RastMinuter: number;
}

/** The stored parts of an entered shift: split at midnight, the rast on the longer part. */
export function partsOf<T extends ShiftFields>(fields: T): T[] {
  const parts = delaVidMidnatt(fields);
  if (parts.length === 1) return parts;
  const longer = spanMinutes(parts[0]!) >= spanMinutes(parts[1]!) ? 0 : 1;
  return parts.map((p, i) => ({
    ...p,
    RastMinuter: i === longer ? Math.min(p.RastMinuter, spanMinutes(p)) : 0,
  }));
}

/** Codes of both lists, each once. */
const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();

/**
 * What the shift requires: its task's competences and properties, and those its need adds; 400 for
 * an unknown task or need.
 */
export async function requirementsOf(
  db: Db,
  ftgId: string,
  fields: Pick<ShiftFields, 'Bemuppgift' | 'BehovId'>,
) {
  const task = await repo.findTask(db, ftgId, fields.Bemuppgift);
  if (!task) throw fieldError('Bemuppgift', 'validation.register.unknownCode');
  const need = fields.BehovId ? await repo.findNeed(db, ftgId, fields.BehovId) : null;
  if (fields.BehovId && !need) throw fieldError('BehovId', 'validation.register.unknownCode');
  return {
    task,
    krav: {
      Kompetenser: union(task.kompetenser, need?.kompetenser ?? []),
      Egenskaper: union(task.egenskaper, need?.egenskaper ?? []),
    },
  };
}

type Krav = { Kompetenser: string[]; Egenskaper: string[] };

/**
 * What each of some stored shifts requires (as `requirementsOf`), read in two statements for all of
 * them: a list of swaps checks every shift it shows.
 */
export async function requirementsOfShifts(
  db: Db,
  ftgId: string,
  shifts: readonly { bemuppgift: string; behovId: string | null }[],
): Promise<(s: { bemuppgift: string; behovId: string | null }) => Krav> {
  const needIds = [...new Set(shifts.flatMap((s) => (s.behovId ? [s.behovId] : [])))];
  const [tasks, needs] = await readAll(db, [
    () => repo.listTasks(db, ftgId),
    () => repo.needsByIds(db, ftgId, needIds),
  ]);
  const taskBy = new Map(tasks.map((t) => [t.bemuppgift, t]));
  const needBy = new Map(needs.map((n) => [n.id, n]));
  return (s) => {
    const task = taskBy.get(s.bemuppgift);
    const need = s.behovId ? needBy.get(s.behovId) : undefined;
    return {
      Kompetenser: union(task?.kompetenser ?? [], need?.kompetenser ?? []),
      Egenskaper: union(task?.egenskaper ?? [], need?.egenskaper ?? []),
    };
  };
}

/** The warnings of `fields` for its person, besides the shifts `except` (the ones it replaces). */
export async function warningsOf(
  db: Db,
  ctx: CompanyContext,
  fields: ShiftFields,
  except: readonly string[] = [],
): Promise<Bemanningsvarning[]> {
  const { krav } = await requirementsOf(db, ctx.company.ftgId, fields);
  const parts = partsOf(fields);
  const basis = await loadBasis(db, ctx.company.ftgId, [fields.AnstNr], parts[0]!.Datum, parts.at(-1)!.Datum);
  const ovriga = [
    ...basis
      .shiftsOf(fields.AnstNr)
      .filter((s) => !except.includes(s.id))
      .map(asKontrollPass),
    ...basis.othersOf(fields.AnstNr),
  ];
  return bemanningsvarningar({
    nya: parts,
    ovriga,
    franvaro: basis.absenceOf(fields.AnstNr),
    person: basis.factsOf(fields.AnstNr),
    krav,
    regler: basis.regler,
  });
}

/** POST /bemanna/kontroll. */
export async function checkShift(db: Db, ctx: CompanyContext, body: KontrollBody) {
  return { Varningar: await warningsOf(db, ctx, body, body.Id ? [body.Id] : []) };
}
