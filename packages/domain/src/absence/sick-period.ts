import { addDays, addMonths, daysBetween } from '../dates';

// Sick-pay facts (DOMAIN §13, Lag 1991:1047 om sjuklön): what the rules decide about a sick spell
// that the employee and the manager should see. The portal does not compute pay: it says on which
// day the qualifying deduction falls, when a doctor's certificate is needed and when the employer's
// sick-pay period ends and Försäkringskassan takes over.

/**
 * A new spell that starts within this many calendar days after the last one ended continues its
 * period (återinsjuknande): its days count on towards day 15, and no new karens is taken (SjLL;
 * DOMAIN §13 "No new karensavdrag if the employee falls ill again within 5 days").
 */
export const SICK_CONTINUATION_DAYS = 5;
/**
 * From this day of the spell a doctor's certificate is needed, its first day counting as day 1
 * (SjLL 8 §; DOMAIN §13 "Doctor's certificate from day 8"). It counts from the first day of the
 * spell as reported, also when the spell continues an earlier period, as payroll handbooks apply
 * 8 §: the employee reported sick again on that day, and the certificate counts each spell alone.
 */
export const SICK_CERTIFICATE_DAY = 8;
/** The employer's sick-pay period is days 1–14; from day 15 Försäkringskassan pays sjukpenning. */
export const SICK_PAY_LAST_DAY = 14;
/** The report to Försäkringskassan is due within this many days after the sick-pay period (12 §). */
export const FK_REPORT_DAYS = 7;
/** At most this many qualifying deductions in 12 months; after them none (6 §). */
export const KARENS_MAX_PER_YEAR = 10;

/** A sick spell: its first sick day and the day the employee was well again (null while still sick). */
export interface SickSpell {
  Id: string;
  From: string;
  /** The recovered date: the first day back, not the last sick day. */
  Frisk: string | null;
}

/**
 * Whether the employee would have worked on a date: their schedule gives it hours (without a
 * schedule, a weekday that is no holiday; `dueHours`). The karens falls on such a day.
 */
export type WorkDayRule = (datum: string) => boolean;

/**
 * Why a spell has no karens: it continues a period that had one (or none after ten), ten were
 * taken in the last 12 months, or the spell had no day the employee would have worked (sick on
 * days off only; the period's karens then falls in a spell that continues it).
 */
export type KarensReason = 'continuation' | 'maxPerYear' | 'noWorkDay';

export interface SickFacts {
  /** The first day of the sick-pay period this spell belongs to (earlier spells it continues included). */
  PeriodStart: string;
  /** The spell this one continues (started within 5 days of its end), or null. */
  ContinuesId: string | null;
  /** Sick days of the period before this spell (0 for a new period). */
  EarlierDays: number;
  /** The day of the qualifying deduction, or null with the reason there is none. */
  Karens: string | null;
  NoKarensReason: KarensReason | null;
  /** The date day 8 of the spell falls on: a doctor's certificate from then on. */
  CertificateFrom: string | null;
  /** The spell has reached its day 8 (today, or by its last day once recovered): a certificate is needed. */
  CertificateNeeded: boolean;
  /** The date of day 15 of the period: Försäkringskassan takes over. */
  FkFrom: string | null;
  /** The period has reached day 15: Försäkringskassan pays and the case is reported to it. */
  FkPays: boolean;
  /** The last day to report the case to Försäkringskassan (7 days after day 14). */
  FkReportDue: string | null;
  /** The spell's day of the period today (or on its last day once recovered). */
  DayOfPeriod: number;
}

/** The last sick day of a spell: the day before recovery, or `today` while it lasts. */
export const lastSickDay = (spell: Pick<SickSpell, 'Frisk'>, today: string): string =>
  spell.Frisk ? addDays(spell.Frisk, -1) : today;

/** Calendar days of a spell up to `today` (0 when it has not started). */
const spellDays = (spell: SickSpell, today: string): number => {
  const last = lastSickDay(spell, today);
  return last < spell.From ? 0 : daysBetween(spell.From, last) + 1;
};

/** The date on which day `n` of the period falls, given the spell's start and the earlier days. */
const dayOfPeriodDate = (from: string, earlierDays: number, n: number): string =>
  addDays(from, Math.max(0, n - earlierDays - 1));

/**
 * The karens day of a spell: its first day the employee would have worked, within the sick-pay
 * period (day 14 at the latest) and, once recovered, before the recovery. A spell that lasts looks
 * ahead: it is the day the employee plans for.
 */
