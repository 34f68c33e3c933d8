// The planner's warnings (SPEC §5 "Staffing warnings", §8 "staffing conflicts"; DOMAIN §4): what a
// shift would do to one person, shown as it is assigned and before it is saved. The law's warnings
// come from the working-time engine; beside them the person may be absent that day, lack a
// competence or property the need asks for, or already work then, here or for another employer in
// the portal (named no further: the other company's plans are not this manager's to read).
import { z } from 'zod';
import { addDays } from '../dates';
import {
  arbetstidsvarningar,
  ArbetstidsvarningSchema,
  type Arbetspass,
  type ArbetstidsRegler,
  type Kontrollperiod,
  type PassTyp,
} from '../working-time';
import { instantsOf, overlaps, type Dagsspann } from './day-span';

export const BemanningsvarningSchema = z.discriminatedUnion('Typ', [
  z.object({
    Typ: z.literal('ARBETSTID'),
    Arbetstid: ArbetstidsvarningSchema.omit({ Pass: true }),
    /** The shifts concerned: stored ids, and NY for the shift being checked. */
    PassIds: z.array(z.string()),
  }),
  z.object({ Typ: z.literal('FRANVARO'), Datum: z.string(), Orsak: z.enum(['LEDIGHET', 'FRANVARO']) }),
  z.object({ Typ: z.literal('KOMPETENS'), Kod: z.string() }),
  z.object({ Typ: z.literal('EGENSKAP'), Kod: z.string() }),
  z.object({
    Typ: z.literal('OVERLAPP'),
    Datum: z.string(),
    StartTid: z.string(),
    SlutTid: z.string(),
    /** The shift is with another employer of the portal: nothing more of it is told. */
    AnnanArbetsgivare: z.boolean(),
  }),
]);
export type Bemanningsvarning = z.output<typeof BemanningsvarningSchema>;

/** The id the shift being checked goes by in PassIds. */
export const NYTT_PASS = 'NY';

/** One stored part of a shift the check reads: this company's or, with `annan`, another employer's. */
export interface KontrollPass extends Dagsspann {
  Id: string;
  Typ: PassTyp;
  RastMinuter: number;
  annan?: boolean;
}

export interface Kontroll {
  /** The parts of the shift being checked (one, or two split at midnight). */
  nya: readonly Omit<KontrollPass, 'Id'>[];
  /** The person's other shifts around it, in every company where the person is one person for the law. */
  ovriga: readonly KontrollPass[];
  /** Days with approved leave or an open absence report. */
  franvaro: readonly { Datum: string; Orsak: 'LEDIGHET' | 'FRANVARO' }[];
  person: { Kompetenser: readonly string[]; Egenskaper: readonly string[] };
  krav: { Kompetenser: readonly string[]; Egenskaper: readonly string[] };
  regler: Readonly<ArbetstidsRegler>;
}

/** Days of history and future the law reads around a shift: the 7-day periods and rest debts reach this far. */
const LAG_MARGINAL_DAGAR = 7;

type Krav = Kontroll['krav'];

/** Every warning the shift `k.nya` would get, in a stable order: law, absence, overlap, qualifications. */
export function bemanningsvarningar(k: Kontroll): Bemanningsvarning[] {
  if (k.nya.length === 0) return [];
  const nya = k.nya.map((p) => ({ ...p, Id: NYTT_PASS }));
  const first = nya.reduce((d, p) => (p.Datum < d ? p.Datum : d), nya[0]!.Datum);
  const last = nya.reduce((d, p) => (p.Datum > d ? p.Datum : d), nya[0]!.Datum);
  const period = { from: addDays(first, -1), to: addDays(last, LAG_MARGINAL_DAGAR) };
  const law = lawByShift([...nya, ...k.ovriga], k.regler, period).get(NYTT_PASS) ?? [];
  return [...law, ...besides(nya, k.ovriga, k.franvaro, k.person, k.krav)];
}

/**
 * The warnings of each shift of one person's plan as it stands (the planner's cells): its law
 * warnings in `period`, its overlaps with the person's other shifts, the person's absence that
 * day and what they lack of the shift's requirements (`kravOf`).
 */
