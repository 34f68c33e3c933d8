// The travel expense report as a PDF (SPEC §7 /rapporter/reserakning): one trip with its events, the
// per diem day by day, the nights, the mileage, the expenses, the representation and the totals, in
// the user's language (ADR 0011). Pure: the trip as the API answers it and the language in, the
// tables out; the print worker draws it (ADR 0009). The lines are the domain's (trip-print.ts), as
// on the web's print view.
import { formatNumberSv, type TravelExpense } from '@lonportal/domain';
import {
  freeMeals,
  mileageLines,
  representationLines,
  tripEventLines,
} from '@lonportal/domain/travel/trip-print';
import type { PdfColumn, PdfReport, PdfSection } from '../../shared/print/pdf';
import { common, withEmployee, type PrintContext, type PrintEmployee } from '../../shared/print/print-frame';
import type { PrintJobBase, PrintLayout } from '../../shared/print/print-jobs';
import { fill, type PrintLocale } from '../../shared/print/print-texts';
import {
  entryRows,
  LANDSCAPE_TABLE_WIDTH as TABLE_WIDTH,
  sumAmounts as sum,
  wrapText,
} from '../../shared/print/table-lines';

/** One trip's print job: the trip as GET /api/resa/{Id} answers it, and its employee. */
export type TravelExpensePrintJob = PrintJobBase & {
  report: 'reserakning';
  trip: TravelExpense;
  employee: PrintEmployee;
};

/** The trip's calculation when its year has rules, and the text printed in its place when not. */
interface Outcome {
  ok: Extract<TravelExpense['Resultat'], { kind: 'ok' }> | null;
  missing: string | null;
}

function outcomeOf(trip: TravelExpense, { key }: PrintLocale): Outcome {
  const result = trip.Resultat;
  return {
    ok: result.kind === 'ok' ? result : null,
    missing:
      result.kind === 'missingRules'
        ? `${key('errors.travelRulesMissing')} (${result.years.join(', ')})`
        : null,
  };
}

/** Kilometres whole, or with the decimals reported ("470", "12,5"). */
const km = (n: number) => formatNumberSv(n, { decimals: 0, auto: true });

/** The trip's events in time order: departure, border crossings, arrival, return. */
function eventsSection(trip: TravelExpense, { travel, country }: PrintLocale): PdfSection {
  const col = travel.print.col;
  return {
    heading: travel.print.events,
    columns: [
      { header: col.event, width: 150 },
      { header: col.date, width: 70 },
      { header: col.time, width: 50 },
      { header: col.from, width: 160 },
      { header: col.to, width: 160 },
      { header: col.arrival, width: 171 },
    ],
    rows: tripEventLines(trip).map((e) => [
      travel.eventType[e.typ],
      e.datum,
      e.tid,
      e.franLand ? country(e.franLand) : '',
      e.land ? country(e.land) : '',
      e.ankomstDatum ? `${e.ankomstDatum} ${e.ankomstTid}` : '',
    ]),
  };
}

/** The per diem day by day: country, whole or half, base, the free meals and their reduction, the amount and why. */
function daysSection({ ok, missing }: Outcome, locale: PrintLocale): PdfSection {
  const { t, travel, hours: amount, key, country } = locale;
  const p = travel.print;
  const columns: PdfColumn[] = [
    { header: p.col.date, width: 62 },
    { header: p.col.country, width: 90 },
    { header: p.col.part, width: 80 },
    { header: p.col.base, width: 62, align: 'right' },
    { header: p.col.meals, width: 120 },
    { header: p.col.mealReduction, width: 66, align: 'right' },
    { header: p.col.amount, width: 62, align: 'right' },
    { header: p.col.why, width: 219 },
  ];
  const days = ok && !ok.perDiem.notEligible ? ok.perDiem.days : [];
  return {
    heading: p.days,
    columns,
    rows: days.flatMap((d) =>
      entryRows([
        d.date,
        wrapText(country(d.country), columns[1]!.width),
        travel.part[d.part],
        amount(d.base),
        wrapText(
          freeMeals(d.meals)
            .map((m) => p.meal[m])
            .join(', '),
          columns[4]!.width,
        ),
        d.mealReduction > 0 ? amount(d.mealReduction) : '',
        amount(d.amount),
        d.reasons.flatMap((r) => wrapText(key(r), columns[7]!.width)),
      ]),
    ),
    ...(days.length > 0
      ? { totals: [t.total, '', '', '', '', '', amount(sum(days.map((d) => d.amount))), ''] }
      : {}),
    empty: missing ?? (ok?.perDiem.notEligible ? key(ok.perDiem.notEligible) : p.noDays),
  };
}

