// The two print reports as tables (issue 5 "Print and hand-off"): an employee's time report and
// the attest list of a period. Pure: the data in, the PdfReport out. The documents are Swedish
// (the product's language, SPEC §9 default sv), with Swedish number formatting (SPEC §5).
import {
  formatNumberSv,
  formatOrgnr,
  tidKodKind,
  weekdayIndex,
  TIME_ENTRY_STATUSES,
  type AttestListEntry,
  type TimeEntryStatus,
  type TimeReport,
} from '@lonportal/domain';
import { paxmlDateTime } from '@lonportal/domain/time-reporting/paxml';
import type { PdfReport } from './pdf';

export const STATUS_SV: Record<TimeEntryStatus, string> = {
  NOT_APPROVED: 'Ej godkänd',
  APPROVED: 'Godkänd',
  NOT_ATTESTED: 'Ej attesterad',
  ATTESTED: 'Attesterad',
  LOCKED: 'Överförd till lön',
};
const STATUS_COUNT_SV: Record<TimeEntryStatus, string> = {
  NOT_APPROVED: 'Ej godkända',
  APPROVED: 'Godkända',
  NOT_ATTESTED: 'Ej attesterade',
  ATTESTED: 'Attesterade',
  LOCKED: 'Överförda',
};
const WEEKDAYS_SV = ['mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön'];

export interface PrintContext {
  company: { namn: string; orgnr: string };
  printedBy: string;
  printedAt: Date;
}

const hours = (n: number) => formatNumberSv(n);
const round2 = (n: number) => Math.round(n * 100) / 100;

function common(ctx: PrintContext, from: string, to: string) {
  return {
    facts: [
      ['Företag', ctx.company.namn],
      ['Org.nr', formatOrgnr(ctx.company.orgnr)],
      ['Period', `${from} – ${to}`],
    ] as [string, string][],
    footer: `Utskriven ${paxmlDateTime(ctx.printedAt).replace('T', ' ').slice(0, 16)} av ${ctx.printedBy}`,
    pageLabel: (n: number, m: number) => `Sida ${n} av ${m}`,
  };
}

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
): PdfReport {
  const base = common(ctx, report.From, report.To);
  const rowsByDay = new Map<string, TimeReport['Rader']>();
  for (const r of report.Rader) rowsByDay.set(r.Datum, [...(rowsByDay.get(r.Datum) ?? []), r]);
  const lines: string[][] = [];
  let reported = 0;
  let scheduled = 0;
  const perCode = new Map<string, { timmar: number; antal: number }>();
  for (const day of report.Dagar) {
    scheduled += day.SchemaTimmar;
    const weekday = WEEKDAYS_SV[weekdayIndex(day.Datum)] ?? '';
    const rows = rowsByDay.get(day.Datum) ?? [];
    if (rows.length === 0) {
      lines.push([day.Datum, weekday, '', day.HelgdagNamn, '', '', '', hours(day.SchemaTimmar), '', '']);
      continue;
    }
    rows.forEach((r, i) => {
      const code = codes.get(r.TidKod);
      if (!code || tidKodKind(code.typ) !== 'supplement') reported += r.Timmar;
      const acc = perCode.get(r.TidKod) ?? { timmar: 0, antal: 0 };
      perCode.set(r.TidKod, { timmar: acc.timmar + r.Timmar, antal: acc.antal + 1 });
      lines.push([
        i === 0 ? day.Datum : '',
        i === 0 ? weekday : '',
        r.TidKod,
        code?.benText ?? '',
        r.StartTid,
        r.SlutTid,
        hours(r.Timmar),
        i === 0 ? hours(day.SchemaTimmar) : '',
        STATUS_SV[r.Status],
        r.Kommentar,
      ]);
    });
  }
  return {
    ...base,
    title: 'Tidrapport',
    facts: [
      ...base.facts.slice(0, 2),
      ['Anställd', `${report.AnstNr} ${employee.foNamn} ${employee.efNamn}`],
      base.facts[2]!,
    ],
    sections: [
      {
        columns: [
          { header: 'Datum', width: 62 },
          { header: 'Dag', width: 26 },
          { header: 'Tidkod', width: 40 },
          { header: 'Benämning', width: 88 },
          { header: 'Start', width: 32 },
          { header: 'Slut', width: 32 },
          { header: 'Timmar', width: 40, align: 'right' },
          { header: 'Schema', width: 40, align: 'right' },
          { header: 'Status', width: 72 },
          { header: 'Kommentar', width: 83 },
        ],
        rows: lines,
        totals: ['Summa', '', '', '', '', '', hours(round2(reported)), hours(round2(scheduled)), '', ''],
      },
      {
        heading: 'Summa per tidkod',
        columns: [
          { header: 'Tidkod', width: 60 },
          { header: 'Benämning', width: 200 },
          { header: 'Rader', width: 60, align: 'right' },
          { header: 'Timmar', width: 80, align: 'right' },
        ],
        rows: [...perCode.entries()]
          .sort(([a], [b]) => a.localeCompare(b, 'sv'))
          .map(([kod, s]) => [kod, codes.get(kod)?.benText ?? '', String(s.antal), hours(round2(s.timmar))]),
        empty: 'Inga rader i perioden.',
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
): PdfReport {
  const sum = (f: (e: AttestListEntry) => number) => list.reduce((n, e) => n + f(e), 0);
  return {
    ...common(ctx, from, to),
    title: 'Attestlista',
    landscape: true,
    sections: [
      {
        columns: [
          { header: 'Anst.nr', width: 50 },
          { header: 'Namn', width: 150 },
          { header: 'Avdelning', width: 70 },
          { header: 'Schema', width: 55, align: 'right' },
          { header: 'Rapporterat', width: 60, align: 'right' },
          ...TIME_ENTRY_STATUSES.map((s) => ({
            header: STATUS_COUNT_SV[s],
            width: 62,
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
          'Summa',
          `${list.length} anställda`,
          '',
          hours(round2(sum((e) => e.SchemaTimmar))),
          hours(round2(sum((e) => e.Timmar))),
          ...TIME_ENTRY_STATUSES.map((s) => String(sum((e) => e.Antal[s]))),
        ],
        empty: 'Inga anställda att attestera.',
      },
    ],
  };
}
