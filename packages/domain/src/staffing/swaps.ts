// Shift swaps (SPEC §4 "Shift swap", §6: the swap route needs a PassbyteTyp other than X). An
// employee offers a published shift of theirs; colleagues of the same department or task who are
// qualified for it register interest, optionally offering one of their own shifts in return; the
// swap is then approved or denied, and expires if not processed before the shift's cut-off.
//
// What the company's PassbyteTyp allows (portal-info.ts PASSBYTE_TYPER):
// - X: no swaps.
// - A (with approval): a manager chooses among the interested and approves, or denies.
// - D (direct): the first qualified colleague takes the shift at once when the law engine finds no
//   warning for either person; with a warning the swap waits for a manager as under A.
// Every approval checks both people by the law first (warnings need the manager's reason).
import { z } from 'zod';
import { zOptionalCode } from '../registers';
import { zVersion } from '../validation/zod';
import { PassSchema } from './shifts';
import { BemanningsvarningSchema } from './warnings';

export const PASSBYTE_STATUSAR = ['OPPET', 'INTRESSE', 'GODKANT', 'NEKAT', 'UTGANGET', 'AVBRUTET'] as const;
export type PassbyteStatus = (typeof PASSBYTE_STATUSAR)[number];

/** The cut-off before a shift starts after which an unprocessed swap expires, by default (hours). */
export const BYTESGRANS_TIMMAR_STANDARD = 24;

/** Whether a swap in this state still waits: an offer, with or without interest. */
export const passbyteOppet = (s: PassbyteStatus): boolean => s === 'OPPET' || s === 'INTRESSE';

/** The instant an unprocessed swap of a shift starting at `start` expires. */
export const bytesgrans = (start: Date, timmar: number): Date =>
  new Date(start.getTime() - timmar * 3_600_000);

const text = () => z.string().trim().max(500, { error: 'validation.maxLength' }).default('');

/** POST /schedule/passbyten: offer one's own published shift. */
export const PassbyteCreateSchema = z.object({ PassId: z.uuid(), Kommentar: text() }).strict();

/** POST /schedule/passbyten/{Id}/intresse: take it, or swap it for one of one's own shifts. */
export const IntresseSchema = z
  .object({ MotPassId: z.uuid().nullable().default(null), Version: zVersion() })
  .strict();

/** POST /bemanna/passbyten/{Id}/beslut. */
export const PassbyteBeslutSchema = z
  .object({
    Beslut: z.enum(['GODKANN', 'NEKA']),
    /** The interest approved (GODKANN). */
    IntresseId: z.uuid().nullable().default(null),
    Kommentar: text(),
    /** Why the swap is approved despite its warnings (logged, DOMAIN §4). */
    Overstyrning: text(),
    Version: zVersion(),
  })
  .strict()
  .refine((b) => b.Beslut === 'NEKA' || b.IntresseId !== null, {
    path: ['IntresseId'],
    error: 'validation.required',
  });

export const PassbyteQuerySchema = z
  .object({ Status: z.enum(['OPPNA', 'ALLA']).default('OPPNA'), Avdelning: zOptionalCode() })
  .strict();

export const IntresseOutSchema = z.object({
  Id: z.uuid(),
  AnstNr: z.string(),
  Namn: z.string(),
  /** The shift offered in return, if any. */
  MotPass: PassSchema.nullable(),
  /** What the swap would do: the law for the one who takes the shift, and for the one who gives theirs. */
  Varningar: z.array(BemanningsvarningSchema),
  VarningarGivare: z.array(BemanningsvarningSchema),
});

export const PassbyteSchema = z.object({
  Id: z.uuid(),
  Status: z.enum(PASSBYTE_STATUSAR),
  Pass: PassSchema,
  /** Who offers it. */
  AnstNr: z.string(),
  Namn: z.string(),
  Kommentar: z.string(),
  /** When it expires unless processed (ISO instant). */
  GallerTill: z.string(),
  Intressen: z.array(IntresseOutSchema),
  /** The caller's own interest, for an employee's view. */
  MittIntresse: z.boolean(),
  /** Whether the caller may take it (qualified, of the same department or task, not the offerer). */
  KanTa: z.boolean(),
  Beslut: z.object({ Av: z.string(), Kommentar: z.string(), IntresseId: z.string().nullable() }).nullable(),
  Version: z.int(),
});
export type Passbyte = z.output<typeof PassbyteSchema>;

/**
 * A colleague works a task who has a published shift of it within this many days either side of
 * today: they may take its shifts in another department too.
 */
export const UPPGIFT_DAGAR = 56;

/**
 * Whether a colleague may take an offered shift: of its department (a shift of no department is
 * anyone's) or working its task (`Bemuppgifter`, see UPPGIFT_DAGAR), holding every competence and
 * property it requires, and not the one offering it.
 */
export function kanTaPass(
  person: {
    AnstNr: string;
    Avdelning: string;
    Kompetenser: readonly string[];
    Egenskaper: readonly string[];
    Bemuppgifter: readonly string[];
  },
  pass: { AnstNr: string; Avdelning: string; Bemuppgift: string },
  krav: { Kompetenser: readonly string[]; Egenskaper: readonly string[] },
): boolean {
  if (person.AnstNr === pass.AnstNr) return false;
  const sameDepartment = pass.Avdelning === '' || person.Avdelning === pass.Avdelning;
  if (!sameDepartment && !person.Bemuppgifter.includes(pass.Bemuppgift)) return false;
  return (
    krav.Kompetenser.every((k) => person.Kompetenser.includes(k)) &&
    krav.Egenskaper.every((e) => person.Egenskaper.includes(e))
  );
}