/** The nights' allowances, when the trip has any. */
function nightsSection({ ok }: Outcome, { t, travel, hours: amount }: PrintLocale): PdfSection[] {
  if (!ok || ok.perDiem.nights.length === 0) return [];
  const col = travel.print.col;
  return [
    {
      heading: travel.print.nights,
      columns: [
        { header: col.date, width: 62 },
        { header: col.amount, width: 62, align: 'right' },
        // The rest of the line, so the amount stands beside its date.
        { header: '', width: TABLE_WIDTH - 124 },
      ],
      rows: ok.perDiem.nights.map((n) => [n.date, amount(n.amount), '']),
      totals: [t.total, amount(sum(ok.perDiem.nights.map((n) => n.amount))), ''],
    },
  ];
}

/** The drives with their rate, tax-free and taxable, when the trip has any. */
function mileageSection(trip: TravelExpense, { ok }: Outcome, locale: PrintLocale): PdfSection[] {
  if (trip.Mil.length === 0) return [];
  const { t, travel, hours: amount } = locale;
  const col = travel.print.col;
  const columns: PdfColumn[] = [
    { header: col.date, width: 62 },
    { header: col.km, width: 50, align: 'right' },
    { header: col.vehicle, width: 170 },
    { header: col.regnr, width: 60 },
    { header: col.route, width: 179 },
    { header: col.rate, width: 80, align: 'right' },
    { header: col.taxFree, width: 80, align: 'right' },
    { header: col.taxable, width: 80, align: 'right' },
  ];
  return [
    {
      heading: travel.print.mileage,
      columns,
      rows: mileageLines(trip).flatMap(({ drive, result: r }) =>
        entryRows([
          drive.Datum,
          km(drive.Km),
          wrapText(travel.vehicle[drive.Fordon], columns[2]!.width),
          drive.Regnr,
          wrapText(drive.Beskrivning, columns[4]!.width),
          r ? amount(r.Sats) : '',
          r ? amount(r.Skattefritt) : '',
          r ? amount(r.Skattepliktigt) : '',
        ]),
      ),
      totals: [
        t.total,
        km(sum(trip.Mil.map((m) => m.Km))),
        '',
        '',
        '',
        '',
        ok ? amount(sum(ok.mileage.map((m) => m.Skattefritt))) : '',
        ok ? amount(sum(ok.mileage.map((m) => m.Skattepliktigt))) : '',
      ],
    },
  ];
}

/** The expenses in their currency, when the trip has any. */
function expensesSection(trip: TravelExpense, { travel, hours: amount }: PrintLocale): PdfSection[] {
  if (trip.Utlagg.length === 0) return [];
  const col = travel.print.col;
  const columns: PdfColumn[] = [
    { header: col.date, width: 62 },
    { header: col.text, width: 379 },
    { header: col.amount, width: 90, align: 'right' },
    { header: col.vat, width: 90, align: 'right' },
    { header: col.currency, width: 60 },
    { header: col.exchangeRate, width: 80, align: 'right' },
  ];
  return [
    {
      heading: travel.print.expenses,
      columns,
      rows: trip.Utlagg.flatMap((u) =>
        entryRows([
          u.Datum,
          wrapText(u.Text, columns[1]!.width),
          amount(u.Belopp),
          amount(u.Moms),
          u.ValutaKod,
          u.Kurs === null ? '' : formatNumberSv(u.Kurs, { auto: true }),
        ]),
      ),
    },
  ];
}

