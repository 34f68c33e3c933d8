// What a transfer to payroll takes, or took, in words (domain payroll/transfer-window.ts): the
// dates it covers under the cut-off day, its rows and people, the days after today that go and
// the rows that wait, each named by date.
import type { PayrollPreview } from '@lonportal/domain/payroll/transfer-window';
import type { DayCount } from '@lonportal/domain/time/approval-window';
import { namedDays } from '../../lib/row-status/status-answer';

const rowsOf = (days: readonly DayCount[]) => days.reduce((n, d) => n + d.Antal, 0);

/** A sentence to translate. */
export interface FactLine {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The sentences of a preview (or of a transfer's answer, `done`): the dates and cut-off day, rows
 * and people, the days after today that go, and the rows that wait.
 */
export function transferLines(
  p: Pick<PayrollPreview, 'From' | 'To' | 'Antal' | 'Anstallda' | 'Framtida' | 'Vantar' | 'Brytdatum'>,
  done: boolean,
): FactLine[] {
  const lines: FactLine[] = [
    p.Brytdatum === null
      ? { key: 'payrollExport.facts.dates', values: { from: p.From, to: p.To } }
      : { key: 'payrollExport.facts.datesCutOff', values: { from: p.From, to: p.To, day: p.Brytdatum } },
    // Nothing new to send is said as such, not as "0 rows for 0 employees".
    !done && p.Antal === 0
      ? { key: 'payrollExport.facts.nothing', values: {} }
      : {
          key: done ? 'payrollExport.facts.sent' : 'payrollExport.facts.toSend',
          values: { count: p.Antal, people: p.Anstallda },
        },
  ];
  if (p.Framtida.length > 0)
    lines.push({
      key: 'payrollExport.facts.ahead',
      values: { count: rowsOf(p.Framtida), days: namedDays(p.Framtida) },
    });
  if (p.Vantar.length > 0)
    lines.push({
      key: 'payrollExport.facts.waiting',
      values: { count: rowsOf(p.Vantar), days: namedDays(p.Vantar) },
    });
  return lines;
}
