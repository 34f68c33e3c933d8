// What an approval or attest did, or would do, in words (domain time/approval-window.ts): its
// rows and people, the days after today it took as planned absence, and those that wait for their
// day, each named by date.
import { dayRuns, type DayCount, type StatusAnswer } from '@lonportal/domain/time/approval-window';

/** Days as text, consecutive ones as a run: "2026-12-07, 2026-12-14 – 2026-12-18". */
export const namedDays = (days: readonly DayCount[]): string =>
  dayRuns(days)
    .map((r) => (r.From === r.To ? r.From : `${r.From} – ${r.To}`))
    .join(', ');

const rowsOf = (days: readonly DayCount[]) => days.reduce((n, d) => n + d.Antal, 0);

/** A sentence to translate. */
export interface AnswerLine {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The sentences of an answer: the rows and people (that moved, or would), the rows left as they
 * were, the days after today that moved, those that wait, and the planned absence that could go too.
 */
export function answerLines(
  a: Pick<StatusAnswer, 'Andrade' | 'Oforandrade' | 'Anstallda' | 'Framtida' | 'Vantar' | 'KanIForvag'>,
  previewed: boolean,
): AnswerLine[] {
  const lines: AnswerLine[] = [
    {
      key: previewed ? 'approval.answer.willChange' : 'approval.answer.changed',
      values: { count: a.Andrade, people: a.Anstallda },
    },
  ];
  if (a.Oforandrade > 0) lines.push({ key: 'approval.result.unchanged', values: { count: a.Oforandrade } });
  if (a.Framtida.length > 0)
    lines.push({
      key: 'approval.answer.ahead',
      values: { count: rowsOf(a.Framtida), days: namedDays(a.Framtida) },
    });
  if (a.Vantar.length > 0)
    lines.push({
      key: 'approval.answer.waiting',
      values: { count: rowsOf(a.Vantar), days: namedDays(a.Vantar) },
    });
  if (previewed && a.KanIForvag.length > 0)
    lines.push({
      key: 'approval.answer.canInAdvance',
      values: { count: rowsOf(a.KanIForvag), days: namedDays(a.KanIForvag) },
    });
  return lines;
}
