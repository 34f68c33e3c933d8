import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { ReportDay, ReportWeek } from '../time-report';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { DayCard } from './DayCard';
import { DayGroup } from './DayGroup';
import type { DayProps } from './DayHeader';
import { entryColumnCount, EntryTableHead } from './EntryRow';
import { WeekHeading } from './WeekHeading';

interface Props {
  /** The weeks rendered so far, in order. */
  weeks: readonly ReportWeek[];
  /** More weeks are still to render. */
  busy: boolean;
  ctx: TimeContext;
  editor: EntryEditor;
  anstNr: string;
  /** The days "as scheduled" may fill now. */
  fillable: ReadonlySet<string>;
}

const weekProps = ({ ctx, editor, anstNr, fillable }: Props, week: ReportWeek) => ({
  week,
  ctx,
  editor,
  anstNr,
  fillable: week.days.filter((d) => fillable.has(d.day.Datum)).length,
});

const dayProps = ({ ctx, editor, anstNr, fillable }: Props, day: ReportDay): DayProps => ({
  day,
  ctx,
  editor,
  anstNr,
  fillable: fillable.has(day.day.Datum),
});

/** The time report's weeks on a phone: a heading and a card per day. */
export function ReportWeekCards(props: Props) {
  return (
    <Stack spacing={3} aria-busy={props.busy}>
      {props.weeks.map((week) => (
        <Stack key={week.from} spacing={1.5} component="section">
          <WeekHeading {...weekProps(props, week)} compact />
          {week.days.map((day) => (
            <DayCard key={day.day.Datum} {...dayProps(props, day)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The time report's weeks on a wide screen: one table, a heading row per week, a group per day. */
export function ReportWeekTable(props: Props) {
  const { t } = useTranslation();
  const { ctx } = props;
  return (
    <ScrollRegion outlined label={t('timeReport.page.tableLabel')}>
      <Table size="small" aria-label={t('timeReport.page.tableLabel')} aria-busy={props.busy}>
        <EntryTableHead ctx={ctx} />
        {props.weeks.map((week) => (
          <Fragment key={week.from}>
            <TableBody>
              <TableRow>
                <TableCell colSpan={entryColumnCount(ctx)} sx={{ py: 1.5 }}>
                  <WeekHeading {...weekProps(props, week)} />
                </TableCell>
              </TableRow>
            </TableBody>
            {week.days.map((day) => (
              <DayGroup key={day.day.Datum} {...dayProps(props, day)} />
            ))}
          </Fragment>
        ))}
      </Table>
    </ScrollRegion>
  );
}
