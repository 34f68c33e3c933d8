// What every print report has around its tables: the company's facts and the period, the foot
// with who printed it and when, the page numbers and the document's language (ADR 0011). Dates
// stay YYYY-MM-DD in every language, as on screen (SPEC §5).
import { formatOrgnr } from '@lonportal/domain';
import { stockholmDateTime } from '@lonportal/domain/dates';
import { fill, type PrintLocale } from './print-texts';

export interface PrintContext {
  company: { namn: string; orgnr: string };
  printedBy: string;
  printedAt: Date;
}

/** An employee as a print names them. */
export interface PrintEmployee {
  foNamn: string;
  efNamn: string;
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
  employee: PrintEmployee,
): [string, string][] => [
  ...facts.slice(0, 2),
  [label, `${anstNr} ${employee.foNamn} ${employee.efNamn}`],
  ...facts.slice(2),
];
