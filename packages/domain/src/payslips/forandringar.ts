// What changed since the previous payslip, row by row (beyond SPEC: the employee reads "OB-tillägg
// +1 240 kr: 12 more hours" instead of comparing two payslips): the visible rows of each pay type
// summed, then compared with the previous payslip's.
import { z } from 'zod';
import { LONETYPER, summa, type LonebeskedData, type Lonerad } from './lonebesked';

export const ForandringSchema = z.object({
  /** NY: not on the previous payslip; BORTA: only on the previous one; ANDRAD: on both. */
  Typ: z.enum(['NY', 'BORTA', 'ANDRAD']),
  Benamning: z.string(),
  LoneTyp: z.enum(LONETYPER).nullable(),
  Forut: z.number().nullable(),
  Nu: z.number().nullable(),
  /** Nu − Forut in kronor (a missing amount counts as 0). */
  Skillnad: z.number(),
  /** The change in hours, or else in quantity (days, pieces), where the rows give one; null otherwise. */
  Timmar: z.number().nullable(),
  Antal: z.number().nullable(),
});
export type Forandring = z.output<typeof ForandringSchema>;

interface Summed {
  Benamning: string;
  LoneTyp: Lonerad['LoneTyp'];
  Belopp: number | null;
  Timmar: number | null;
  Antal: number | null;
}

/** The pay type's key: the payroll program's code, or its name where it gives none. */
const keyOf = (r: Lonerad) => `${r.LoneTyp ?? ''}|${r.LoneArt || r.Benamning.trim().toLowerCase()}`;

function byKey(rader: readonly Lonerad[]): Map<string, Summed> {
  const groups = new Map<string, Lonerad[]>();
  for (const r of rader) if (!r.Dold) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  return new Map(
    [...groups].map(([key, rows]) => [
      key,
      {
        Benamning: rows[0]!.Benamning,
        LoneTyp: rows[0]!.LoneTyp,
        Belopp: summa(rows.map((r) => r.Belopp)),
        Timmar: summa(rows.map((r) => r.Timmar)),
        Antal: summa(rows.map((r) => r.Antal ?? r.Dagar)),
      },
    ]),
  );
}

const diff = (now: number | null, before: number | null): number | null =>
  now === null && before === null ? null : Math.round(((now ?? 0) - (before ?? 0)) * 100) / 100;

/**
 * The pay types whose amount changed from `previous` to `current`, the largest change first (rows
 * whose amount is the same are left out, whatever else changed).
 */
export function forandringar(previous: LonebeskedData, current: LonebeskedData): Forandring[] {
  const before = byKey(previous.Rader);
  const now = byKey(current.Rader);
  const out: Forandring[] = [];
  for (const key of new Set([...before.keys(), ...now.keys()])) {
    const b = before.get(key);
    const n = now.get(key);
    const Skillnad = diff(n?.Belopp ?? null, b?.Belopp ?? null) ?? 0;
    if (Skillnad === 0) continue;
    const base = (n ?? b)!;
    out.push({
      Typ: !b ? 'NY' : !n ? 'BORTA' : 'ANDRAD',
      Benamning: base.Benamning,
      LoneTyp: base.LoneTyp,
      Forut: b?.Belopp ?? null,
      Nu: n?.Belopp ?? null,
      Skillnad,
      Timmar: diff(n?.Timmar ?? null, b?.Timmar ?? null),
      Antal: diff(n?.Antal ?? null, b?.Antal ?? null),
    });
  }
  return out.sort(
    (x, y) => Math.abs(y.Skillnad) - Math.abs(x.Skillnad) || x.Benamning.localeCompare(y.Benamning),
  );
}
