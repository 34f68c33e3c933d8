// The travel expense report as a PDF: one trip with its events, the
// per diem day by day, the nights, the mileage, the expenses, the representation and the totals, in
// the user's language. Pure: the trip as the API answers it and the language in, the PdfReport out.
// The lines are the domain's (trip-print.ts), as on the web's print view.
import { formatNumberSv, type TravelExpense } from '@lonportal/domain';
import {
  freeMeals,
  mileageLines,
  representationLines,
  tripEventLines,
} from '@lonportal/domain/travel/trip-print';
import type { PdfColumn, PdfReport, PdfSection } from './pdf';
import { fill, type PrintLocale } from './print-texts';
import { common, withEmployee, type PrintContext } from './reports';

/**
 * The table's width in points: A4 landscape less pdf.ts's margins. The columns below are given in
 * points of it (each table's add up to it), so a long text can be broken into lines that fit.
 */
const TABLE_WIDTH = 761;
/** DejaVu Sans at 8 pt runs under 5 points a character on average: a line of a column holds this many. */
const POINTS_PER_CHAR = 5;

/** `text` in lines of at most `width` points (by the average character), broken at spaces. */
export function wrapText(text: string, width: number): string[] {
  const max = Math.max(8, Math.floor((width - 4) / POINTS_PER_CHAR));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One entry of a table over as many rows as its longest cell needs: `cells` holds the entry's
 * values, one string per column or, for a column that runs over several lines, the lines.
 */
function entryRows(cells: readonly (string | readonly string[])[]): string[][] {
  const height = Math.max(1, ...cells.map((c) => (typeof c === 'string' ? 1 : c.length)));
  return Array.from({ length: height }, (_, i) =>
    cells.map((c) => (typeof c === 'string' ? (i === 0 ? c : '') : (c[i] ?? ''))),
  );
}

const sum = (values: readonly number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0) / 100;

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
  employee: { foNamn: string; efNamn: string },
  locale: PrintLocale,
): PdfReport {
  const { t, travel, hours: amount, key, country } = locale;
  const p = travel.print;
  const col = p.col;
  const base = common(ctx, trip.AvresaDatum, trip.HemkomstDatum, locale);
  const result = trip.Resultat;
  const ok = result.kind === 'ok' ? result : null;
  const missing =
    result.kind === 'missingRules'
      ? `${key('errors.travelRulesMissing')} (${result.years.join(', ')})`
      : null;
  const number = (n: number) => formatNumberSv(n, { decimals: 0, auto: true });
  const status = trip.RaderStatus
    ? fill(p.statusWithRows, { trip: travel.status[trip.Status], rows: locale.status(trip.RaderStatus) })
    : travel.status[trip.Status];

  const sections: PdfSection[] = [];

  sections.push({
    heading: p.events,
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
  });

  const dayColumns: PdfColumn[] = [
    { header: col.date, width: 62 },
    { header: col.country, width: 90 },
    { header: col.part, width: 80 },
    { header: col.base, width: 62, align: 'right' },
    { header: col.meals, width: 120 },
    { header: col.mealReduction, width: 66, align: 'right' },
    { header: col.amount, width: 62, align: 'right' },
    { header: col.why, width: 219 },
  ];
  const days = ok && !ok.perDiem.notEligible ? ok.perDiem.days : [];
  sections.push({
    heading: p.days,
    columns: dayColumns,
    rows: days.flatMap((d) =>
      entryRows([
        d.date,
        wrapText(country(d.country), dayColumns[1]!.width),
        travel.part[d.part],
        amount(d.base),
        wrapText(
          freeMeals(d.meals)
            .map((m) => p.meal[m])
            .join(', '),
          dayColumns[4]!.width,
        ),
        d.mealReduction > 0 ? amount(d.mealReduction) : '',
        amount(d.amount),
        d.reasons.flatMap((r) => wrapText(key(r), dayColumns[7]!.width)),
      ]),
    ),
    ...(days.length > 0
      ? { totals: [t.total, '', '', '', '', '', amount(sum(days.map((d) => d.amount))), ''] }
      : {}),
    empty: missing ?? (ok?.perDiem.notEligible ? key(ok.perDiem.notEligible) : p.noDays),
  });

  if (ok && ok.perDiem.nights.length > 0)
    sections.push({
      heading: p.nights,
      columns: [
        { header: col.date, width: 62 },
        { header: col.amount, width: 62, align: 'right' },
        // The rest of the line, so the amount stands beside its date.
        { header: '', width: TABLE_WIDTH - 124 },
      ],
      rows: ok.perDiem.nights.map((n) => [n.date, amount(n.amount), '']),
      totals: [t.total, amount(sum(ok.perDiem.nights.map((n) => n.amount))), ''],
    });

  if (trip.Mil.length > 0) {
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
    sections.push({
      heading: p.mileage,
      columns,
      rows: mileageLines(trip).flatMap(({ drive, result: r }) =>
        entryRows([
          drive.Datum,
          number(drive.Km),
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
        number(sum(trip.Mil.map((m) => m.Km))),
        '',
        '',
        '',
        '',
        ok ? amount(sum(ok.mileage.map((m) => m.Skattefritt))) : '',
        ok ? amount(sum(ok.mileage.map((m) => m.Skattepliktigt))) : '',
      ],
    });
  }

  if (trip.Utlagg.length > 0) {
    const columns: PdfColumn[] = [
      { header: col.date, width: 62 },
      { header: col.text, width: 379 },
      { header: col.amount, width: 90, align: 'right' },
      { header: col.vat, width: 90, align: 'right' },
      { header: col.currency, width: 60 },
      { header: col.exchangeRate, width: 80, align: 'right' },
    ];
    sections.push({
      heading: p.expenses,
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
    });
  }

  if (trip.Representation.length > 0) {
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
    sections.push({
      heading: p.representation,
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
    });
  }

  sections.push({
    heading: p.totals,
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
  });

  return {
    ...base,
    title: p.title,
    landscape: true,
    facts: [
      ...withEmployee(base.facts.slice(0, 2), t.employee, trip.AnstNr, employee),
      [p.purpose, trip.Syfte],
      [p.destination, trip.Ort],
      [p.distance, fill(p.distanceValue, { km: number(trip.AvstandKm) })],
      [p.departure, `${trip.AvresaDatum} ${trip.AvresaTid}`],
      [p.return, `${trip.HemkomstDatum} ${trip.HemkomstTid}`],
      [p.status, status],
    ],
    sections,
  };
}
