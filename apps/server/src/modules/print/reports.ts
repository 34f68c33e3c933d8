// The two print reports as tables: an employee's time report and
// the attest list of a period. Pure: the data and the language in, the PdfReport out. Texts and
// number formats are the user's language (ADR 0011, print-texts.ts); dates stay YYYY-MM-DD in every
// language, as on screen (SPEC §5).
import {
  compensationTotals,
  DEFAULT_CURRENCY,
  dayHours,
  formatOrgnr,
  kindOfCodes,
  periodTotals,
  sumHours,
  sumsPerCode,
  TIME_ENTRY_STATUSES,
  type AttestListEntry,
  type CompensationReport,
  type TimeReport,
} from '@lonportal/domain';
import { stockholmDateTime } from '@lonportal/domain/dates';
import type { PdfReport } from './pdf';
import { fill, type PrintLocale } from './print-texts';

export interface PrintContext {
  company: { namn: string; orgnr: string };
  printedBy: string;
  printedAt: Date;
}

/** What every print has: the company's facts and the period, the foot, the page numbers, the language. */
export function common(ctx: PrintContext, from: string, to: string, { t, tag }: PrintLocale) {
  const at = stockholmDateTime(ctx.printedAt).replace('T', ' ').slice(0, 16);
  return {
    facts: [
      [t.company, ctx.company.namn],
      [t.orgnr, formatOrgnr(ctx.company.orgnr)],
      [t.period, fill(t.periodValue, { from, to })],
    ] as [string, string][],
    footer: fill(t.pdf.printed, { at, by: ctx.printedBy }),
    pageLabel: (page: number, pages: number) => fill(t.pdf.page, { page, pages }),
    language: tag,
  };
}

/** The common facts with the employee's line between the company's and the period's. */
export const withEmployee = (
  facts: [string, string][],
  label: string,
  anstNr: string,
  employee: { foNamn: string; efNamn: string },
): [string, string][] => [
  ...facts.slice(0, 2),
  [label, `${anstNr} ${employee.foNamn} ${employee.efNamn}`],
  ...facts.slice(2),
];

/** Time codes as the report needs them: name and whether the hours count in the day. */
export type CodeInfo = ReadonlyMap<string, { benText: string; typ: string }>;

/**
 * The time report: every day of the period with its schedule (and day off), the rows under it,
 * totals of reported and scheduled hours (supplements such as OB do not count as hours of the day,
 * as on the attest list), and the hours per time code.
 */
export function timeReportPdf(
  ctx: PrintContext,
  report: TimeReport,
  employee: { foNamn: string; efNamn: string },
  codes: CodeInfo,
  locale: PrintLocale,
): PdfReport {
  const { t, hours } = locale;
  const col = t.tidrapport.col;
  const base = common(ctx, report.From, report.To, locale);
  const rowsByDay = new Map<string, TimeReport['Rader']>();
  for (const r of report.Rader) rowsByDay.set(r.Datum, [...(rowsByDay.get(r.Datum) ?? []), r]);
  const kindOf = kindOfCodes([...codes].map(([kod, c]) => [kod, c.typ] as const));
  const lines: string[][] = [];
  const days: { scheduled: number; attendance: number; absence: number; warnings: number }[] = [];
  for (const day of report.Dagar) {
    const date = `${locale.weekday(day.Datum)} ${day.Datum}`;
    const rows = rowsByDay.get(day.Datum) ?? [];
    days.push({ scheduled: day.SchemaTimmar, ...dayHours(rows, kindOf), warnings: 0 });
    if (rows.length === 0) {
      lines.push([date, '', day.HelgdagNamn, '', '', '', hours(day.SchemaTimmar), '', '']);
      continue;
    }
    rows.forEach((r, i) => {
      lines.push([
        i === 0 ? date : '',
        r.TidKod,
        codes.get(r.TidKod)?.benText ?? '',
        r.StartTid,
        r.SlutTid,
        hours(r.Timmar),
        i === 0 ? hours(day.SchemaTimmar) : '',
        locale.status(r.Status),
        r.Kommentar,
      ]);
    });
  }
  const totals = periodTotals(days);
  return {
    ...base,
    title: t.tidrapport.title,
    facts: withEmployee(base.facts, t.employee, report.AnstNr, employee),
    sections: [
      {
        columns: [
          { header: col.datum, width: 88 },
          { header: col.tidkod, width: 36 },
          { header: col.benamning, width: 74 },
          { header: col.start, width: 32 },
          { header: col.slut, width: 32 },
          { header: col.timmar, width: 38, align: 'right' },
          { header: col.schema, width: 38, align: 'right' },
          { header: col.status, width: 100 },
          { header: col.kommentar, width: 77 },
        ],
        rows: lines,
        totals: [t.total, '', '', '', '', hours(totals.reported), hours(totals.scheduled), '', ''],
      },
      {
        heading: t.tidrapport.perCode,
        columns: [
          { header: col.tidkod, width: 60 },
          { header: col.benamning, width: 200 },
          { header: col.rader, width: 60, align: 'right' },
          { header: col.timmar, width: 80, align: 'right' },
        ],
        rows: sumsPerCode(report.Dagar.flatMap((d) => rowsByDay.get(d.Datum) ?? [])).map((s) => [
          s.tidKod,
          codes.get(s.tidKod)?.benText ?? '',
          String(s.antal),
          hours(s.timmar),
        ]),
        empty: t.tidrapport.noRows,
      },
    ],
  };
}

