import { addDays, addMonths, daysBetween } from '../dates';

// Sick-pay facts (DOMAIN §13, Lag 1991:1047 om sjuklön): what the rules decide about a sick spell
// that the employee and the manager should see. The portal does not compute pay: it says on which
// day the qualifying deduction falls, when a doctor's certificate is needed and when the employer's
// sick-pay period ends and Försäkringskassan takes over.

/** A new spell that starts within this many calendar days after the last one ended continues it (6 §). */
export const SICK_CONTINUATION_DAYS = 5;
/** From this day of the sick-pay period a doctor's certificate is needed (8 §). */
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

export type KarensReason = 'continuation' | 'maxPerYear';

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
  /** The date day 8 of the period falls on: a doctor's certificate from then on. */
  CertificateFrom: string | null;
  /** The date of day 15: Försäkringskassan takes over. */
  FkFrom: string | null;
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
 * The sick-pay facts of every spell of one employee (any order), by Id. A spell that starts within
 * 5 calendar days after the previous one ended continues its period: its days count on, and it has
 * no qualifying deduction. A new period has one on its first day, unless 10 deductions fell in the
 * 12 months before. A date a spell does not reach (recovered before it) is null.
 */
export function sickFacts(spells: readonly SickSpell[], today: string): Map<string, SickFacts> {
  const sorted = [...spells].sort((a, b) => a.From.localeCompare(b.From) || a.Id.localeCompare(b.Id));
  const out = new Map<string, SickFacts>();
  const karensDays: string[] = [];
  let previous: { spell: SickSpell; facts: SickFacts; days: number } | null = null;
  for (const spell of sorted) {
    const days = spellDays(spell, today);
    const prevEnd = previous ? lastSickDay(previous.spell, today) : null;
    const continues =
      previous !== null &&
      prevEnd !== null &&
      spell.From > prevEnd &&
      spell.From <= addDays(prevEnd, SICK_CONTINUATION_DAYS);
    const earlierDays = continues && previous ? previous.facts.EarlierDays + previous.days : 0;
    const yearAgo = addMonths(spell.From, -12);
    const recentKarens = karensDays.filter((d) => d > yearAgo && d < spell.From).length;
    let karens: string | null = null;
    let noKarensReason: KarensReason | null = null;
    if (continues) noKarensReason = 'continuation';
    else if (recentKarens >= KARENS_MAX_PER_YEAR) noKarensReason = 'maxPerYear';
    else {
      karens = spell.From;
      karensDays.push(spell.From);
    }
    const total = earlierDays + days;
    const reaches = (n: number) => (total >= n ? dayOfPeriodDate(spell.From, earlierDays, n) : null);
    // While the spell lasts, the dates ahead are shown too: they are what the employee plans for.
    const ahead = (n: number) =>
      spell.Frisk === null || total >= n ? dayOfPeriodDate(spell.From, earlierDays, n) : reaches(n);
    const fkFrom = ahead(SICK_PAY_LAST_DAY + 1);
    const facts: SickFacts = {
      PeriodStart: continues && previous ? previous.facts.PeriodStart : spell.From,
      ContinuesId: continues && previous ? previous.spell.Id : null,
      EarlierDays: earlierDays,
      Karens: karens,
      NoKarensReason: noKarensReason,
      CertificateFrom: ahead(SICK_CERTIFICATE_DAY),
      FkFrom: fkFrom,
      FkReportDue: fkFrom ? addDays(fkFrom, FK_REPORT_DAYS - 1) : null,
      DayOfPeriod: total,
    };
    out.set(spell.Id, facts);
    previous = { spell, facts, days };
  }
  return out;
}