export function planvarningar(
  plan: readonly KontrollPass[],
  k: Omit<Kontroll, 'nya' | 'ovriga' | 'krav'> & {
    kravOf: (p: KontrollPass) => Krav;
    period: Kontrollperiod;
  },
): Map<string, Bemanningsvarning[]> {
  const law = lawByShift(plan, k.regler, k.period);
  const out = new Map<string, Bemanningsvarning[]>();
  for (const p of plan) {
    if (p.annan || p.Datum < k.period.from || p.Datum > k.period.to) continue;
    const others = plan.filter((o) => o.Id !== p.Id);
    const all = [...(law.get(p.Id) ?? []), ...besides([p], others, k.franvaro, k.person, k.kravOf(p))];
    if (all.length) out.set(p.Id, all);
  }
  return out;
}

/** Absence, overlap, and the competences and properties missing, of the parts `nya`. */
function besides(
  nya: readonly KontrollPass[],
  ovriga: readonly KontrollPass[],
  franvaro: Kontroll['franvaro'],
  person: Kontroll['person'],
  krav: Krav,
): Bemanningsvarning[] {
  const days = new Set(nya.map((p) => p.Datum));
  const absent: Bemanningsvarning[] = franvaro
    .filter((f) => days.has(f.Datum))
    .map((f) => ({ Typ: 'FRANVARO', Datum: f.Datum, Orsak: f.Orsak }));
  const overlapping: Bemanningsvarning[] = ovriga
    .filter((o) => nya.some((n) => overlaps(n, o)))
    .map((o) => ({
      Typ: 'OVERLAPP',
      Datum: o.Datum,
      StartTid: o.annan ? '' : o.StartTid,
      SlutTid: o.annan ? '' : o.SlutTid,
      AnnanArbetsgivare: o.annan === true,
    }));
  const missing = (need: readonly string[], has: readonly string[]) => need.filter((c) => !has.includes(c));
  return [
    ...absent,
    ...overlapping,
    ...missing(krav.Kompetenser, person.Kompetenser).map((Kod): Bemanningsvarning => ({
      Typ: 'KOMPETENS',
      Kod,
    })),
    ...missing(krav.Egenskaper, person.Egenskaper).map((Kod): Bemanningsvarning => ({
      Typ: 'EGENSKAP',
      Kod,
    })),
  ];
}

/**
 * The law's warnings by the shift they concern: those the engine lays on a shift, and those whose
 * stretch touches it: the rest just before or after it (13 § names the shift after the short
 * rest, but moving either shift mends it), and the weeks and blocks it is part of.
 */
function lawByShift(
  plan: readonly KontrollPass[],
  regler: Readonly<ArbetstidsRegler>,
  period: Kontrollperiod,
): Map<string, Bemanningsvarning[]> {
  const spans = plan.map(arbetspass);
  const out = new Map<string, Bemanningsvarning[]>();
  for (const { Pass, ...Arbetstid } of arbetstidsvarningar(spans, regler, period)) {
    const [f, t] = [Date.parse(Arbetstid.Fran), Date.parse(Arbetstid.Till)];
    const named = new Set(Pass.map((i) => plan[i]!.Id));
    const concerned = plan.filter(
      (p, i) => named.has(p.Id) || (f <= spans[i]!.end.getTime() && t >= spans[i]!.start.getTime()),
    );
    const PassIds = [...new Set(concerned.map((p) => p.Id))];
    for (const id of PassIds) {
      const list = out.get(id) ?? [];
      list.push({ Typ: 'ARBETSTID', Arbetstid, PassIds });
      out.set(id, list);
    }
  }
  return out;
}

function arbetspass(p: Omit<KontrollPass, 'Id'>): Arbetspass {
  return { ...instantsOf(p), typ: p.Typ, rastMinuter: p.RastMinuter };
}

/** Whether a warning keeps the person off the shift altogether (absent, busy, or not qualified). */
export const hindrar = (w: Bemanningsvarning): boolean => w.Typ !== 'ARBETSTID';

/** Whether the warning is a breach of the law (a rest debt the agreement allows is not). */
export const bryterLagen = (w: Bemanningsvarning): boolean =>
  w.Typ === 'ARBETSTID' && w.Arbetstid.Niva === 'BROTT';
