// The working-time engine's tests (law*.test.ts): fixed dates, the presets, and shifts by wall time.
import { addDays, stockholmInstant } from '../dates';
import { arbetstidsRegler } from './agreements';
import type { arbetstidsvarningar } from './law';
import type { Arbetspass, ArbetstidsRegel, PassTyp } from './schemas';

// DOMAIN §4 and §14. Dates are fixed: 2026-11-02 is a Monday; the clocks go forward on Sunday
// 2026-03-29 and back on Sunday 2026-10-25.
export const ATL = arbetstidsRegler();
export const VARD = arbetstidsRegler({ Avtal: 'VARDFORETAGARNA_PA' });
export const PAN = arbetstidsRegler({ Avtal: 'SKR_PAN' });

export const pass = (
  datum: string,
  from: string,
  to: string,
  typ: PassTyp = 'ARBETE',
  rastMinuter = 0,
): Arbetspass => ({
  start: stockholmInstant(datum, from),
  end: stockholmInstant(datum, to),
  typ,
  rastMinuter,
});
export const at = (datum: string, tid: string) => stockholmInstant(datum, tid).toISOString();
/** The same hours on `days` days from `from`. */
export const daily = (
  from: string,
  days: number,
  start: string,
  end: string,
  typ: PassTyp = 'ARBETE',
  rast = 0,
) => Array.from({ length: days }, (_, i) => pass(addDays(from, i), start, end, typ, rast));
export const only = (warnings: ReturnType<typeof arbetstidsvarningar>, regel: ArbetstidsRegel) =>
  warnings.filter((w) => w.Regel === regel);