function firstWorkDay(spell: SickSpell, earlierDays: number, today: string, works: WorkDayRule) {
  const lastPaid = dayOfPeriodDate(spell.From, earlierDays, SICK_PAY_LAST_DAY);
  if (earlierDays >= SICK_PAY_LAST_DAY) return null;
  const end =
    spell.Frisk === null || lastSickDay(spell, today) > lastPaid ? lastPaid : addDays(spell.Frisk, -1);
  for (let d = spell.From; d <= end; d = addDays(d, 1)) if (works(d)) return d;
  return null;
}

/**
 * The sick-pay facts of every spell of one employee (any order), by Id (DOMAIN §13, SjLL):
 * - A spell that starts within 5 calendar days after the previous one ended continues its period:
 *   its days count on towards day 15, and the period's one karens is not taken again (SjLL's
 *   återinsjuknande rule, DOMAIN §13). Only the doctor's certificate counts each spell alone.
 * - A new period has its karens on its first day the employee would have worked (`works`, their
 *   schedule), not on a day off; none after 10 in the 12 months before (6 §). A period whose first
 *   spell had no such day takes it in a spell that continues it.
 * - The doctor's certificate is needed from day 8 of the spell itself, its first day being day 1
 *   (8 §), continuation or not: employers' guides apply it so (Sobona, "Återinsjuknande": "När
 *   det gäller sjukintyg räknas dock varje sjukperiod för sig").
 * A date a spell does not reach (recovered before it) is null; while it lasts, the dates ahead are
 * shown. Without `works` every day counts as a working day.
 */
export function sickFacts(
  spells: readonly SickSpell[],
  today: string,
  works: WorkDayRule = () => true,
): Map<string, SickFacts> {
  const sorted = [...spells].sort((a, b) => a.From.localeCompare(b.From) || a.Id.localeCompare(b.Id));
  const out = new Map<string, SickFacts>();
  const karensDays: string[] = [];
  let previous: { spell: SickSpell; facts: SickFacts; days: number; karensDue: boolean } | null = null;
  for (const spell of sorted) {
    const days = spellDays(spell, today);
    const prevEnd: string | null = previous ? lastSickDay(previous.spell, today) : null;
    const continues: boolean =
      previous !== null &&
      prevEnd !== null &&
      spell.From > prevEnd &&
      spell.From <= addDays(prevEnd, SICK_CONTINUATION_DAYS);
    const earlierDays = continues && previous ? previous.facts.EarlierDays + previous.days : 0;
    const yearAgo = addMonths(spell.From, -12);
    const recentKarens = karensDays.filter((d) => d > yearAgo && d < spell.From).length;
    // The period's karens is still to be taken: a new period, or one whose spells so far had no
    // working day.
    let karensDue: boolean = continues && previous ? previous.karensDue : true;
    let karens: string | null = null;
    let noKarensReason: KarensReason | null = null;
    if (!karensDue) noKarensReason = 'continuation';
    else if (recentKarens >= KARENS_MAX_PER_YEAR) {
      noKarensReason = 'maxPerYear';
      karensDue = false;
    } else {
      karens = firstWorkDay(spell, earlierDays, today, works);
      if (karens === null) noKarensReason = 'noWorkDay';
      else {
        karensDays.push(karens);
        karensDue = false;
      }
    }
    const total = earlierDays + days;
    const lasts = spell.Frisk === null;
    const periodDay = (n: number) =>
      lasts || total >= n ? dayOfPeriodDate(spell.From, earlierDays, n) : null;
    const fkFrom = periodDay(SICK_PAY_LAST_DAY + 1);
    const certificateNeeded = days >= SICK_CERTIFICATE_DAY;
    const facts: SickFacts = {
      PeriodStart: continues && previous ? previous.facts.PeriodStart : spell.From,
      ContinuesId: continues && previous ? previous.spell.Id : null,
      EarlierDays: earlierDays,
      Karens: karens,
      NoKarensReason: noKarensReason,
      CertificateFrom: lasts || certificateNeeded ? addDays(spell.From, SICK_CERTIFICATE_DAY - 1) : null,
      CertificateNeeded: certificateNeeded,
      FkFrom: fkFrom,
      FkPays: total > SICK_PAY_LAST_DAY,
      FkReportDue: fkFrom ? addDays(fkFrom, FK_REPORT_DAYS - 1) : null,
      DayOfPeriod: total,
    };
    out.set(spell.Id, facts);
    previous = { spell, facts, days, karensDue };
  }
  return out;
}
