// Shift swaps as the API shows them (domain PassbyteSchema): to the managers with every interest and
// what the swap would do by the law; to an employee with their own part only.
import { kanTaPass, UPPGIFT_DAGAR, type Passbyte } from '@lonportal/domain/staffing/index';
import { addDays } from '@lonportal/domain/dates';
import { readAll, type Db } from '../../db/client';
import { presentShift } from './presenter';
import type { ShiftRow } from './repository';
import { requirementsOfShifts } from './check';
import { swapWarningsOf } from './swap-check';
import * as swaps from './swap-repository';

type Listed = { swap: swaps.SwapRow; pass: ShiftRow };

/** Names, departments and what they hold, of some of the company's employees, by AnstNr. */
export async function peopleOf(db: Db, ftgId: string, anstNrs: readonly string[]) {
  const rows = await swaps.employeesOf(db, ftgId, anstNrs);
  return new Map(
    rows.map((r) => [
      r.AnstNr,
      { ...r, Avdelning: r.Avdelning ?? '', Namn: `${r.foNamn} ${r.efNamn}`.trim() },
    ]),
  );
}

/** An employee who may take colleagues' shifts: who they are, what they hold and which tasks they work. */
export type Swapper = NonNullable<Awaited<ReturnType<typeof swapperOf>>>;

/** The employee `anstNr` as a taker of shifts on `today` (domain kanTaPass); undefined if unknown. */
export async function swapperOf(db: Db, ftgId: string, anstNr: string, today: string) {
  const [person, Bemuppgifter] = await readAll(db, [
    () => peopleOf(db, ftgId, [anstNr]),
    () =>
      swaps.tasksWorkedBy(db, ftgId, anstNr, addDays(today, -UPPGIFT_DAGAR), addDays(today, UPPGIFT_DAGAR)),
  ]);
  const found = person.get(anstNr);
  return found ? { ...found, Bemuppgifter } : undefined;
}

/** The views of some swaps; `me` is the employee looking (null: a manager, who sees all). */
export async function swapViews(
  db: Db,
  ftgId: string,
  listed: Listed[],
  me: Swapper | null,
): Promise<Passbyte[]> {
  const caller = me ? me.AnstNr : null;
  const interests = await swaps.interestsOf(
    db,
    listed.map((l) => l.swap.id),
  );
  const motIds = interests.flatMap((i) => (i.motPassId ? [i.motPassId] : []));
  const mot = await swaps.shiftsById(db, motIds);
  const motById = new Map(mot.map((m) => [m.id, m]));
  const people = await peopleOf(db, ftgId, [
    ...listed.map((l) => l.swap.anstNr),
    ...interests.map((i) => i.anstNr),
  ]);
  const kravOf = await requirementsOfShifts(
    db,
    ftgId,
    listed.map((l) => l.pass),
  );
  // A manager sees what each waiting interest would do by the law, all checked on one basis.
  const checked =
    caller === null
      ? listed.flatMap(({ swap, pass }) =>
          swaps.isWaiting(swap.status)
            ? interests
                .filter((i) => i.swapId === swap.id)
                .map((i) => {
                  const back = i.motPassId ? motById.get(i.motPassId) : undefined;
                  return { id: i.id, offered: [pass], taker: i.anstNr, mot: back ? [back] : [] };
                })
            : [],
        )
      : [];
  const warnings = await swapWarningsOf(db, ftgId, checked);
  const warningsBy = new Map(checked.map((c, n) => [c.id, warnings[n]!]));
  const out: Passbyte[] = [];
  for (const { swap, pass } of listed) {
    const own = interests.filter((i) => i.swapId === swap.id);
    const shown = caller === null ? own : own.filter((i) => i.anstNr === caller);
    const Intressen = shown.map((i) => {
      const back = i.motPassId ? motById.get(i.motPassId) : undefined;
      const w = warningsBy.get(i.id) ?? { taker: [], giver: [] };
      return {
        Id: i.id,
        AnstNr: i.anstNr,
        Namn: people.get(i.anstNr)?.Namn ?? i.anstNr,
        MotPass: back ? presentShift(back) : null,
        Varningar: w.taker,
        VarningarGivare: w.giver,
      };
    });
    const KanTa =
      me !== null &&
      swaps.isWaiting(swap.status) &&
      kanTaPass(
        me,
        { AnstNr: swap.anstNr, Avdelning: pass.avdelning, Bemuppgift: pass.bemuppgift },
        kravOf(pass),
      );
    out.push({
      Id: swap.id,
      Status: swap.status,
      Pass: presentShift(pass),
      AnstNr: swap.anstNr,
      Namn: people.get(swap.anstNr)?.Namn ?? swap.anstNr,
      Kommentar: swap.kommentar,
      GallerTill: swap.gallerTill.toISOString(),
      Intressen,
      MittIntresse: caller !== null && own.some((i) => i.anstNr === caller),
      KanTa,
      Beslut: swap.beslutAv
        ? { Av: swap.beslutAv, Kommentar: swap.beslutKommentar, IntresseId: swap.valtIntresse }
        : null,
      Version: swap.version,
    });
  }
  return out;
}
