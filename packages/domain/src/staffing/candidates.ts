// "Who can take this shift?" (planner): of the people the planner may assign, those qualified and
// available come first, ranked by how little the shift strains the law for them (no breach before
// a rest debt before nothing), then by the hours they already have in the period, fewest first, so
// that the work spreads. Those who cannot take it follow with their reasons, for the manager to see why.
import { z } from 'zod';
import { compareSwedish } from '../swedish-order';
import { BemanningsvarningSchema, bryterLagen, hindrar, type Bemanningsvarning } from './warnings';

export const KandidatSchema = z.object({
  AnstNr: z.string(),
  Namn: z.string(),
  /** Whether the shift suits the person: qualified, available and within the law (a rest debt the agreement allows is). */
  Lamplig: z.boolean(),
  /** Minutes already planned for the person in the period asked about. */
  Minuter: z.int(),
  Varningar: z.array(BemanningsvarningSchema),
});
export type Kandidat = z.output<typeof KandidatSchema>;

const rank = (k: Kandidat): number[] => {
  const blocked = k.Varningar.some(hindrar) ? 1 : 0;
  const breaches = k.Varningar.filter(bryterLagen).length;
  const law = k.Varningar.filter((w) => w.Typ === 'ARBETSTID').length;
  return [blocked, breaches, law, k.Minuter];
};

/** The people in order (see above). */
export function rangordna(
  people: readonly { AnstNr: string; Namn: string; Minuter: number; Varningar: Bemanningsvarning[] }[],
): Kandidat[] {
  return people
    .map((p) => ({ ...p, Lamplig: !p.Varningar.some((w) => hindrar(w) || bryterLagen(w)) }))
    .map((k) => ({ k, key: rank(k) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
      return compareSwedish(a.k.Namn, b.k.Namn) || (a.k.AnstNr < b.k.AnstNr ? -1 : 1);
    })
    .map((x) => x.k);
}