/** The attest list: per employee scheduled and reported hours and the rows per status, with totals. */
export function attestListPdf(
  ctx: PrintContext,
  from: string,
  to: string,
  list: readonly AttestListEntry[],
  locale: PrintLocale,
): PdfReport {
  const { t, hours } = locale;
  const col = t.attestlista.col;
  const sum = (f: (e: AttestListEntry) => number) => list.reduce((n, e) => n + f(e), 0);
  const sumOfHours = (f: (e: AttestListEntry) => number) => sumHours(list.map(f));
  return {
    ...common(ctx, from, to, locale),
    title: t.attestlista.title,
    landscape: true,
    sections: [
      {
        columns: [
          { header: col.anstNr, width: 50 },
          { header: col.namn, width: 130 },
          { header: col.avdelning, width: 60 },
          { header: col.schema, width: 55, align: 'right' },
          { header: col.timmar, width: 60, align: 'right' },
          ...TIME_ENTRY_STATUSES.map((s) => ({
            header: locale.status(s),
            width: 68,
            align: 'right' as const,
          })),
        ],
        rows: list.map((e) => [
          e.AnstNr,
          `${e.EfNamn}, ${e.FoNamn}`,
          e.Avdelning,
          hours(e.SchemaTimmar),
          hours(e.Timmar),
          ...TIME_ENTRY_STATUSES.map((s) => String(e.Antal[s])),
        ]),
        totals: [
          t.total,
          fill(t.attestlista.employees, { count: list.length }),
          '',
          hours(sumOfHours((e) => e.SchemaTimmar)),
          hours(sumOfHours((e) => e.Timmar)),
          ...TIME_ENTRY_STATUSES.map((s) => String(sum((e) => e.Antal[s]))),
        ],
        empty: t.attestlista.empty,
      },
    ],
  };
}

/**
 * An employee's compensations of a period: each row with its pay code, text, quantity,
 * unit price, amount and VAT in the currency paid, what it pays in kronor, its status and whether a
 * receipt is attached; the totals are the page's (compensationTotals).
 */
export function compensationsPdf(
  ctx: PrintContext,
  report: CompensationReport,
  employee: { foNamn: string; efNamn: string },
  payCodes: ReadonlyMap<string, string>,
  locale: PrintLocale,
): PdfReport {
  const { t, hours } = locale;
  const col = t.ersattningar.col;
  const base = common(ctx, report.From, report.To, locale);
  const money = (n: number, currency: string) =>
    currency === DEFAULT_CURRENCY ? hours(n) : `${hours(n)} ${currency}`;
  const totals = compensationTotals(report.Rader);
  return {
    ...base,
    title: t.ersattningar.title,
    landscape: true,
    facts: withEmployee(base.facts, t.employee, report.AnstNr, employee),
    sections: [
      {
        columns: [
          { header: col.datum, width: 62 },
          { header: col.lonkod, width: 60 },
          { header: col.benamning, width: 90 },
          { header: col.text, width: 140 },
          { header: col.antal, width: 40, align: 'right' },
          { header: col.apris, width: 55, align: 'right' },
          { header: col.belopp, width: 70, align: 'right' },
          { header: col.moms, width: 60, align: 'right' },
          { header: col.summa, width: 62, align: 'right' },
          { header: col.status, width: 90 },
          { header: col.kvitto, width: 40 },
        ],
        rows: report.Rader.map((r) => [
          r.Datum,
          r.LonKod,
          payCodes.get(r.LonKod) ?? '',
          r.Text,
          hours(r.Antal),
          r.Apris === null ? '' : money(r.Apris, r.ValutaKod),
          money(r.Belopp, r.ValutaKod),
          money(r.Moms, r.ValutaKod),
          hours(r.Summa),
          locale.status(r.Status),
          r.ReceiptId ? t.ersattningar.receiptYes : t.ersattningar.receiptNo,
        ]),
        totals: [
          t.total,
          '',
          '',
          fill(t.ersattningar.moms, { amount: hours(totals.MomsSek) }),
          '',
          '',
          '',
          '',
          hours(totals.Summa),
          '',
          '',
        ],
        empty: t.ersattningar.empty,
      },
    ],
  };
}
