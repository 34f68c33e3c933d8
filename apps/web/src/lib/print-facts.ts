// The facts a printed sheet opens with (SPEC §7): the company and its organisation number, then
// the employee and the period where the document has them, then the document's own.
import type { TFunction } from 'i18next';
import type { Period } from '@lonportal/domain/dates';
import type { EmployeeListEntry } from '@lonportal/domain/employees';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { employeeLabel } from './employee-selection';

export type PrintFact = [label: string, value: string];

export function printFacts(
  t: TFunction,
  ftg: { Namn: string; Orgnr: string },
  of: {
    employee?: Pick<EmployeeListEntry, 'AnstNr' | 'FoNamn' | 'EfNamn'> | null;
    period?: Period;
    more?: readonly PrintFact[];
  } = {},
): PrintFact[] {
  return [
    [t('print.company'), ftg.Namn],
    [t('print.orgnr'), formatOrgnr(ftg.Orgnr)],
    ...(of.employee ? [[t('print.employee'), employeeLabel(of.employee)] as PrintFact] : []),
    ...(of.period
      ? [[t('print.period'), t('print.periodValue', { from: of.period.From, to: of.period.To })] as PrintFact]
      : []),
    ...(of.more ?? []),
  ];
}