/** The representation with its participants and VAT, when the trip has any. */
function representationSection(trip: TravelExpense, locale: PrintLocale): PdfSection[] {
  if (trip.Representation.length === 0) return [];
  const { travel, hours: amount, key } = locale;
  const col = travel.print.col;
  const columns: PdfColumn[] = [
    { header: col.date, width: 62 },
    { header: col.type, width: 50 },
    { header: col.participants, width: 50, align: 'right' },
    { header: col.names, width: 180 },
    { header: col.amount, width: 62, align: 'right' },
    { header: col.deductibleVat, width: 62, align: 'right' },
    { header: col.nonDeductibleVat, width: 62, align: 'right' },
    { header: col.purpose, width: 100 },
    { header: col.vatRule, width: 133 },
  ];
  return [
    {
      heading: travel.print.representation,
      columns,
      rows: representationLines(trip).flatMap(({ meal, result: r }) =>
        entryRows([
          meal.Datum,
          travel.representationType[meal.Typ],
          String(meal.Deltagare.length),
          meal.Deltagare.flatMap((d) =>
            wrapText([d.Namn, d.Foretag].filter(Boolean).join(', '), columns[3]!.width),
          ),
          amount(meal.Belopp),
          r ? amount(r.AvdragsgillMoms) : '',
          r ? amount(r.EjAvdragsgillMoms) : '',
          wrapText(meal.Text, columns[7]!.width),
          r ? wrapText(key(r.Skal), columns[8]!.width) : [],
        ]),
      ),
    },
  ];
}

/** The totals: tax-free, taxable, benefit, expenses and deductible VAT; the missing rules in their place. */
function totalsSection({ ok, missing }: Outcome, { travel, hours: amount }: PrintLocale): PdfSection {
  const col = travel.print.col;
  return {
    heading: travel.print.totals,
    columns: [col.taxFree, col.taxable, col.benefit, col.expensesTotal, col.deductibleVat].map((header) => ({
      header,
      width: TABLE_WIDTH / 5,
      align: 'right' as const,
    })),
    rows: ok
      ? [
          [
            amount(ok.totals.Skattefritt),
            amount(ok.totals.Skattepliktigt),
            amount(ok.totals.Forman),
            amount(ok.totals.Utlagg),
            amount(ok.totals.AvdragsgillMoms),
          ],
        ]
      : [],
    ...(missing ? { empty: missing } : {}),
  };
}

/** The facts under the title: the company, the employee, purpose, destination, distance, departure, return and status. */
function tripFacts(
  facts: [string, string][],
  trip: TravelExpense,
  employee: PrintEmployee,
  { t, travel, status }: PrintLocale,
): [string, string][] {
  const p = travel.print;
  const tripStatus = trip.RaderStatus
    ? fill(p.statusWithRows, { trip: travel.status[trip.Status], rows: status(trip.RaderStatus) })
    : travel.status[trip.Status];
  return [
    ...withEmployee(facts.slice(0, 2), t.employee, trip.AnstNr, employee),
    [p.purpose, trip.Syfte],
    [p.destination, trip.Ort],
    [p.distance, fill(p.distanceValue, { km: km(trip.AvstandKm) })],
    [p.departure, `${trip.AvresaDatum} ${trip.AvresaTid}`],
    [p.return, `${trip.HemkomstDatum} ${trip.HemkomstTid}`],
    [p.status, tripStatus],
  ];
}

/**
 * The travel expense report of one trip: the employee, purpose, destination, departure, return
 * and status; the events in time order; the per diem of each day (country, whole or half, base,
 * the free meals and their reduction, the amount and why), the nights, the mileage tax-free and
 * taxable, the expenses in their currency, the representation with its participants and VAT, and
 * the totals. A trip whose year has no amounts prints "missing rules for travel" in their place.
 */
export function travelExpensePdf(
  ctx: PrintContext,
  trip: TravelExpense,
  employee: PrintEmployee,
  locale: PrintLocale,
): PdfReport {
  const base = common(ctx, trip.AvresaDatum, trip.HemkomstDatum, locale);
  const outcome = outcomeOf(trip, locale);
  return {
    ...base,
    title: locale.travel.print.title,
    landscape: true,
    facts: tripFacts(base.facts, trip, employee, locale),
    sections: [
      eventsSection(trip, locale),
      daysSection(outcome, locale),
      ...nightsSection(outcome, locale),
      ...mileageSection(trip, outcome, locale),
      ...expensesSection(trip, locale),
      ...representationSection(trip, locale),
      totalsSection(outcome, locale),
    ],
  };
}

export const TRAVEL_EXPENSE_PDF: PrintLayout<TravelExpensePrintJob> = (job, locale) =>
  travelExpensePdf(job.ctx, job.trip, job.employee, locale);
